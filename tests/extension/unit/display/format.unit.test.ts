import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { memoryTooltip, placement, rankingLines, scoreBreakdown } from '../../../../extension/src/display/format';
import { hit } from '../../support/fakes';

describe('how a ranked memory is explained', () => {
  test('the first term is labelled relevance, and "semantic" is only the cosine', () => {
    assert.equal(scoreBreakdown(hit({ score: 0.2, semanticScore: 0.5, recencyMultiplier: 0.4, cosine: 0.31 })),
      '0.20 = 0.50 relevance × 0.40 recency × 1.00 status (semantic 0.31)');
    assert.equal(scoreBreakdown(hit({ score: 0.25 })), '0.25 = 0.50 relevance × 0.50 recency × 1.00 status');
  });

  test('the place says whether it passed the relevance gate and what it stands in for, in words', () => {
    assert.equal(placement(hit({ gated: true, standsInFor: ['db-1'] })), 'passed the relevance gate · stands in for an older memory it replaces');
    assert.equal(placement(hit({ gated: true, standsInFor: ['db-1', 'db-2'] })), 'passed the relevance gate · stands in for 2 older memories it replaces');
    assert.equal(placement(hit({ gated: false })), 'below the relevance gate');
    // Only a recorded supersession "replaces"; what the backend found at query time says so.
    assert.equal(placement(hit({ gated: true, standsInFor: ['db-1'], standsInBecause: 'update' })),
      'passed the relevance gate · stands in for an older memory it reads as updating (nobody marked it)');
    assert.equal(placement(hit({ gated: true, standsInFor: ['adr-3'], standsInBecause: 'answer' })),
      'passed the relevance gate · stands in for an older memory: a newer record answering the question as well');
    assert.equal(placement(hit()), '');
  });

  test('a 0.00 row above a 0.36 row is explained in the hover and in /explain', () => {
    const newer = hit({ id: 'new', score: 0.0, gated: true, standsInFor: ['old'] });
    const below = hit({ id: 'weak', score: 0.36, gated: false });
    assert.match(memoryTooltip(newer), /\npassed the relevance gate · stands in for an older memory it replaces$/);
    assert.doesNotMatch(memoryTooltip(newer), /\bold\b/);
    const lines = rankingLines([newer, below]);
    assert.match(lines, /passed the relevance gate · stands in for an older memory it replaces_/);
    assert.match(lines, /below the relevance gate_/);
  });
});
