import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { compactTopicCommand, toTopicItems, undoCompaction } from '../../../../extension/src/compaction/command';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { scriptedModel } from '../../support/chat';
import { fakeAccess, fakeMemories, hit, retrieved } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

describe('Compact Topic into Decision Record', () => {
  const topics = [
    { topic: 'ui', activeCount: 7, hasDecisionRecord: false, suggested: false },
    { topic: 'database', activeCount: 4, hasDecisionRecord: false, suggested: true, newestActivity: '2026-01-01T00:00:00Z' },
  ];

  test('topics: suggested first, with counts and age', () => {
    const items = toTopicItems(topics, Date.parse('2026-01-04T00:00:00Z'));
    assert.deepEqual(items.map((i) => i.topic), ['database', 'ui']);
    assert.equal(items[0]!.description, '4 active');
    assert.match(items[0]!.detail!, /Suggested.*newest 3 days ago/);
  });

  test('merge without a model, then Undo restores the memories', async (t) => {
    const ui = scriptUi(t, { picks: ['database', 'without a model'], buttons: ['Undo', undefined] });
    const memories = fakeMemories({ listTopics: async () => ok(topics) });
    const result = await compactTopicCommand(fakeAccess(memories));
    assert.equal(result?.recordId, 'dr-1');
    assert.deepEqual(memories.calls.compact, [['database', {}]]);
    assert.match(ui.info[0]!, /Compacted 2 memories about “database” into one decision record\./);
    assert.doesNotMatch(ui.info[0]!, /dr-1/, 'words, not ids');
    assert.deepEqual(memories.calls.undoCompaction, [['dr-1']]);
    assert.match(ui.info[1]!, /Restored 2 memories/);
    assert.ok(ui.progressTitles.some((t) => t.includes('compacting')), 'progress notification');
  });

  test('a compaction that removed secrets from what it wrote says so', async (t) => {
    const ui = scriptUi(t, { picks: ['database', 'without a model'], buttons: [undefined] });
    const memories = fakeMemories({
      listTopics: async () => ok(topics),
      compact: async () => ok({ recordId: 'dr-1', superseded: ['m1', 'm2'], noop: false, redactions: { count: 1, byType: { password: 1 } } }),
    });
    await compactTopicCommand(fakeAccess(memories));
    assert.match(ui.warnings[0]!, /Removed a secret before storing \(password\)/);
  });

  test('with a model summary: the chat model writes it and the CLI gets it as a file', async (t) => {
    const model = scriptedModel(['Decision: SQLite.']);
    scriptUi(t, { picks: ['database', 'chat model'], models: [model.model] });
    const memories = fakeMemories({ listTopics: async () => ok(topics), retrieve: async () => ok(retrieved([hit({ topic: 'database' })])) });
    await compactTopicCommand(fakeAccess(memories));
    assert.equal(model.requests.length, 1);
    assert.ok((memories.calls.compact[0]![1] as { summaryFile?: string }).summaryFile);
  });

  test('no topics yet: says so; listing fails: explained; compaction fails: explained', async (t) => {
    const ui = scriptUi(t, { picks: ['database', 'without a model'] });
    await compactTopicCommand(fakeAccess(fakeMemories({ listTopics: async () => ok([]) })));
    assert.match(ui.info[0]!, /no topics to compact yet/);
    await compactTopicCommand(fakeAccess(fakeMemories({ listTopics: async () => fail('STORE_LOCKED', 'x', true) })));
    assert.match(ui.errors[0]!, /busy/);
    await compactTopicCommand(fakeAccess(fakeMemories({ listTopics: async () => ok(topics), compact: async () => fail('CONFLICT', 'being compacted', true) })));
    assert.match(ui.errors[1]!, /busy/);
  });

  test('undo failure is explained', async (t) => {
    const ui = scriptUi(t);
    await undoCompaction(fakeAccess(fakeMemories({ undoCompaction: async () => fail('NOT_FOUND', "No decision record 'dr-9'.") })), 'dr-9');
    assert.match(ui.errors[0]!, /No decision record 'dr-9'/);
  });
});
