import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { editMemory, forgetMemories } from '../../../../extension/src/forget/commands';
import { MemoryClient } from '../../../../extension/src/backendClient/memoryclient';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { createChatHandler, type MemoryChatResult } from '../../../../extension/src/chat/participant';
import { DEFAULT_SETTINGS } from '../../../../extension/src/settings';
import { chatContext, chatRequest, chatToken, recordingStream, scriptedModel } from '../../support/chat';
import { fakeAccess, fakeCliRoot, fakeMemories, hit, lastCall, recorder, recordingLog, retrieved } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

const notFound = fail('NOT_FOUND', "No memory with id 'which' in this workspace.");

describe('Forget Memory…', () => {
  test('picks a memory from a search, shows its text in a modal, and forgets it only after Forget', async (t) => {
    const ui = scriptUi(t, { inputs: ['sqlite tests'], picks: ['We use SQLite'], buttons: ['Forget', undefined] });
    const memories = fakeMemories();
    const done = await forgetMemories(fakeAccess(memories));
    assert.deepEqual(done?.forgotten, ['m1']);
    assert.deepEqual(memories.calls.retrieve, [[{ query: 'sqlite tests', topK: 20, includeSuperseded: true }]]);
    assert.deepEqual(memories.calls.forget, [[['m1'], { dryRun: true }], [['m1'], {}]]);
    assert.equal(ui.modals[0]!.message, 'Forget “The text of m1.” for good?');
    assert.match(ui.modals[0]!.detail, /The text of m1\.[\s\S]*cannot be undone/);
    // What Forget cannot reach is said before it runs: VS Code's own chat history.
    assert.match(ui.modals[0]!.detail, /VS Code's own chat history is not part of the store: a chat in which this memory was saved \(\/remember\).*still shows its words until you delete that chat/);
    assert.match(ui.info[0]!, /Forgot “The text of m1\.”; no copy is left in the store \(VS Code's chat history is separate\)/);
    assert.deepEqual(ui.quickPicks[0]!.map((i) => [i.description, i.detail]), [['database · Active · 1 week ago', undefined]], 'the picker: words and age, no id');
  });

  test('Cancel in the modal forgets nothing', async (t) => {
    const ui = scriptUi(t, { buttons: [undefined] });
    const memories = fakeMemories();
    assert.equal(await forgetMemories(fakeAccess(memories), ['m1', 'm2']), undefined);
    assert.equal(ui.modals[0]!.message, 'Forget 2 memories for good?');
    assert.deepEqual(memories.calls.forget, [[['m1', 'm2'], { dryRun: true }]]);
  });

  test('the modal names a decision record that loses a source', async (t) => {
    const ui = scriptUi(t, { buttons: [undefined] });
    const memories = fakeMemories({
      forget: async (ids) => ok({ dryRun: true, forgotten: [], wouldForget: [{ id: ids[0]!, text: 'x' }], cleaned: ['dr-1'], records: { 'dr-1': ['m1'] }, droppedRecords: [], restored: {} }),
    });
    await forgetMemories(fakeAccess(memories), ['m1']);
    assert.match(ui.modals[0]!.detail, /decision record made from it is rebuilt without its words/);
    assert.doesNotMatch(ui.modals[0]!.detail, /dr-1/);
  });

  test('the modal says a decision record written from a chat summary is deleted', async (t) => {
    const ui = scriptUi(t, { buttons: [undefined] });
    const memories = fakeMemories({
      forget: async (ids) => ok({ dryRun: true, forgotten: [], wouldForget: [{ id: ids[0]!, text: 'x' }], cleaned: [], records: { 'dr-1': ['m1'] }, droppedRecords: ['dr-1'], restored: { m2: 'Active' } }),
    });
    await forgetMemories(fakeAccess(memories), ['m1']);
    assert.match(ui.modals[0]!.detail, /A decision record that cannot be rebuilt without them is deleted/);
    assert.doesNotMatch(ui.modals[0]!.detail, /rebuilt without its words|dr-1/);
  });

  test('an unknown id is shown as an error and nothing is forgotten', async (t) => {
    const ui = scriptUi(t);
    const memories = fakeMemories({ forget: async () => notFound });
    assert.equal(await forgetMemories(fakeAccess(memories), ['which']), undefined);
    assert.equal(ui.modals.length, 0);
    assert.match(ui.errors[0]!, /which/);
  });
});

describe('Edit Memory…', () => {
  test('prefills the current text, shows before and after in a modal, and saves only after Save', async (t) => {
    const ui = scriptUi(t, { inputs: ['sqlite', 'We use SQLite 3.45 for tests.'], picks: ['We use SQLite'], buttons: ['Save', undefined] });
    const memories = fakeMemories();
    const done = await editMemory(fakeAccess(memories));
    assert.equal(done?.text, 'We use SQLite 3.45 for tests.');
    assert.deepEqual(memories.calls.edit, [['m1', 'We use SQLite 3.45 for tests.']]);
    assert.match(ui.modals[0]!.detail, /Before:\nWe use SQLite for tests\.\n\nAfter:\nWe use SQLite 3\.45 for tests\./);
    assert.match(ui.info[0]!, /Saved the new text: “We use SQLite 3\.45 for tests\.”/);
    assert.equal(ui.modals[0]!.message, 'Replace the text of “We use SQLite for tests.”?');
  });

  test('an unchanged text or a dismissed modal edits nothing', async (t) => {
    scriptUi(t, { inputs: ['We use SQLite for tests.', 'New text.'], buttons: [undefined] });
    const memories = fakeMemories();
    assert.equal(await editMemory(fakeAccess(memories), { id: 'm1', text: 'We use SQLite for tests.' }), undefined);
    assert.equal(await editMemory(fakeAccess(memories), { id: 'm1' }), undefined);
    assert.deepEqual(memories.calls.edit, []);
  });
});

describe('@memory /forget', () => {
  const run = async (prompt: string, memories = fakeMemories()) => {
    const stream = recordingStream();
    const handler = createChatHandler({ access: fakeAccess(memories), documents: new MemoryDocuments() });
    const result = (await handler(chatRequest(prompt, 'forget', scriptedModel().model), chatContext, stream, chatToken())) as MemoryChatResult;
    return { stream, result, memories };
  };

  test('ids: shows their text and a Forget button that runs the confirming command; nothing is forgotten yet', async () => {
    const { stream, result, memories } = await run('m1 m2');
    assert.match(stream.text(), /- \(database\) The text of m1\./);
    assert.doesNotMatch(stream.text(), /`m1`/);
    // One Markdown part: VS Code folds a response's earlier parts into "Completed N steps".
    assert.equal(stream.markdown.length, 1, JSON.stringify(stream.markdown));
    assert.deepEqual(stream.buttons.map((b) => [b.command, b.arguments]), [['cogneeMemory.forget', [['m1', 'm2']]]]);
    assert.deepEqual(memories.calls.forget, [[['m1', 'm2'], { dryRun: true }]]);
    assert.deepEqual(result.metadata.memoryIds, ['m1', 'm2']);
  });

  test('words that are no id: the closest matches in one list, then a Forget button each', async () => {
    const memories = fakeMemories({ forget: async () => notFound, retrieve: async () => ok(retrieved([hit(), hit({ id: 'm2', text: 'Other.' })])) });
    const { stream } = await run('which database', memories);
    // One Markdown part before the buttons: VS Code folds a response's earlier parts into
    // "Completed N steps", which hid every match but the last.
    assert.equal(stream.markdown.length, 1, JSON.stringify(stream.markdown));
    assert.match(stream.text(), /The closest matches for “which database”:\n\n- \(database\) We use SQLite for tests\. · 1 week ago\n- \(database\) Other\. · 1 week ago\n/);
    assert.deepEqual(stream.buttons.map((b) => b.arguments), [[['m1']], [['m2']]]);
    assert.deepEqual(stream.buttons.map((b) => b.title), ['Forget “We use SQLite for tests.” (1 week ago)…', 'Forget “Other.” (1 week ago)…'], 'buttons name memories by their words');
  });

  test('no text: explains how to use it', async () => {
    const { stream, result } = await run('  ');
    assert.match(stream.text(), /\/forget mem-1234/);
    assert.equal(result.metadata.errorCode, 'INVALID_ARGUMENT');
  });
});

describe('forget and edit over the CLIs', () => {
  test('forget passes each id with --id and --dry-run, and parses what it removed', async () => {
    const root = fakeCliRoot({ forget: recorder({ success: true, dry_run: false, forgotten: ['a', 'b'], cleaned: ['dr-1'], records: { 'dr-1': ['a'] }, restored: { c: null } }) });
    const client = new MemoryClient({ python: process.execPath, root, workspace: root, settings: DEFAULT_SETTINGS, log: recordingLog() });
    const done = await client.forget(['a', 'b'], { dryRun: true });
    assert.deepEqual(lastCall(root, 'forget').argv.slice(-5), ['--id', 'a', '--id', 'b', '--dry-run']);
    assert.deepEqual(done, { ok: true, value: { dryRun: false, forgotten: ['a', 'b'], wouldForget: [], cleaned: ['dr-1'], records: { 'dr-1': ['a'] }, droppedRecords: [], restored: { c: null } } });
  });

  test('edit sends the new text on stdin, never in argv', async () => {
    const root = fakeCliRoot({ edit: recorder({ success: true, id: 'a', text: 'New [REDACTED:password]', noop: false, redactions: { count: 1, by_type: { password: 1 } } }) });
    const client = new MemoryClient({ python: process.execPath, root, workspace: root, settings: DEFAULT_SETTINGS, log: recordingLog() });
    const done = await client.edit('a', 'New password=hunter2x!');
    const { argv, stdin } = lastCall(root, 'edit');
    assert.deepEqual(argv.slice(-4), ['--id', 'a', '--file', '-']);
    assert.equal(stdin, 'New password=hunter2x!');
    assert.ok(!argv.join(' ').includes('hunter2x'));
    assert.ok(done.ok && done.value.redactions.count === 1 && done.value.text === 'New [REDACTED:password]');
  });
});
