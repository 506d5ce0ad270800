import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { rememberSelection, rememberText } from '../../../../extension/src/remember/commands';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { fakeAccess, fakeMemories } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

describe('Remember… and Remember Selection', () => {
  test('Remember… stores the typed text with its topic', async (t) => {
    const ui = scriptUi(t, { inputs: ['We deploy on Fridays', 'release'] });
    const memories = fakeMemories();
    assert.deepEqual(await rememberText(fakeAccess(memories)), ['mem-1']);
    assert.deepEqual(memories.calls.store, [[[{ text: 'We deploy on Fridays', status: 'Active', topic: 'release' }]]]);
    assert.equal(ui.info[0], 'Remembered “We deploy on Fridays” (topic: release).', 'words, not the id');
  });

  test('Remember… warns when secrets were replaced by placeholders before storing', async (t) => {
    const ui = scriptUi(t, { inputs: ['deploy key AKIA…', ''] });
    const memories = fakeMemories({
      ingest: async () => ok({ stored: ['mem-1'], possibleUpdates: [], autoSuperseded: [], merged: [], redactions: { count: 1, byType: { 'aws-access-key': 1 } } }),
    });
    await rememberText(fakeAccess(memories));
    assert.match(ui.warnings[0]!, /Removed a secret before storing \(aws-access-key\)/);
  });

  test('Remember… without secrets shows no warning', async (t) => {
    const ui = scriptUi(t, { inputs: ['We deploy on Fridays', ''] });
    await rememberText(fakeAccess(fakeMemories()));
    assert.deepEqual(ui.warnings, []);
  });

  test('Remember… dismissed: nothing stored', async (t) => {
    scriptUi(t, { inputs: [undefined] });
    const memories = fakeMemories();
    assert.equal(await rememberText(fakeAccess(memories)), undefined);
    assert.equal(memories.calls.store.length, 0);
  });

  test('Remember… when the store fails: the problem, the fix, and the fix command on request', async (t) => {
    const ui = scriptUi(t, { inputs: ['x', ''], buttons: ['Set Up Python Environment'] });
    const memories = fakeMemories({ store: async () => fail('PYTHON_PACKAGES_MISSING', "The selected Python interpreter lacks the memory package (no module named 'cognee').") });
    await rememberText(fakeAccess(memories));
    assert.match(ui.errors[0]!, /lacks the memory package.*Set Up Python Environment/);
    assert.deepEqual(ui.executed, ['cogneeMemory.setupPython']);
  });

  test('Remember Selection stores the selection with the file as reference and topic', async (t) => {
    scriptUi(t, { inputs: ['connection'], editor: { text: '  pool size is 10  ', file: '/ws/src/db/connection.ts', folder: '/ws' } });
    const memories = fakeMemories();
    await rememberSelection(fakeAccess(memories));
    assert.deepEqual(memories.calls.store, [[[{ text: 'pool size is 10', status: 'Active', references: ['src/db/connection.ts'], topic: 'connection' }]]]);
  });

  test('Remember Selection without a selection explains what to do', async (t) => {
    const ui = scriptUi(t, { editor: { text: '', file: '/ws/a.ts' } });
    const memories = fakeMemories();
    await rememberSelection(fakeAccess(memories));
    assert.match(ui.warnings[0]!, /Select some text/);
    assert.equal(memories.calls.store.length, 0);
  });
});
