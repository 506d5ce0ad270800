import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { restoreSupersededMemory, supersedeMemory, updateSuggestions } from '../../../../extension/src/supersede/commands';
import { rememberText } from '../../../../extension/src/remember/commands';
import { parseIngest, type IngestResult } from '../../../../extension/src/backendClient/contract';
import { MemoryClient } from '../../../../extension/src/backendClient/memoryclient';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { createChatHandler, type MemoryChatResult } from '../../../../extension/src/chat/participant';
import { DEFAULT_SETTINGS, readSettings } from '../../../../extension/src/settings';
import { chatContext, chatRequest, chatToken, recordingStream, scriptedModel } from '../../support/chat';
import { fakeAccess, fakeCliRoot, fakeMemories, hit, recordingLog } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

/** What ingest.py answers when the new memory looks like an update of an older one. */
const INGEST_WITH_UPDATE = {
  success: true,
  stored: ['mem-new'],
  update_policy: 'suggest',
  possible_updates: {
    'mem-new': [
      { id: 'pool-20', kind: 'updates', confidence: 0.93, reasons: ['similarity 0.95', "same topic 'database'", 'changed value pool: 20 → 50'], text: 'The connection pool has 20 connections.', topic: 'database', status: 'Active', source_created_at: new Date(Date.now() - 40 * 86_400_000).toISOString() },
      { id: 'pg-billing', kind: 'related', confidence: 0.4, reasons: ['similarity 0.6'], text: 'We use Postgres for billing.', topic: 'database' },
      { id: 'bogus', kind: 'unknown-kind', confidence: 1 },
    ],
  },
  auto_superseded: [],
};

/** The case: the new memory switches the test database only; production stays PostgreSQL 16. */
const PARTIAL = {
  id: 'db-1', kind: 'updates', confidence: 0.99, topic: 'database', status: 'Active',
  text: 'We use PostgreSQL 16 in production and SQLite in tests.',
  reasons: ['similarity 0.78', "same topic 'database'", 'change cue about SQLite (from … to)'],
  partial: {
    kept: ['We use PostgreSQL 16 in production'], replaced: ['We use SQLite in tests'],
    successor: 'We use PostgreSQL 16 in production. We switched the test database from SQLite to Testcontainers Postgres.',
  },
};
const INGEST_PARTIAL = { success: true, stored: ['db-2'], possible_updates: { 'db-2': [PARTIAL] }, auto_superseded: [] };

function withUpdate(overrides: Partial<IngestResult> = {}): IngestResult {
  return { ...parseIngest(INGEST_WITH_UPDATE), ...overrides };
}

describe('ingest results: update detection, parsed tolerantly', () => {
  test('possible updates are flattened with the new id; unknown kinds are dropped', () => {
    const parsed = parseIngest(INGEST_WITH_UPDATE);
    assert.deepEqual(parsed.stored, ['mem-new']);
    assert.deepEqual(parsed.possibleUpdates.map((u) => [u.newId, u.id, u.kind]), [['mem-new', 'pool-20', 'updates'], ['mem-new', 'pg-billing', 'related']]);
    assert.deepEqual(parseIngest({ success: true, stored: ['a'] }), { stored: ['a'], possibleUpdates: [], autoSuperseded: [], merged: [], redactions: { count: 0, byType: {} } });
    assert.deepEqual(
      parseIngest({ success: true, stored: ['a'], redactions: { count: 3, by_type: { 'github-token': 2, jwt: 1, bogus: 'x' } } }).redactions,
      { count: 3, byType: { 'github-token': 2, jwt: 1 } },
    );
  });

  test('only likely updates become suggestions, not ones auto already superseded', () => {
    assert.deepEqual(updateSuggestions(withUpdate()).map((u) => u.id), ['pool-20']);
    const auto = withUpdate({ autoSuperseded: [{ old: 'pool-20', new: 'mem-new', confidence: 0.93, reasons: [] }] });
    assert.deepEqual(updateSuggestions(auto), []);
  });
});

describe('Remember…: the update notice', () => {
  test('offers Supersede for a likely update, and one click supersedes the older memory', async (t) => {
    const ui = scriptUi(t, { inputs: ['The connection pool now has 50 connections.', 'database'], buttons: [undefined, 'Supersede', undefined] });
    const memories = fakeMemories({ ingest: async () => ok(withUpdate()) });
    assert.deepEqual(await rememberText(fakeAccess(memories)), ['mem-new']);
    assert.match(ui.info[1]!, /looks like an update of “The connection pool has 20 connections\.” \(1 month ago\): “The connection pool has 20 connections\.” \(confidence 0\.93: .*20 → 50/);
    assert.deepEqual(memories.calls.supersede, [['pool-20', 'mem-new', {}]]);
    assert.equal(ui.info[2], '“The connection pool has 20 connections.” (1 month ago) is now superseded by “The connection pool now has 50…” (just now); it is kept and still found with “include superseded”.');
    for (const text of ui.info) assert.doesNotMatch(text, /pool-20|mem-new/, 'words, not ids');
  });

  test('Compact Topic runs the compaction command for the memory’s topic', async (t) => {
    const ui = scriptUi(t, { inputs: ['x', 'database'], buttons: [undefined, 'Compact Topic'] });
    const memories = fakeMemories({ ingest: async () => ok(withUpdate()) });
    await rememberText(fakeAccess(memories));
    assert.deepEqual(ui.executed, ['cogneeMemory.compactTopic']);
    assert.equal(memories.calls.supersede.length, 0);
  });

  test('dismissing the notice changes nothing', async (t) => {
    scriptUi(t, { inputs: ['x', ''] });
    const memories = fakeMemories({ ingest: async () => ok(withUpdate()) });
    await rememberText(fakeAccess(memories));
    assert.equal(memories.calls.supersede.length + memories.calls.restoreSuperseded.length, 0);
  });

  test('an automatic supersession is reported with Restore, which undoes it', async (t) => {
    const ui = scriptUi(t, { inputs: ['x', ''], buttons: [undefined, 'Restore'] });
    // ingest.py lists an automatic supersession with the verdict it came from: the text names it.
    const auto = parseIngest({ ...INGEST_WITH_UPDATE, auto_superseded: [{ old: 'pool-20', new: 'mem-new', confidence: 0.93, reasons: ['similarity 0.95', 'changed value pool: 20 → 50'] }] });
    const memories = fakeMemories({ ingest: async () => ok(auto) });
    await rememberText(fakeAccess(memories));
    assert.match(ui.info[1]!, /Marked “The connection pool has 20 connections\.” \(1 month ago\) as superseded by the new memory/);
    assert.deepEqual(memories.calls.restoreSuperseded, [['pool-20']]);
    assert.equal(ui.info[2], 'Restored “The connection pool has 20 connections.” (1 month ago) (Active).');
  });
});

describe('a partial update: never one click, a successor that keeps the untouched facts', () => {
  test('the partial change is parsed with the facts it keeps and its successor', () => {
    const [u] = parseIngest(INGEST_PARTIAL).possibleUpdates;
    assert.deepEqual(u?.partial?.kept, ['We use PostgreSQL 16 in production']);
    assert.match(u?.partial?.successor ?? '', /^We use PostgreSQL 16 in production\. We switched/);
    assert.equal(parseIngest({ ...INGEST_PARTIAL, possible_updates: { 'db-2': [{ ...PARTIAL, partial: { kept: [] } }] } }).possibleUpdates[0]?.partial, undefined);
  });

  test('Remember… offers Review Successor instead of Supersede; the edited successor is stored and supersedes the older memory', async (t) => {
    const ui = scriptUi(t, {
      inputs: ['We switched the test database from SQLite to Testcontainers Postgres.', 'database', 'We use PostgreSQL 16 in production. Tests use Testcontainers Postgres.'],
      buttons: [undefined, 'Review Successor…', undefined],
    });
    let ingests = 0;
    const memories = fakeMemories({ ingest: async () => ok(ingests++ ? parseIngest({ success: true, stored: ['db-3'] }) : parseIngest(INGEST_PARTIAL)) });
    await rememberText(fakeAccess(memories));
    assert.match(ui.info[1]!, /changes only part of “We use PostgreSQL 16 in production…”; still true: “We use PostgreSQL 16 in production”.*Superseding it would hide that/);
    assert.equal(ui.inputValues[2], PARTIAL.partial.successor, 'the successor is shown for editing');
    assert.deepEqual(memories.calls.ingest[1]![0], [{ text: 'We use PostgreSQL 16 in production. Tests use Testcontainers Postgres.', topic: 'database', status: 'Active' }]);
    assert.deepEqual(memories.calls.supersede, [['db-1', 'db-3', {}]]);
  });

  test('dismissing the successor stores nothing and supersedes nothing', async (t) => {
    scriptUi(t, { inputs: ['x', 'database', undefined], buttons: [undefined, 'Review Successor…'] });
    const memories = fakeMemories({ ingest: async () => ok(parseIngest(INGEST_PARTIAL)) });
    await rememberText(fakeAccess(memories));
    assert.equal(memories.calls.ingest.length, 1);
    assert.equal(memories.calls.supersede.length, 0);
  });

  test('in the chat, /remember shows Review Successor with the successor, and no Supersede button', async () => {
    const memories = fakeMemories({ ingest: async () => ok(parseIngest(INGEST_PARTIAL)) });
    const stream = recordingStream();
    const handler = createChatHandler({ access: fakeAccess(memories), documents: new MemoryDocuments() });
    await handler(chatRequest('#database We switched the test database from SQLite to Testcontainers Postgres.', 'remember', scriptedModel().model), chatContext, stream, chatToken());
    assert.match(stream.text(), /changes only part of “We use PostgreSQL 16 in production…”/);
    assert.deepEqual(stream.buttons.map((b) => [b.command, b.arguments]), [
      ['cogneeMemory.storeSuccessor', ['db-1', PARTIAL.partial.successor, 'database', '“We use PostgreSQL 16 in production…”']],
      ['cogneeMemory.compactTopic', ['database']],
    ]);
  });
});

describe('Supersede Memory… and Restore Superseded Memory…', () => {
  /** The store's listing: an old and a new current memory, and one superseded earlier. */
  const listing = () => [
    hit({ id: 'db-1', text: 'We use Postgres in tests.', ageDays: 30 }),
    hit({ id: 'db-7', text: 'We use SQLite in tests.', ageDays: 1 }),
    hit({ id: 'db-3', text: 'We used MySQL once.', status: 'Superseded', ageDays: 90 }),
  ];
  const listed = () => fakeMemories({ listMemories: async () => ok(listing()) });

  test('the palette command picks both memories from lists of their words and ages, then supersedes', async (t) => {
    const ui = scriptUi(t, { picks: ['Postgres', 'SQLite'] });
    const memories = listed();
    const done = await supersedeMemory(fakeAccess(memories));
    assert.deepEqual(memories.calls.supersede, [['db-1', 'db-7', {}]]);
    assert.equal(done?.old, 'db-1');
    // First the current memories (no superseded one), then the successors (not the outdated one itself).
    assert.deepEqual(ui.quickPicks[0]!.map((i) => [i.label, i.description]), [
      ['database: We use SQLite in tests.', 'Active · yesterday'], ['database: We use Postgres in tests.', 'Active · 1 month ago'],
    ]);
    assert.deepEqual(ui.quickPicks[1]!.map((i) => i.label), ['database: We use SQLite in tests.']);
    assert.equal(ui.info[0], '“We use Postgres in tests.” (1 month ago) is now superseded by “We use SQLite in tests.” (yesterday); it is kept and still found with “include superseded”.');
    for (const text of [...ui.info, ...ui.progressTitles, ...ui.quickPicks.flat().map((i) => `${i.label} ${i.description} ${i.detail ?? ''}`)]) {
      assert.doesNotMatch(text, /db-\d/, `words, not ids: ${text}`);
    }
  });

  test('with ids (a chat button) it asks nothing, and names the memories from the store', async (t) => {
    const ui = scriptUi(t);
    const memories = listed();
    await supersedeMemory(fakeAccess(memories), 'db-1', 'db-7');
    assert.deepEqual(memories.calls.supersede, [['db-1', 'db-7', {}]]);
    assert.equal(ui.quickPicks.length, 0);
    assert.match(ui.info[0]!, /^“We use Postgres in tests\.” \(1 month ago\) is now superseded by “We use SQLite in tests\.” \(yesterday\)/);
  });

  test('dismissing a picker supersedes nothing; with fewer than two current memories it says why', async (t) => {
    const ui = scriptUi(t, { picks: ['Postgres', undefined] });
    const memories = listed();
    assert.equal(await supersedeMemory(fakeAccess(memories)), undefined);
    assert.equal(await supersedeMemory(fakeAccess(fakeMemories({ listMemories: async () => ok([hit()]) }))), undefined);
    assert.equal(memories.calls.supersede.length, 0);
    assert.match(ui.info[0]!, /needs two current memories/);
  });

  test('a refused supersession (a cycle) is shown as an error', async (t) => {
    const ui = scriptUi(t);
    const memories = fakeMemories({ supersede: async () => fail('INVALID_ARGUMENT', "'db-7' is already superseded by 'db-1'; superseding 'db-1' by it would make a cycle.") });
    assert.equal(await supersedeMemory(fakeAccess(memories), 'db-7', 'db-1'), undefined);
    assert.match(ui.errors[0]!, /would make a cycle/);
  });

  test('restore picks from the superseded memories and reports the status it got back', async (t) => {
    const ui = scriptUi(t, { picks: ['MySQL'] });
    const memories = listed();
    const restored = await restoreSupersededMemory(fakeAccess(memories));
    assert.deepEqual(ui.quickPicks[0]!.map((i) => i.label), ['database: We used MySQL once.']);
    assert.deepEqual(memories.calls.restoreSuperseded, [['db-3']]);
    assert.equal(restored?.status, 'Active');
    assert.equal(ui.info[0], 'Restored “We used MySQL once.” (3 months ago) (Active).');
  });
});

describe('@memory /remember: suggestions in the chat', () => {
  test('a likely update is described with Supersede and Compact buttons carrying the ids', async () => {
    const memories = fakeMemories({ ingest: async () => ok(withUpdate()) });
    const stream = recordingStream();
    const handler = createChatHandler({ access: fakeAccess(memories), documents: new MemoryDocuments() });
    const result = (await handler(chatRequest('#database The pool now has 50 connections.', 'remember', scriptedModel().model), chatContext, stream, chatToken())) as MemoryChatResult;
    assert.match(stream.text(), /Remembered “The pool now has 50 connections\.” under the topic \*\*database\*\*.*looks like an update of “The connection pool has 20 connections\.” \(1 month ago\)/s);
    assert.match(stream.text(), /Also kept under \*\*Possible updates\*\* in the Cognee Memories view/);
    assert.deepEqual(stream.buttons.map((b) => [b.title, b.command, b.arguments]), [
      ['Supersede “The connection pool has 20 connections.” (1 month ago)', 'cogneeMemory.supersede',
        ['pool-20', 'mem-new', { old: '“The connection pool has 20 connections.” (1 month ago)', new: '“The pool now has 50 connections.” (just now)' }]],
      ['Compact “database”', 'cogneeMemory.compactTopic', ['database']],
    ]);
    assert.doesNotMatch(stream.text(), /pool-20|mem-new/, 'words, not ids');
    // One Markdown part before the buttons: VS Code folds earlier parts into "Completed N steps".
    assert.equal(stream.markdown.length, 1, JSON.stringify(stream.markdown));
    assert.deepEqual(result.metadata.memoryIds, ['mem-new']);
  });

  test('an automatic supersession gets a Restore button', async () => {
    const auto = withUpdate({ possibleUpdates: [], autoSuperseded: [{ old: 'pool-20', new: 'mem-new', confidence: 0.9, reasons: ['similarity 0.95'], text: 'The connection pool has 20 connections.' }] });
    const stream = recordingStream();
    const handler = createChatHandler({ access: fakeAccess(fakeMemories({ ingest: async () => ok(auto) })), documents: new MemoryDocuments() });
    await handler(chatRequest('x', 'remember', scriptedModel().model), chatContext, stream, chatToken());
    assert.match(stream.text(), /Marked “The connection pool has 20 connections\.” as superseded by the new memory/);
    assert.deepEqual(stream.buttons.map((b) => [b.title, b.command, b.arguments]), [
      ['Restore “The connection pool has 20 connections.”', 'cogneeMemory.restoreSuperseded', ['pool-20', '“The connection pool has 20 connections.”']],
    ]);
  });
});

describe('settings and arguments', () => {
  const recorder = (reply: object) => `
const fs = require('fs');
process.stdin.on('data', () => {});
process.stdin.on('end', () => {
  fs.writeFileSync(__filename + '.call.json', JSON.stringify(process.argv.slice(2)));
  console.log(${JSON.stringify(JSON.stringify(reply))});
});`;
  const argv = (root: string, script: string): string[] =>
    JSON.parse(readFileSync(path.join(root, 'python', `${script}.py.call.json`), 'utf8'));

  test('updates.policy and updates.dedup are read with safe defaults', () => {
    const values: Record<string, unknown> = { 'updates.policy': 'auto', 'updates.dedup': true };
    assert.deepEqual([readSettings({ get: <T>(k: string) => values[k] as T }).updatePolicy, readSettings({ get: <T>(k: string) => values[k] as T }).dedup], ['auto', true]);
    const bad = readSettings({ get: <T>(k: string) => (k === 'updates.policy' ? 'sometimes' : undefined) as T });
    assert.deepEqual([bad.updatePolicy, bad.dedup], ['suggest', false]);
  });

  test('ingest passes the policy and dedup before --file -; the auto supersession is logged', async () => {
    const root = fakeCliRoot({ ingest: recorder({ success: true, stored: ['b'], auto_superseded: [{ old: 'a', new: 'b', confidence: 0.9, reasons: ['x'] }] }) });
    const log = recordingLog();
    const client = new MemoryClient({ python: process.execPath, root, workspace: root, settings: { ...DEFAULT_SETTINGS, updatePolicy: 'auto', dedup: true }, log });
    const outcome = await client.ingest([{ text: 'b' }]);
    assert.ok(outcome.ok && outcome.value.autoSuperseded[0]?.old === 'a');
    const args = argv(root, 'ingest');
    assert.deepEqual(args.slice(-5), ['--update-policy', 'auto', '--dedup', '--file', '-']);
    assert.ok(log.lines.some((l) => /Auto-superseded a by b/.test(l)));
  });

  test('scrubbing is on unless secrets.scrub is false; turned off, ingest passes --no-scrub and logs it', async () => {
    const read = (values: Record<string, unknown>) => readSettings({ get: <T>(k: string) => values[k] as T });
    assert.equal(read({}).scrubSecrets, true);
    assert.equal(read({ 'secrets.scrub': 'no' }).scrubSecrets, true);
    assert.equal(read({ 'secrets.scrub': false }).scrubSecrets, false);
    const root = fakeCliRoot({ ingest: recorder({ success: true, stored: ['b'] }) });
    const log = recordingLog();
    const on = new MemoryClient({ python: process.execPath, root, workspace: root, settings: DEFAULT_SETTINGS, log });
    await on.ingest([{ text: 'b' }]);
    assert.ok(!argv(root, 'ingest').includes('--no-scrub'));
    assert.ok(!log.lines.some((l) => /secrets\.scrub/.test(l)));
    const off = new MemoryClient({ python: process.execPath, root, workspace: root, settings: { ...DEFAULT_SETTINGS, scrubSecrets: false }, log });
    await off.ingest([{ text: 'b' }]);
    assert.ok(argv(root, 'ingest').includes('--no-scrub'));
    assert.ok(log.lines.some((l) => /secrets\.scrub is false/.test(l)));
  });

  test('supersede and restore run supersede.py with --old/--new and --restore', async () => {
    const root = fakeCliRoot({ supersede: recorder({ success: true, old: 'a', new: 'b', id: 'a', status: 'Active', unlinked_from: ['b'] }) });
    const client = new MemoryClient({ python: process.execPath, root, workspace: root, settings: DEFAULT_SETTINGS, log: recordingLog() });
    const done = await client.supersede('a', 'b', { dryRun: true });
    assert.deepEqual(argv(root, 'supersede').slice(-5), ['--old', 'a', '--new', 'b', '--dry-run']);
    assert.deepEqual(done, { ok: true, value: { old: 'a', new: 'b', noop: false, dryRun: false, message: undefined } });
    const restored = await client.restoreSuperseded('a');
    assert.deepEqual(argv(root, 'supersede').slice(-2), ['--restore', 'a']);
    assert.deepEqual(restored, { ok: true, value: { id: 'a', status: 'Active', unlinkedFrom: ['b'] } });
  });
});
