import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ageInWords } from '../../../extension/src/age';
import { recencyMultiplier, rerank } from '../../../extension/src/ranking';
import { hit } from '../support/fakes';

describe('age in words', () => {
  const cases: Array<[number, string]> = [
    [0, 'just now'],
    [-1, 'just now'],
    [0.0005, 'just now'],
    [5 / 1440, '5 minutes ago'],
    [1 / 24, '1 hour ago'],
    [0.5, '12 hours ago'],
    [1.2, 'yesterday'],
    [3.4, '3 days ago'],
    [7, '1 week ago'],
    [20, '2 weeks ago'],
    [65, '2 months ago'],
    [400, '1 year ago'],
  ];
  for (const [days, words] of cases) test(`${days} days → "${words}"`, () => assert.equal(ageInWords(days), words));
});

describe('local re-ranking under another half-life (Tune Half-Life preview)', () => {
  test('recency halves every half-life', () => {
    assert.equal(recencyMultiplier(0, 7), 1);
    assert.ok(Math.abs(recencyMultiplier(7, 7) - 0.5) < 1e-12);
    assert.ok(Math.abs(recencyMultiplier(14, 7) - 0.25) < 1e-12);
  });

  test('a short half-life favours the recent memory, a long one the more similar one', () => {
    const old = hit({ id: 'old', semanticScore: 0.9, ageDays: 30 });
    const recent = hit({ id: 'recent', semanticScore: 0.5, ageDays: 1 });
    assert.deepEqual(rerank([old, recent], 3).map((h) => h.id), ['recent', 'old']);
    assert.deepEqual(rerank([old, recent], 365).map((h) => h.id), ['old', 'recent']);
  });

  test('ties: DecisionRecord before Active before Superseded, then id', () => {
    const same = { semanticScore: 0.5, ageDays: 0, statusMultiplier: 1 };
    const order = rerank([hit({ id: 'b', status: 'Superseded', ...same }), hit({ id: 'c', status: 'Active', ...same }), hit({ id: 'a', status: 'Active', ...same }), hit({ id: 'd', status: 'DecisionRecord', ...same })], 7);
    assert.deepEqual(order.map((h) => h.id), ['d', 'a', 'c', 'b']);
  });
});
