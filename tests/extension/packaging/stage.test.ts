/**
 * The VSIX is packaged from a staging copy of a few folders (scripts/package-vsix.mjs), so vsce never lists a
 * working copy's virtualenv and caches. A folder that .vscodeignore re-includes but the stage lacks would
 * silently drop out of the VSIX: these tests keep the two lists in step.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

const ROOT = path.join(__dirname, '../../..');

interface PackagingScript {
  STAGED: string[];
  reincludedTopLevel(ignoreText: string): string[];
  outputPath(args: string[], cwd?: string): string;
}

async function packagingScript(): Promise<PackagingScript> {
  const url = pathToFileURL(path.join(ROOT, 'scripts', 'package-vsix.mjs')).href;
  return (await import(url)) as PackagingScript;
}

test('every top-level file or folder .vscodeignore re-includes is copied into the packaging stage', async () => {
  const { STAGED, reincludedTopLevel } = await packagingScript();
  const reincluded = reincludedTopLevel(readFileSync(path.join(ROOT, '.vscodeignore'), 'utf8'));
  assert.ok(reincluded.includes('python') && reincluded.includes('package.json'), 'the real allowlist was read');
  assert.deepEqual(reincluded.filter((name) => !STAGED.includes(name)), []);
});

test('the re-inclusions are read by their first path segment; comments and exclusions are not re-inclusions', async () => {
  const { reincludedTopLevel } = await packagingScript();
  const text = '# !commented/out\n**\n!package.json\n  !/python/*.py  \r\n!extension/media/*.{js,css}\nbench/**\n';
  assert.deepEqual(reincludedTopLevel(text), ['package.json', 'python', 'extension']);
});

test('the VSIX goes to dist/ unless --out names another file (each e2e run packs its own, side by side)', async () => {
  const { outputPath } = await packagingScript();
  assert.equal(outputPath([]), path.join(ROOT, 'dist', 'cognee-chat-memory.vsix'));
  assert.equal(outputPath(['--out', 'run/a.vsix'], '/tmp/e2e'), path.resolve('/tmp/e2e', 'run/a.vsix'));
});

test('importing the packaging script packages nothing (the VSIX is not rewritten)', () => {
  const vsix = path.join(ROOT, 'dist', 'cognee-chat-memory.vsix');
  const before = existsSync(vsix) ? statSync(vsix).mtimeMs : undefined;
  const url = pathToFileURL(path.join(ROOT, 'scripts', 'package-vsix.mjs')).href;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e',
    `const m = await import(${JSON.stringify(url)}); console.log(m.STAGED.length);`], { encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  assert.ok(Number(child.stdout.trim()) > 0, child.stdout);
  assert.equal(existsSync(vsix) ? statSync(vsix).mtimeMs : undefined, before);
});
