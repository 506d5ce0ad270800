/**
 * The real bridge against the real Python CLIs on a temporary workspace: store through stdin,
 * retrieve it ranked, list its topic. Each call imports Cognee (~10-20 s), so the calls are few.
 * COGNEE_MEMORY_DIRECT=1 makes the CLIs open the store in process (no workspace backend).
 * Python: $COGNEE_MEMORY_PYTHON, default <repo>/.venv/bin/python.
 */
import * as assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, describe, test } from 'node:test';
import { MemoryClient } from '../../../extension/src/backendClient/memoryclient';
import { DEFAULT_SETTINGS } from '../../../extension/src/settings';
import { recordingLog } from '../support/fakes';

const root = path.resolve(__dirname, '../../..');
const python = path.resolve(root, process.env.COGNEE_MEMORY_PYTHON ?? '.venv/bin/python');
const workspace = mkdtempSync(path.join(tmpdir(), 'cognee-memory-it-'));
after(() => rmSync(workspace, { recursive: true, force: true }));

const log = recordingLog();
const client = new MemoryClient({
  python,
  root,
  workspace,
  settings: { ...DEFAULT_SETTINGS, requestTimeoutSeconds: 120 },
  log,
  env: { ...process.env, COGNEE_MEMORY_DIRECT: '1' },
});

describe('bridge against the real Python CLIs', { skip: existsSync(python) ? false : `no Python at ${python}` }, () => {
  test('a memory stored through stdin is retrieved first, with its score breakdown', { timeout: 240_000 }, async () => {
    const stored = await client.store([
      { id: 'db-1', text: 'For tests we use SQLite in memory; Postgres only in production.', topic: 'database', status: 'Active', source_created_at: new Date(Date.now() - 3 * 86_400_000).toISOString() },
      { id: 'ui-1', text: 'Buttons use the primary colour from the design tokens.', topic: 'ui', status: 'Active' },
    ]);
    assert.deepEqual(stored, { ok: true, value: ['db-1', 'ui-1'] }, log.lines.slice(-10).join('\n'));

    const found = await client.retrieve({ query: 'which database do we use in tests?' });
    assert.ok(found.ok, JSON.stringify(found));
    const [first] = found.value.results;
    assert.equal(first?.id, 'db-1');
    assert.equal(first?.topic, 'database');
    assert.ok(first!.semanticScore > 0 && first!.recencyMultiplier < 1 && first!.statusMultiplier === 1);
    assert.ok(Math.abs(first!.score - first!.semanticScore * first!.recencyMultiplier * first!.statusMultiplier) < 1e-3);
    assert.ok(Math.abs(first!.ageDays - 3) < 0.1);
  });

  test('previews of several half-lives come from the same pipeline: the current one is the plain retrieve', { timeout: 240_000 }, async () => {
    const options = { query: 'which database do we use in tests?', topK: 10, maxTokens: 1_000_000 };
    const plain = await client.retrieve(options);
    const compared = await client.retrieve({ ...options, compareHalfLives: [1, 7, 365] });
    assert.ok(plain.ok && compared.ok, JSON.stringify(compared));
    assert.deepEqual(compared.value.previews.map((p) => p.halfLifeDays), [1, 7, 365]);
    const scored = (hits: readonly { id: string; score: number }[]) => hits.map((h) => [h.id, h.score]);
    // One response, one clock: the preview at the current half-life is the answer to the number.
    assert.deepEqual(scored(compared.value.previews[1]!.results), scored(compared.value.results), 'the current half-life (7) is the answer');
    // Two calls a few seconds apart: the same order (ages, and so scores, moved by seconds).
    const ids = (hits: readonly { id: string }[]) => hits.map((h) => h.id);
    assert.deepEqual(ids(compared.value.results), ids(plain.value.results), 'the top-level results are the plain retrieve');
  });

  test('topics are listed for compaction', { timeout: 240_000, skip: existsSync(path.join(root, 'python', 'compact.py')) ? false : 'compact.py not present' }, async () => {
    const topics = await client.listTopics();
    assert.ok(topics.ok, JSON.stringify(topics));
    assert.deepEqual(topics.value.map((t) => t.topic).sort(), ['database', 'ui']);
    assert.equal(topics.value.find((t) => t.topic === 'database')?.activeCount, 1);
  });

  test('decision records are imported from the folders found, with progress and a summary', { timeout: 240_000 }, async () => {
    const project = mkdtempSync(path.join(tmpdir(), 'cognee-memory-adr-'));
    after(() => rmSync(project, { recursive: true, force: true }));
    cpSync(path.join(root, 'tests', 'python', 'data', 'decision_records', 'opg-lpa'), project, { recursive: true });
    const importer = new MemoryClient({ python, root, workspace: project, settings: { ...DEFAULT_SETTINGS, requestTimeoutSeconds: 120 }, log, env: { ...process.env, COGNEE_MEMORY_DIRECT: '1' } });
    const seen: number[] = [];
    const outcome = await importer.importDecisionRecords([], (p) => seen.push(p.done));
    assert.ok(outcome.ok, JSON.stringify(outcome));
    assert.deepEqual([outcome.value.records, outcome.value.superseded, outcome.value.links], [3, 1, 1]);
    assert.deepEqual(outcome.value.folders, ['docs/architecture/adrs']);
    assert.equal(seen.at(-1), 3);
  });

  test('a contract error arrives with its code (bad argument, no store needed)', { timeout: 120_000 }, async () => {
    const outcome = await new MemoryClient({ python, root, workspace, settings: { ...DEFAULT_SETTINGS, halfLifeDays: Number.NaN }, log, env: { ...process.env, COGNEE_MEMORY_DIRECT: '1' } }).retrieve({ query: 'x', halfLifeDays: -1 });
    assert.ok(!outcome.ok);
    assert.equal(outcome.error.code, 'INVALID_ARGUMENT');
  });
});
