import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { compactTopicCommand, toTopicItems, undoCompaction } from '../../../extension/src/commands/compact';
import { rememberSelection, rememberText } from '../../../extension/src/commands/remember';
import { searchMemories } from '../../../extension/src/commands/search';
import { halfLifeItems, targetItems, tuneHalfLife } from '../../../extension/src/commands/tune';
import { MemoryDocuments } from '../../../extension/src/memorydocs';
import { fail, ok } from '../../../extension/src/outcome';
import { FEEDBACK_EXTRA_CANDIDATES } from '../../../extension/src/relevance';
import { DEFAULT_SETTINGS } from '../../../extension/src/settings';
import { scriptedModel } from '../support/chat';
import { fakeAccess, fakeMemories, hit, retrieved } from '../support/fakes';
import { scriptUi } from '../support/ui';

describe('Remember… and Remember Selection', () => {
  test('Remember… stores the typed text with its topic', async (t) => {
    const ui = scriptUi(t, { inputs: ['We deploy on Fridays', 'release'] });
    const memories = fakeMemories();
    assert.deepEqual(await rememberText(fakeAccess(memories)), ['mem-1']);
    assert.deepEqual(memories.calls.store, [[[{ text: 'We deploy on Fridays', status: 'Active', topic: 'release' }]]]);
    assert.match(ui.info[0]!, /Remembered as mem-1 \(topic: release\)/);
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

describe('Search Memories', () => {
  test('lists results with score, status and age; opening one shows it in full', async (t) => {
    const ui = scriptUi(t, { inputs: ['database'], picks: ['SQLite'] });
    const memories = fakeMemories({ retrieve: async () => ok(retrieved([hit({ id: 'db-2', text: 'SQLite for tests', score: 0.2, ageDays: 3 }), hit({ id: 'db-1', text: 'Postgres', status: 'Superseded' })])) });
    const picked = await searchMemories(fakeAccess(memories), new MemoryDocuments());
    assert.equal(picked?.id, 'db-2');
    assert.equal(ui.quickPicks[0]![0]!.description, '0.20 · Active · 3 days ago');
    assert.equal(ui.quickPicks[0]![1]!.description, '0.25 · Superseded · 1 week ago');
    assert.equal(decodeURIComponent(ui.shownDocuments[0]!), 'cognee-memory:/database/SQLite for tests · Active · 3 days ago?db-2');
  });

  test('the opened document holds the whole memory', () => {
    const documents = new MemoryDocuments();
    const uri = documents.uriFor(hit({ id: 'db-2', text: 'Full text\nsecond line', decisions: ['SQLite'], references: ['src/db.ts'] }));
    const text = documents.provideTextDocumentContent(uri);
    assert.match(text, /# Memory db-2/);
    assert.match(text, /Full text\nsecond line/);
    assert.match(text, /## Decisions\n\n- SQLite/);
    assert.match(text, /\*\*Score:\*\* 0\.25 = 0\.50 semantic × 0\.50 recency × 1\.00 status/);
  });

  test('no matches: says so; a failure: explained', async (t) => {
    const ui = scriptUi(t, { inputs: ['x', 'y'] });
    await searchMemories(fakeAccess(fakeMemories({ retrieve: async () => ok(retrieved([])) })), new MemoryDocuments());
    assert.match(ui.info[0]!, /No memories match/);
    await searchMemories(fakeAccess(fakeMemories({ retrieve: async () => fail('TIMEOUT', 'retrieve did not finish within 120 s and was stopped.', true) })), new MemoryDocuments());
    assert.match(ui.errors[0]!, /did not finish.*requestTimeoutSeconds/);
  });
});

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
    assert.match(ui.info[0]!, /Compacted 2 memories about “database” into the decision record dr-1/);
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

describe('Tune Half-Life', () => {
  const old = hit({ id: 'old', semanticScore: 0.9, ageDays: 30, score: 0.5 });
  const recent = hit({ id: 'recent', semanticScore: 0.5, ageDays: 1, score: 0.45 });
  /** A backend answer: the old memory first at 7 days and more, the recent one first below. */
  const previews = (halfLives: readonly number[]) =>
    halfLives.map((h) => ({ halfLifeDays: h, results: h < 7 ? [recent, old] : [old, recent] }));
  const backend = fakeMemories({
    retrieve: async (options) => ok(retrieved([old, recent], previews(options.compareHalfLives ?? []))),
  });

  test('previews the backend order under each half-life, current one marked', () => {
    const items = halfLifeItems(previews([365, 1, 7]), 7, DEFAULT_SETTINGS);
    assert.deepEqual(items.map((i) => i.label), ['1 day', '7 days (current)', '365 days']);
    assert.match(items[0]!.description!, /^1\. recent {2}2\. old/);
    assert.match(items[2]!.description!, /^1\. old {2}2\. recent/);
    assert.match(items[2]!.detail!, /^0\.50 /, 'the score is the backend\'s');
  });

  test('a preview leaves out what @memory would leave out: below the relevance floor, past maxContextResults', () => {
    const weak = hit({ id: 'weak', semanticScore: 0.1 });
    const [item] = halfLifeItems([{ halfLifeDays: 7, results: [weak, old, recent] }], 7, { chatMinRelevance: 0.2, maxContextResults: 1 });
    assert.equal(item!.description, '1. old');
  });

  test('one retrieve, asked as @memory asks, with the ladder and the current half-life to compare', async (t) => {
    scriptUi(t, { inputs: ['which db'], picks: [undefined] });
    const memories = fakeMemories({ retrieve: backend.retrieve });
    await tuneHalfLife(fakeAccess(memories, { halfLifeDays: 10 }));
    assert.deepEqual(memories.calls.retrieve, [[{ query: 'which db', topK: 5 + FEEDBACK_EXTRA_CANDIDATES, maxTokens: 1_000_000, compareHalfLives: [1, 3, 7, 10, 14, 30, 90, 365] }]]);
  });

  test('picking one asks where to save it and writes the user settings by default, never the repository unasked', async (t) => {
    const ui = scriptUi(t, { inputs: ['which db'], picks: ['30 days', 'User settings'] });
    const memories = backend;
    assert.equal(await tuneHalfLife(fakeAccess(memories)), 30);
    assert.deepEqual(ui.quickPicks[1]!.map((i) => i.label), ['User settings (all my workspaces)', 'Workspace settings (.vscode/settings.json)']);
    assert.deepEqual(ui.settingsWritten, [['ranking.halfLifeDays', 30, 1]]);
    assert.match(ui.info[0]!, /30 days in your user settings/);
  });

  test('the workspace settings are written only when picked', async (t) => {
    const ui = scriptUi(t, { inputs: ['which db'], picks: ['30 days', 'Workspace settings'] });
    await tuneHalfLife(fakeAccess(backend));
    assert.deepEqual(ui.settingsWritten, [['ranking.halfLifeDays', 30, 2]]);
  });

  test('dismissing the question of where to save writes nothing', async (t) => {
    const ui = scriptUi(t, { inputs: ['which db'], picks: ['30 days', undefined] });
    assert.equal(await tuneHalfLife(fakeAccess(backend)), undefined);
    assert.deepEqual(ui.settingsWritten, []);
  });

  test('a half-life already kept in the workspace settings offers the workspace first', () => {
    assert.deepEqual(targetItems(true).map((i) => i.target), [2, 1]);
    assert.deepEqual(targetItems(false).map((i) => i.target), [1, 2]);
  });

  test('failures and empty results change nothing', async (t) => {
    const ui = scriptUi(t, { inputs: ['q', 'q'] });
    await tuneHalfLife(fakeAccess(fakeMemories({ retrieve: async (o) => ok(retrieved([], (o.compareHalfLives ?? []).map((h) => ({ halfLifeDays: h, results: [] })))) })));
    await tuneHalfLife(fakeAccess(fail('NO_WORKSPACE', 'No folder is open.')));
    assert.match(ui.info[0]!, /nothing to preview/);
    assert.match(ui.errors[0]!, /no folder is open/i);
    assert.deepEqual(ui.settingsWritten, []);
  });
});
