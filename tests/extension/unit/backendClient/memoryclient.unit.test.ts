import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MemoryClient } from '../../../../extension/src/backendClient/memoryclient';
import { DEFAULT_SETTINGS } from '../../../../extension/src/settings';
import { fakeCliRoot, lastCall, recorder, recordingLog } from '../../support/fakes';

function client(root: string) {
  return new MemoryClient({ python: process.execPath, root, workspace: root, settings: DEFAULT_SETTINGS, log: recordingLog() });
}

describe('memory client: each operation over its CLI', () => {
  test('store writes one JSON line per memory to stdin and runs ingest --file -', async () => {
    const root = fakeCliRoot({ ingest: recorder({ success: true, contract_version: '1.0', stored: ['mem-1', 'mem-2'], count: 2 }) });
    const outcome = await client(root).store([{ text: 'a', topic: 't' }, { text: 'b\nwith newline' }]);
    assert.deepEqual(outcome, { ok: true, value: ['mem-1', 'mem-2'] });
    const call = lastCall(root, 'ingest');
    assert.deepEqual(call.argv.slice(-2), ['--file', '-']);
    assert.deepEqual(call.stdin.trim().split('\n').map((l) => JSON.parse(l)), [{ text: 'a', topic: 't' }, { text: 'b\nwith newline' }]);
  });

  test('listTopics runs compact --list-topics and parses topics tolerantly', async () => {
    const root = fakeCliRoot({
      compact: recorder({ success: true, topics: [{ topic: 'db', active_count: 4, newest_activity: '2026-01-01T00:00:00Z', has_decision_record: false, decision_record_id: null, suggested: true, future_field: 1 }, { nonsense: true }] }),
    });
    const outcome = await client(root).listTopics();
    assert.deepEqual(outcome, { ok: true, value: [{ topic: 'db', activeCount: 4, newestActivity: '2026-01-01T00:00:00Z', hasDecisionRecord: false, decisionRecordId: undefined, suggested: true }] });
    assert.equal(lastCall(root, 'compact').argv.at(-1), '--list-topics');
  });

  test('compact passes --topic, --dry-run and --summary-file; undo passes --undo', async () => {
    const root = fakeCliRoot({ compact: recorder({ success: true, record_id: 'dr-1', superseded: ['a', 'b'], restored: ['a', 'b'], extra: {} }) });
    const compacted = await client(root).compact('db', { dryRun: true, summaryFile: '/tmp/s.md' });
    assert.deepEqual(compacted, { ok: true, value: { recordId: 'dr-1', superseded: ['a', 'b'], text: undefined, noop: false, message: undefined, redactions: { count: 0, byType: {} } } });
    assert.deepEqual(lastCall(root, 'compact').argv.slice(-5), ['--topic', 'db', '--dry-run', '--summary-file', '/tmp/s.md']);
    const undone = await client(root).undoCompaction('dr-1');
    assert.deepEqual(undone, { ok: true, value: ['a', 'b'] });
    assert.deepEqual(lastCall(root, 'compact').argv.slice(-2), ['--undo', 'dr-1']);
  });

  test('undo as shipped: the restored ids are the keys of the id → prior status map', async () => {
    const root = fakeCliRoot({ compact: recorder({ success: true, record_id: 'dr-db-1', topic: 'db', state: 'undone', restored: { 'db-a1': 'Active', 'db-b2': null } }) });
    const undone = await client(root).undoCompaction('dr-db-1');
    assert.deepEqual(undone, { ok: true, value: ['db-a1', 'db-b2'] });
  });

  test('the CLI as shipped: topics count "active", a no-op compaction carries its message', async () => {
    const root = fakeCliRoot({ compact: recorder({ success: true, topics: [{ topic: 'db', active: 3, total: 5, suggested: false }], noop: true, record_id: 'dr-db-1', message: 'Nothing new since dr-db-1.' }) });
    const topics = await client(root).listTopics();
    assert.equal(topics.ok && topics.value[0]!.activeCount, 3);
    const compacted = await client(root).compact('db', {});
    assert.ok(compacted.ok);
    assert.equal(compacted.value.noop, true);
    assert.equal(compacted.value.message, 'Nothing new since dr-db-1.');
  });

  test('retrieve parses hits, with neutral defaults for missing fields', async () => {
    const root = fakeCliRoot({
      retrieve: recorder({ success: true, query: 'q', half_life_days: 7, total_candidates: 3, results: [{ id: 'db-2', text: 'SQLite', status: 'Active', semantic_score: 0.56, recency_multiplier: 0.36, status_multiplier: 1, score: 0.2, age_days: 10.3, decisions: 'one' }] }),
    });
    const outcome = await client(root).retrieve({ query: 'q' });
    assert.ok(outcome.ok);
    const [first] = outcome.value.results;
    assert.equal(first!.id, 'db-2');
    assert.deepEqual(first!.decisions, ['one']);
    assert.deepEqual(first!.references, []);
    assert.equal(first!.score, 0.2);
    assert.equal(outcome.value.totalCandidates, 3);
  });

  test('a contract error reaches the caller with its code', async () => {
    const root = fakeCliRoot({ retrieve: `console.log(JSON.stringify({ success: false, error: { code: 'STORE_LOCKED', message: 'busy', retryable: true } })); process.exit(1);` });
    const outcome = await client(root).retrieve({ query: 'q' });
    assert.deepEqual(outcome, { ok: false, error: { code: 'STORE_LOCKED', message: 'busy', retryable: true } });
  });
});
