import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { historyMessages, isFollowUp, retrievalQuery, transcript, type PastTurn } from '../../../../extension/src/chat/conversation';

const asked = (question: string, answer = 'An answer.', extra: Partial<PastTurn> = {}): PastTurn => ({ question, answer, memoryIds: [], ...extra });

describe('follow-ups: the retrieval query', () => {
  test('without earlier turns the question is the query', () => {
    assert.equal(retrievalQuery('and in production?', []), 'and in production?');
  });

  test('a short follow-up is searched together with the question it follows', () => {
    const history = [asked('which database do we use in tests?')];
    assert.equal(retrievalQuery('and in production?', history), 'which database do we use in tests? and in production?');
    assert.equal(retrievalQuery('why was that?', history), 'which database do we use in tests? why was that?');
  });

  test('a full new question stands on its own', () => {
    assert.equal(retrievalQuery('how do we deploy the web frontend to staging?', [asked('which database do we use in tests?')]), 'how do we deploy the web frontend to staging?');
  });

  test('a chain of follow-ups builds on the query the previous turn used', () => {
    const history = [asked('which database do we use in tests?'), asked('and in production?', 'Postgres.', { query: 'which database do we use in tests? and in production?' })];
    assert.equal(retrievalQuery('since when?', history), 'which database do we use in tests? and in production? since when?');
  });

  test('slash-command turns (/remember, /explain) are not followed up', () => {
    assert.equal(retrievalQuery('and in production?', [asked('#db We use SQLite', 'Remembered', { command: 'remember' })]), 'and in production?');
  });

  test('isFollowUp: connectives, pronouns in short questions, very short questions', () => {
    assert.ok(isFollowUp('And for CI?'));
    assert.ok(isFollowUp('what about staging?'));
    assert.ok(isFollowUp('is it still true?'));
    assert.ok(!isFollowUp('which database do we use for integration tests in CI?'));
    assert.ok(!isFollowUp(''));
  });
});

describe('follow-ups: the earlier turns sent to the model', () => {
  test('question and answer alternate, oldest first, with the memories each answer used', () => {
    const messages = historyMessages([asked('which db in tests?', 'SQLite.', { memoryIds: ['db-1'] }), asked('#x text', 'Remembered.', { command: 'remember' }), asked('and prod?', 'Postgres.')]);
    assert.deepEqual(messages, [
      { role: 'user', text: 'which db in tests?' },
      { role: 'assistant', text: 'SQLite.\n\n(Memories used: db-1)' },
      { role: 'user', text: 'and prod?' },
      { role: 'assistant', text: 'Postgres.' },
    ]);
  });

  test('the newest turns are kept within the turn and character budgets', () => {
    const history = Array.from({ length: 10 }, (_, i) => asked(`q${i}`, `a${i}`));
    const messages = historyMessages(history, 3);
    assert.deepEqual(messages.filter((m) => m.role === 'user').map((m) => m.text), ['q7', 'q8', 'q9']);
    const long = historyMessages([asked('old', 'x'.repeat(1400)), asked('new', 'y'.repeat(1400))], 6, 2000);
    assert.deepEqual(long.filter((m) => m.role === 'user').map((m) => m.text), ['new']);
  });

  test('transcript: every turn, commands included, oldest first', () => {
    assert.equal(transcript([asked('which db?', 'SQLite.'), asked('#db SQLite', '', { command: 'remember' })]), 'User: which db?\nAssistant: SQLite.\n\nUser: /remember #db SQLite');
  });
});
