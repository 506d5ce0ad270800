import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { excerpt, terms } from '../../../../extension/src/chat/excerpt';

describe('excerpt: the part of a long memory that matches the question', () => {
  const adr = [
    'We reviewed the options for the build pipeline in March.',
    'The team prefers small pull requests.',
    'For tests we use Testcontainers Postgres instead of SQLite, because SQLite hid migration bugs.',
    'Production keeps PostgreSQL 16 on RDS.',
    'Release notes are written by the person on call.',
  ].join(' ');

  test('a text that fits is returned unchanged', () => {
    assert.equal(excerpt('We use SQLite.', 'database', 100), 'We use SQLite.');
  });

  test('picks the sentence with the most query terms and marks the cuts', () => {
    const part = excerpt(adr, 'which database do we use in tests?', 110);
    assert.ok(part.includes('For tests we use Testcontainers Postgres instead of SQLite'), part);
    assert.ok(part.startsWith('…') && part.endsWith('…'), part);
    assert.ok(part.length <= 110, `${part.length}`);
  });

  test('widens to neighbouring sentences while they fit, the better-matching one first', () => {
    const part = excerpt(adr, 'postgres sqlite production', 160);
    assert.ok(part.includes('Testcontainers Postgres') && part.includes('PostgreSQL 16 on RDS'), part);
    assert.ok(!part.includes('Release notes'), part);
  });

  test('one sentence longer than the room: a window from its first query term', () => {
    const long = `${'padding words '.repeat(40)}the cache is Valkey ${'more padding '.repeat(40)}`;
    const part = excerpt(long, 'which cache?', 60);
    assert.ok(part.includes('cache is Valkey'), part);
    assert.ok(part.length <= 60);
  });

  test('no query terms in common: the beginning, within the room', () => {
    const part = excerpt(adr, 'kubernetes', 70);
    assert.ok(part.startsWith('We reviewed'), part);
    assert.ok(part.length <= 70);
  });

  test('terms drop stopwords and plural s, keep versions and dotted names', () => {
    assert.deepEqual(terms('Which databases do we use for Node.js 20?'), ['database', 'node.js', '20']);
  });
});
