import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type * as vscode from 'vscode';
import { parseMemoryList } from '../../../../extension/src/backendClient/contract';
import { notifyWrites } from '../../../../extension/src/backendClient/memoryclient';
import { groupByTopic, memoryRow, statusIcon, successorCandidates, topicDescription } from '../../../../extension/src/memoryView/tree';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { MemoryTreeProvider, registerMemoryView, type MemoryNode } from '../../../../extension/src/memoryView/view';
import { vscodeApi } from '../../../../extension/src/vscodeapi';
import { registry } from '../../support/vscode.fake';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { fakeAccess, fakeMemories, hit } from '../../support/fakes';

const memories = [
  hit({ id: 'db-old', text: 'We use Postgres for tests, started in 2023 with docker compose', status: 'Superseded', ageDays: 40 }),
  hit({ id: 'db-new', text: 'We use SQLite for tests', status: 'Active', ageDays: 2 }),
  hit({ id: 'dr-db', text: 'Decision: SQLite in tests, Postgres in production', status: 'DecisionRecord', ageDays: 1 }),
  hit({ id: 'loose', text: 'Tabs, not spaces', topic: undefined, status: undefined, ageDays: 0.5 }),
  hit({ id: 'ci-1', text: 'CI runs on GitHub Actions', topic: 'ci', ageDays: 3 }),
];

describe('memory view: grouping and rows', () => {
  test('topics by name, no-topic last; decision records, then current, then superseded memories', () => {
    const groups = groupByTopic(memories);
    assert.deepEqual(groups.map((g) => g.label), ['ci', 'database', '(no topic)']);
    assert.deepEqual(groups[1]!.memories.map((m) => m.id), ['dr-db', 'db-new', 'db-old']);
    assert.equal(topicDescription(groups[1]!), '1 active · 1 decision record · 1 superseded');
  });

  test('a row: first words, status and age; an icon per status', () => {
    assert.deepEqual(memoryRow(memories[0]!), { label: 'We use Postgres for tests, started in 2023…', description: 'Superseded · 1 month ago' });
    assert.deepEqual(memories.map(statusIcon), ['history', 'circle-filled', 'law', 'circle-outline', 'circle-filled']);
  });

  test('successors: current memories only, same topic first', () => {
    assert.deepEqual(successorCandidates(memories[1]!, memories).map((m) => m.id), ['dr-db', 'loose', 'ci-1']);
  });

  test('parseMemoryList ages each memory from its source time, else its creation time', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    const parsed = parseMemoryList({ memories: [{ id: 'a', text: 'x', source_created_at: '2026-11-20T00:00:00Z', created_at: '2026-11-21T00:00:00Z' }, { id: 'b', text: 'y', created_at: '2026-11-14T00:00:00Z' }, { id: 'c', text: 'z' }] }, now);
    assert.deepEqual(parsed.map((m) => [m.id, m.ageDays]), [['a', 1], ['b', 7], ['c', 0]]);
  });
});

describe('memory view: the tree', () => {
  test('topics, then their memories with icon, description, a context value per status, and click-to-open', async () => {
    const provider = new MemoryTreeProvider(fakeAccess(fakeMemories({ listMemories: async () => ok(memories) })));
    const topics = await provider.getChildren();
    const database = topics[1]!;
    assert.equal(provider.getTreeItem(database).description, '1 active · 1 decision record · 1 superseded');
    assert.equal(provider.getTreeItem(database).contextValue, 'cogneeMemory.topic');
    const rows = (await provider.getChildren(database)).map((n) => provider.getTreeItem(n));
    assert.deepEqual(rows.map((r) => [r.label, r.description, (r.iconPath as vscode.ThemeIcon).id, r.contextValue]), [
      ['Decision: SQLite in tests, Postgres in production', 'DecisionRecord · yesterday', 'law', 'cogneeMemory.memory.DecisionRecord'],
      ['We use SQLite for tests', 'Active · 2 days ago', 'circle-filled', 'cogneeMemory.memory.Active'],
      ['We use Postgres for tests, started in 2023…', 'Superseded · 1 month ago', 'history', 'cogneeMemory.memory.Superseded'],
    ]);
    assert.equal(rows[0]!.command!.command, 'cogneeMemory.view.open');
    assert.match((rows[2]!.tooltip as vscode.MarkdownString).value, /docker compose\n\ndb-old · Superseded/);
  });

  test('a failure shows as one row with the fix', async () => {
    const provider = new MemoryTreeProvider(fakeAccess(fail('PYTHON_NOT_FOUND', 'nothing found')));
    const [only] = await provider.getChildren();
    const item = provider.getTreeItem(only as MemoryNode);
    assert.match(String(item.label), /No Python interpreter was found/);
    assert.equal(item.command?.command, 'cogneeMemory.setupPython');
  });
});

describe('memory view: the menus', () => {
  test('Edit… hands the memory and its text to Edit Memory…, so the input box starts from that text', async (t) => {
    const context = { subscriptions: [] } as unknown as vscode.ExtensionContext;
    registerMemoryView(context, fakeAccess(fakeMemories()), new MemoryDocuments(), () => ({ dispose() {} }));
    const executed: unknown[][] = [];
    t.mock.method(vscodeApi, 'executeCommand', async (...args: unknown[]) => void executed.push(args));
    const node: MemoryNode = { kind: 'memory', hit: memories[1]! };
    await registry.commands.get('cogneeMemory.view.edit')!(node);
    assert.deepEqual(executed, [['cogneeMemory.edit', 'db-new', 'We use SQLite for tests']]);
  });
});

describe('refresh after writes', () => {
  test('notifyWrites calls back after successful writes only (not reads, failures or dry runs)', async () => {
    let writes = 0;
    const base = fakeMemories({ supersede: async (o, n, opts) => (o === 'bad' ? fail('NOT_FOUND', 'no') : ok({ old: o, new: n, noop: false, dryRun: !!opts.dryRun })) });
    const wrapped = notifyWrites(base, () => void writes++);
    await wrapped.retrieve({ query: 'q' });
    await wrapped.listMemories();
    assert.equal(writes, 0);
    await wrapped.ingest([{ text: 'x' }]);
    await wrapped.supersede('a', 'b', {});
    await wrapped.supersede('a', 'b', { dryRun: true });
    await wrapped.supersede('bad', 'b', {});
    await wrapped.restoreSuperseded('a');
    assert.equal(writes, 3);
    assert.equal(base.calls.supersede.length, 3, 'the wrapped client still does the work');
  });
  test('forgetting and editing refresh the view; a forget dry run does not', async () => {
    let writes = 0;
    const wrapped = notifyWrites(fakeMemories(), () => void writes++);
    await wrapped.forget(['a'], { dryRun: true });
    assert.equal(writes, 0);
    await wrapped.forget(['a']);
    await wrapped.edit('b', 'new text');
    assert.equal(writes, 2);
  });
});
