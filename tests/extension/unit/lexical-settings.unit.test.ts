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

describe('lexical retrieval, fusion and usage tracking settings', () => {
  test('all are off by default, in package.json and in code', () => {
    assert.equal(properties['cogneeMemory.retrieval.lexical']!.default, false);
    assert.equal(properties['cogneeMemory.retrieval.fusion']!.default, 'none');
    assert.deepEqual(properties['cogneeMemory.retrieval.fusion']!.enum, ['none', 'rrf']);
    assert.equal(properties['cogneeMemory.retrieval.rrfK']!.default, 60);
    assert.equal(properties['cogneeMemory.ranking.trackUsage']!.default, false);
    const s = readSettings(config({}));
    assert.deepEqual([s.lexical, s.fusion, s.rrfK, s.trackUsage], [false, 'none', 60, false]);
  });

  test('the default argv carries none of their flags', () => {
    for (const flag of ['--lexical', '--fusion', '--rrf-k', '--rrf-weight', '--track-usage']) {
      assert.ok(!argv().includes(flag), flag);
    }
  });

  test('retrieval.lexical → --lexical', () => {
    assert.ok(argv({ lexical: true }).includes('--lexical'));
  });

  test('retrieval.fusion rrf → --fusion rrf with retrieval.rrfK as --rrf-k', () => {
    const args = argv({ fusion: 'rrf', rrfK: 30 });
    assert.equal(valueOf(args, '--fusion'), 'rrf');
    assert.equal(valueOf(args, '--rrf-k'), '30');
    assert.ok(!argv({ rrfK: 30 }).includes('--rrf-k'), 'k alone does nothing without fusion');
  });

  test('ranking.trackUsage → --track-usage', () => {
    assert.ok(argv({ trackUsage: true }).includes('--track-usage'));
  });

  test('invalid values fall back to the defaults', () => {
    const s = readSettings(config({ 'retrieval.lexical': 'yes', 'retrieval.fusion': 'borda', 'retrieval.rrfK': -3, 'ranking.trackUsage': 1 }));
    assert.deepEqual([s.lexical, s.fusion, s.rrfK, s.trackUsage], [false, 'none', 60, false]);
    const t = readSettings(config({ 'retrieval.lexical': true, 'retrieval.fusion': 'rrf', 'retrieval.rrfK': 90, 'ranking.trackUsage': true }));
    assert.deepEqual([t.lexical, t.fusion, t.rrfK, t.trackUsage], [true, 'rrf', 90, true]);
  });
});
