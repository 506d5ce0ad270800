import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { retrieveArgs } from '../../../extension/src/backendClient/cliargs';
import { DEFAULT_SETTINGS, readSettings, type Settings } from '../../../extension/src/settings';

const packageJson = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8'));
const properties: Record<string, Record<string, unknown>> = packageJson.contributes.configuration.properties;
const config = (values: Record<string, unknown>) => ({ get: <T>(key: string) => values[key] as T | undefined });
const base = (overrides: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...overrides });
const argv = (overrides: Partial<Settings> = {}) => retrieveArgs(base(overrides), '/ws', { query: 'q' });
const valueOf = (args: readonly string[], flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};

describe('first-stage settings', () => {
  test('score fusion of BM25 and vector is the default, in package.json and in code', () => {
    assert.equal(properties['cogneeMemory.retrieval.lexical']!.default, true);
    assert.equal(properties['cogneeMemory.retrieval.fusion']!.default, 'score');
    assert.deepEqual(properties['cogneeMemory.retrieval.fusion']!.enum, ['none', 'score', 'rrf']);
    const s = readSettings(config({}));
    assert.deepEqual([s.lexical, s.fusion], [true, 'score']);
  });

  test('the default argv leaves the backend its defaults (no first-stage or gate flags)', () => {
    for (const flag of ['--lexical', '--no-lexical', '--fusion', '--no-relevance-gate', '--relevance-gate']) {
      assert.ok(!argv().includes(flag), flag);
    }
  });

  test('no flag the command line no longer has is ever passed', () => {
    const all = [...argv({ lexical: false, fusion: 'rrf' }), ...argv({ fusion: 'none' })];
    for (const flag of ['--rrf-k', '--rrf-weight', '--relevance-band', '--track-usage', '--ranking-preset', '--combine', '--weight',
      '--normalization', '--intent-half-life', '--overfetch', '--pg-host', '--pg-port', '--pg-user', '--space', '--pg-sslmode']) {
      assert.ok(!all.includes(flag), flag);
    }
  });

  test('retrieval.lexical false → --no-lexical', () => {
    assert.ok(argv({ lexical: false }).includes('--no-lexical'));
  });

  test('retrieval.fusion none/rrf → --fusion none/rrf', () => {
    assert.equal(valueOf(argv({ fusion: 'none' }), '--fusion'), 'none');
    assert.equal(valueOf(argv({ fusion: 'rrf' }), '--fusion'), 'rrf');
    assert.ok(!argv({}).includes('--fusion'), 'the default needs no flag');
  });

  test('invalid values fall back to the defaults', () => {
    const s = readSettings(config({ 'retrieval.lexical': 'yes', 'retrieval.fusion': 'borda' }));
    assert.deepEqual([s.lexical, s.fusion], [true, 'score']);
    const t = readSettings(config({ 'retrieval.lexical': false, 'retrieval.fusion': 'none' }));
    assert.deepEqual([t.lexical, t.fusion], [false, 'none']);
  });
});
