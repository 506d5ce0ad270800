import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ageInWords } from '../../../../extension/src/display/age';

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
