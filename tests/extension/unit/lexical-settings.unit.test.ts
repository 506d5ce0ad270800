import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { retrieveArgs } from '../../../extension/src/cliargs';
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

describe('first stage, relevance gate and usage tracking settings', () => {
  test('score fusion of BM25 and vector with the relevance gate is the default, in package.json and in code', () => {
    assert.equal(properties['cogneeMemory.retrieval.lexical']!.default, true);
    assert.equal(properties['cogneeMemory.retrieval.fusion']!.default, 'score');
    assert.deepEqual(properties['cogneeMemory.retrieval.fusion']!.enum, ['none', 'score', 'rrf']);
    assert.equal(properties['cogneeMemory.retrieval.rrfK']!.default, 60);
    assert.equal(properties['cogneeMemory.retrieval.relevanceGate']!.default, true);
    assert.equal(properties['cogneeMemory.retrieval.relevanceBand']!.default, 0.2);
    assert.equal(properties['cogneeMemory.ranking.trackUsage']!.default, false);
    const s = readSettings(config({}));
    assert.deepEqual([s.lexical, s.fusion, s.rrfK, s.relevanceGate, s.relevanceBand, s.trackUsage],
      [true, 'score', 60, true, 0.2, false]);
  });

  test('the default argv leaves the backend its defaults (no first-stage or gate flags)', () => {
    for (const flag of ['--lexical', '--no-lexical', '--fusion', '--rrf-k', '--rrf-weight', '--track-usage',
      '--no-relevance-gate', '--relevance-band']) {
      assert.ok(!argv().includes(flag), flag);
    }
  });

  test('retrieval.lexical false → --no-lexical', () => {
    assert.ok(argv({ lexical: false }).includes('--no-lexical'));
  });

  test('retrieval.fusion none/rrf → --fusion none/rrf (no --rrf-k but with rrf); a changed rrfK → --rrf-k', () => {
    const none = argv({ fusion: 'none', rrfK: 30 });
    assert.equal(valueOf(none, '--fusion'), 'none');
    assert.ok(!none.includes('--rrf-k'), 'k does nothing without fusion');
    assert.ok(!argv({ rrfK: 30 }).includes('--rrf-k'), 'k does nothing with the default score fusion');
    assert.ok(!argv({}).includes('--fusion'), 'the default needs no flag');
    const rrf = argv({ fusion: 'rrf', rrfK: 30 });
    assert.equal(valueOf(rrf, '--fusion'), 'rrf');
    assert.equal(valueOf(rrf, '--rrf-k'), '30');
  });

  test('retrieval.relevanceGate false → --no-relevance-gate; a changed band → --relevance-band', () => {
    assert.ok(argv({ relevanceGate: false }).includes('--no-relevance-gate'));
    assert.equal(valueOf(argv({ relevanceBand: 0.25 }), '--relevance-band'), '0.25');
  });

  test('ranking.trackUsage → --track-usage', () => {
    assert.ok(argv({ trackUsage: true }).includes('--track-usage'));
  });

  test('invalid values fall back to the defaults', () => {
    const s = readSettings(config({ 'retrieval.lexical': 'yes', 'retrieval.fusion': 'borda', 'retrieval.rrfK': -3,
      'retrieval.relevanceGate': 0, 'retrieval.relevanceBand': 1.5, 'ranking.trackUsage': 1 }));
    assert.deepEqual([s.lexical, s.fusion, s.rrfK, s.relevanceGate, s.relevanceBand, s.trackUsage],
      [true, 'score', 60, true, 0.2, false]);
    const t = readSettings(config({ 'retrieval.lexical': false, 'retrieval.fusion': 'none', 'retrieval.rrfK': 90,
      'retrieval.relevanceGate': false, 'retrieval.relevanceBand': 0, 'ranking.trackUsage': true }));
    assert.deepEqual([t.lexical, t.fusion, t.rrfK, t.relevanceGate, t.relevanceBand, t.trackUsage],
      [false, 'none', 90, false, 0, true]);
  });
});
