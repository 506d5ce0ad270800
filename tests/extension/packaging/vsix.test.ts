/**
 * The packaged VSIX (path in VSIX_PATH, default dist/cognee-chat-memory.vsix) holds the bundle and the
 * Python package, and nothing that belongs to development: sources, tests, node_modules, virtualenvs.
 */
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { inflateRawSync } from 'node:zlib';

const vsix = process.env.VSIX_PATH ?? path.join(__dirname, '../../../dist/cognee-chat-memory.vsix');

/** The entries of a zip archive, from its central directory: name, and where its data starts. */
function zipDirectory(file: string): Array<{ name: string; method: number; size: number; header: number }> {
  const data = readFileSync(file);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, `${file} is a zip archive`);
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const found: Array<{ name: string; method: number; size: number; header: number }> = [];
  for (let i = 0; i < count; i++) {
    assert.equal(data.readUInt32LE(offset), 0x02014b50, 'central directory entry');
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    found.push({
      name: data.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: data.readUInt16LE(offset + 10),
      size: data.readUInt32LE(offset + 20),
      header: data.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return found;
}

const directory = zipDirectory(vsix);
const entries = directory.map((entry) => entry.name);

/** The bytes of one entry of the VSIX (stored or deflated). */
function entryBytes(name: string): Buffer {
  const entry = directory.find((e) => e.name === name);
  assert.ok(entry, `${name} is packaged`);
  const data = readFileSync(vsix);
  const start = entry.header + 30 + data.readUInt16LE(entry.header + 26) + data.readUInt16LE(entry.header + 28);
  const raw = data.subarray(start, start + entry.size);
  return entry.method === 8 ? inflateRawSync(raw) : raw;
}

/** The text of one entry of the VSIX. */
function entryText(name: string): string {
  return entryBytes(name).toString('utf8');
}

test('the VSIX holds the bundle, the manifest and the Python package with its entry scripts', () => {
  for (const required of [
    'extension/package.json',
    'extension/dist/extension.js',
    'extension/pyproject.toml',
    'extension/python/ingest.py',
    'extension/python/retrieve.py',
    'extension/python/compact.py',
    'extension/python/feedback.py',
    'extension/python/cognee_memory/__init__.py',
    'extension/python/cognee_memory/cli/retrieve.py',
  ]) {
    assert.ok(entries.includes(required), `${required} is packaged`);
  }
});

test('the pinned dependency lock is shipped whenever the repository has one, so Set Up installs exactly it', () => {
  const hasLock = existsSync(path.join(__dirname, '../../../python/requirements.lock'));
  assert.equal(entries.includes('extension/python/requirements.lock'), hasLock);
});

test('the MiniLM embedder\'s lock is shipped, so Set Up installs it pinned when the setting asks for it', () => {
  const hasLock = existsSync(path.join(__dirname, '../../../python/requirements-minilm.lock'));
  assert.equal(entries.includes('extension/python/requirements-minilm.lock'), hasLock);
});

test('the VSIX holds no sources, tests, node_modules, virtualenvs, stores or caches', () => {
  const forbidden = [
    /(^|\/)node_modules\//,
    /(^|\/)\.venv\//,
    /(^|\/)tests?\//,
    /^extension\/extension\/src\//,
    /\.ts$/,
    /\.map$/,
    /__pycache__|\.pyc$|\.egg-info\//,
    /(^|\/)\.cognee-memory\//,
    /(^|\/)\.vscode\//,
    /\.vsix$/,
    /vscode\.fake|register-vscode/,
  ];
  const offending = entries.filter((name) => forbidden.some((pattern) => pattern.test(name)));
  assert.deepEqual(offending, []);
  // The Python package ships ~150 modules (one folder per concern, small modules under 400 lines) and 11 entry
  // scripts; everything else is the bundle and media. A stray source tree or node_modules would add hundreds.
  assert.ok(entries.length < 200, `a small package (${entries.length} files)`);
});

test('the bundle contains no test-only code', () => {
  const bundle = readFileSync(path.join(__dirname, '../../../dist/extension.js'), 'utf8');
  assert.ok(!/vscode\.fake|not available in unit tests|scriptedModel/.test(bundle));
});

test('the test-only fake chat model of the end-to-end tests is not in the VSIX', () => {
  assert.deepEqual(entries.filter((name) => /e2e|fake-model/i.test(name)), []);
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as { contributes: Record<string, unknown> };
  assert.equal(manifest.contributes.languageModelChatProviders, undefined, 'the product contributes no chat model');
  const bundle = readFileSync(path.join(__dirname, '../../../dist/extension.js'), 'utf8');
  assert.ok(!/registerLanguageModelChatProvider|cognee-e2e/.test(bundle), 'the bundle registers no chat model');
});

test('one VSIX for every platform: no target platform, no native binaries, and it runs where the workspace is', () => {
  const manifest = entryText('extension.vsixmanifest');
  assert.match(manifest, /<Identity [^>]*Id="cognee-chat-memory"/);
  assert.doesNotMatch(manifest, /TargetPlatform/, 'packaged without --target');
  assert.deepEqual(entries.filter((name) => /\.(node|exe|dll|so|dylib|pyd)$|\.so\./i.test(name)), []);
  const packaged = JSON.parse(entryText('extension/package.json')) as { extensionKind?: string[]; scripts?: Record<string, string> };
  assert.deepEqual(packaged.extensionKind, ['workspace'], 'Python and the store are on the machine that has the folder');
  const repository = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as { scripts: Record<string, string> };
  assert.doesNotMatch(repository.scripts.package!, /--target/);
});

test('the VSIX carries only what runs: no contract for developers, no test-only lock, no repository README', () => {
  for (const dropped of ['extension/python/CONTRACT.md', 'extension/python/requirements-test.lock', 'extension/extension/README.md']) {
    assert.ok(!entries.includes(dropped), `${dropped} is not packaged`);
  }
  const shipped = ['requirements.lock', 'requirements-minilm.lock'].filter((name) => existsSync(path.join(__dirname, '../../../python', name)));
  assert.deepEqual(entries.filter((name) => /\.lock$/.test(name)).sort(), shipped.map((name) => `extension/python/${name}`).sort());
});

test('the extension page: the users\' README (not the repository\'s), its screenshot, the icon and the walkthrough\'s pages', () => {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as {
    icon: string; keywords: string[]; contributes: { walkthroughs: Array<{ steps: Array<{ id: string; media: { markdown?: string; image?: string } }> }> };
  };
  assert.ok(entries.includes(`extension/${manifest.icon}`), 'the icon is packaged');
  assert.ok(manifest.keywords.length >= 3);
  const readme = entries.find((name) => /^extension\/readme\.md$/i.test(name));
  assert.ok(readme, 'a README is packaged');
  const steps = manifest.contributes.walkthroughs[0]!.steps;
  assert.deepEqual(steps.map((s) => s.id), ['setUp', 'remember', 'ask'], 'Get Started: set up, remember a decision, ask @memory');
  for (const step of steps) {
    const media = step.media.markdown ?? step.media.image!;
    assert.ok(entries.includes(`extension/${media}`), `${media} is packaged`);
  }
  const page = readFileSync(path.join(__dirname, '../../../extension/README.md'), 'utf8');
  for (const image of page.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)) assert.ok(entries.includes(`extension/${image[1]}`), `${image[1]} is packaged`);
  assert.doesNotMatch(page.split('\n').slice(0, 12).join('\n'), /scripts\/|bash /, 'the page opens with what the extension does, not developer commands');
});

test('the extension page shows a screenshot of @memory answering beside the Cognee Memories view, inside the VSIX, readable and small', () => {
  const page = entryText('extension/readme.md');
  const images = [...page.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)].map((m) => ({ alt: m[1]!, src: m[2]! }));
  const shot = images.find((image) => image.src === 'extension/media/chat-and-memories.png');
  assert.ok(shot, `the page shows the e2e run's screenshot: ${JSON.stringify(images)}`);
  assert.match(shot.alt, /@memory/);
  // Relative, kept as written (vsce --no-rewrite-relative-links): an installed VSIX shows it from
  // its own folder, offline; no link to a repository that may not be reachable.
  for (const image of images) assert.doesNotMatch(image.src, /^[a-z]+:/i, `${image.src} is inside the VSIX`);
  const png = entryBytes(`extension/${shot.src}`);
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1280, 800], 'readable: 1280×800');
  assert.ok(png.length < 300_000, `small: ${png.length} bytes`);
});

test('the extension page states the same setup size and time as the first answer (pythonEnv/setupCost.ts)', async () => {
  const { setupCost } = await import('../../../extension/src/pythonEnv/setupCost');
  const page = readFileSync(path.join(__dirname, '../../../extension/README.md'), 'utf8');
  assert.ok(page.includes(setupCost()), `extension/README.md says “${setupCost()}”`);
  assert.match(page, /downloads Python\s+packages from PyPI/);
});
