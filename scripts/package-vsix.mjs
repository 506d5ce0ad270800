// Packages the VSIX (dist/cognee-chat-memory.vsix) from a private staging copy of only the
// folders the VSIX draws on. vsce lists every file under the folder it packages before it applies
// .vscodeignore: in a working copy with its .venv and .cache (≈ 60,000 files) that listing alone took
// ≈ 50 s of CPU per package, three packages per test run. .vscodeignore still decides what ships.
// Usage: node scripts/package-vsix.mjs [--out FILE]   (npm run package; default dist/cognee-chat-memory.vsix)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_OUTPUT = path.join(ROOT, 'dist', 'cognee-chat-memory.vsix');
// What the build and .vscodeignore's re-inclusions read; nothing else is copied.
export const STAGED = ['package.json', '.vscodeignore', 'esbuild.mjs', 'tsconfig.json', 'pyproject.toml', 'CHANGELOG.md',
  'LICENSE', 'extension', 'python', 'dist'];
const SKIPPED_INSIDE = new Set(['__pycache__', 'node_modules', '.pytest_cache', '.cognee-memory']);

/** The top-level names .vscodeignore re-includes (`!name` or `!name/…`). */
export function reincludedTopLevel(ignoreText) {
  return ignoreText.split(/\r?\n/).map((line) => line.trim())
    .filter((line) => line.startsWith('!'))
    .map((line) => line.slice(1).replace(/^\//, '').split('/')[0]);
}

function fail(message) {
  console.error(`package: ${message}`);
  process.exit(1);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The VSIX path `--out FILE` asks for (resolved against the current folder), else dist/cognee-chat-memory.vsix. */
export function outputPath(args, cwd = process.cwd()) {
  const at = args.indexOf('--out');
  if (at === -1) return DEFAULT_OUTPUT;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) fail('--out needs a file path, e.g. --out /tmp/cognee-chat-memory.vsix');
  return path.resolve(cwd, value);
}

function packageVsix(output) {
  const missing = reincludedTopLevel(readFileSync(path.join(ROOT, '.vscodeignore'), 'utf8'))
    .filter((name) => !STAGED.includes(name));
  if (missing.length > 0) fail(`.vscodeignore re-includes ${missing.join(', ')}, which scripts/package-vsix.mjs does not stage; add it to STAGED.`);

  // The bundle first, in the working copy too (the packaging tests read dist/extension.js).
  run(process.execPath, [path.join(ROOT, 'esbuild.mjs'), '--production'], ROOT);
  const stage = mkdtempSync(path.join(tmpdir(), 'cognee-memory-vsix-')); // 0700: private to this user
  try {
    for (const name of STAGED) {
      const from = path.join(ROOT, name);
      if (!existsSync(from)) continue; // e.g. LICENSE, when the repository has none
      cpSync(from, path.join(stage, name), {
        recursive: true,
        filter: (source) => !SKIPPED_INSIDE.has(path.basename(source)) && !source.endsWith('.vsix'),
      });
    }
    // vsce runs vscode:prepublish (esbuild) in the stage; its listing skips node_modules, so a link costs nothing.
    // A junction needs no privilege on Windows; elsewhere it is an ordinary symbolic link.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(stage, 'node_modules'), 'junction');
    mkdirSync(path.dirname(output), { recursive: true });
    const vsce = path.join(ROOT, 'node_modules', '@vscode', 'vsce', 'vsce');
    run(process.execPath, [vsce, 'package', '--no-dependencies', '--skip-license', '--allow-missing-repository',
      '--no-rewrite-relative-links', '--readme-path', 'extension/README.md', '-o', output], stage);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  packageVsix(outputPath(process.argv.slice(2)));
}
