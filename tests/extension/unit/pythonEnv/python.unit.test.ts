import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findPython, venvPython } from '../../../../extension/src/pythonEnv/python';

const exists = (...files: string[]) => (f: string) => files.includes(f);

describe('interpreter discovery: setting, then Python extension, then the extension venv', () => {
  test('an absolute setting that does not exist is an error, not a silent fallback', async () => {
    const found = await findPython({ setting: '/missing/python', root: '/ext', fromPythonExtension: async () => '/py', exists: exists('/py') });
    assert.equal(!found.ok && found.error.code, 'PYTHON_NOT_FOUND');
    assert.match(!found.ok ? found.error.message : '', /cogneeMemory.pythonPath/);
  });

  test('a bare command name in the setting is left to PATH', async () => {
    const found = await findPython({ setting: 'python3', root: '/ext', fromPythonExtension: async () => undefined, exists: exists() });
    assert.deepEqual(found, { ok: true, value: { path: 'python3', source: 'setting' } });
  });

  test('empty setting: the Python extension interpreter', async () => {
    const found = await findPython({ setting: '', root: '/ext', fromPythonExtension: async () => '/py', exists: exists('/py', venvPython('/ext', 'linux')) });
    assert.deepEqual(found, { ok: true, value: { path: '/py', source: 'python-extension' } });
  });

  test('no Python extension (or it throws): <extension root>/.venv/bin/python', async () => {
    const found = await findPython({ setting: '', root: '/ext', platform: 'linux', fromPythonExtension: async () => { throw new Error('not installed'); }, exists: exists('/ext/.venv/bin/python') });
    assert.deepEqual(found, { ok: true, value: { path: '/ext/.venv/bin/python', source: 'extension-venv' } });
  });

  test('nothing found: PYTHON_NOT_FOUND, marked as a first run (nothing is misconfigured)', async () => {
    const found = await findPython({ setting: '', root: '/ext', fromPythonExtension: async () => undefined, exists: exists() });
    assert.equal(!found.ok && found.error.code, 'PYTHON_NOT_FOUND');
    assert.equal(!found.ok && found.error.details?.firstRun, true);
  });

  test('a first run carries the folder\'s embedder, so its message can count the packages Set Up adds', async () => {
    const found = await findPython({ setting: '', root: '/ext', fromPythonExtension: async () => undefined, exists: exists(), embedder: 'minilm' });
    assert.equal(!found.ok && found.error.details?.embedder, 'minilm');
  });

  test('a wrong setting is no first run', async () => {
    const found = await findPython({ setting: '/missing/python', root: '/ext', fromPythonExtension: async () => undefined, exists: exists() });
    assert.equal(!found.ok && found.error.details?.firstRun, undefined);
  });

  test('the venv interpreter path per platform', () => {
    assert.equal(venvPython('/ext', 'linux'), '/ext/.venv/bin/python');
    assert.match(venvPython('/ext', 'win32'), /Scripts[\\/]python\.exe$/);
  });
});
