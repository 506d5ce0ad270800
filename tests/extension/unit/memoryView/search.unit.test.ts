import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { searchMemories } from '../../../../extension/src/memoryView/search';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { fakeAccess, fakeMemories, hit, retrieved } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

describe('Search Memories', () => {
  test('lists results with score, status and age; opening one shows it in full', async (t) => {
    const ui = scriptUi(t, { inputs: ['database'], picks: ['SQLite'] });
    const memories = fakeMemories({ retrieve: async () => ok(retrieved([hit({ id: 'db-2', text: 'SQLite for tests', score: 0.2, ageDays: 3 }), hit({ id: 'db-1', text: 'Postgres', status: 'Superseded' })])) });
    const picked = await searchMemories(fakeAccess(memories), new MemoryDocuments());
    assert.equal(picked?.id, 'db-2');
    assert.equal(ui.quickPicks[0]![0]!.description, '0.20 · Active · 3 days ago');
    assert.equal(ui.quickPicks[0]![1]!.description, '0.25 · Superseded · 1 week ago');
    assert.equal(decodeURIComponent(ui.shownDocuments[0]!), 'cognee-memory:/database/SQLite for tests · Active · 3 days ago?db-2');
  });

  test('the opened document holds the whole memory', () => {
    const documents = new MemoryDocuments();
    const uri = documents.uriFor(hit({ id: 'db-2', text: 'Full text\nsecond line', decisions: ['SQLite'], references: ['src/db.ts'] }));
    const text = documents.provideTextDocumentContent(uri);
    assert.match(text, /^# database: Full text second line\n\nFull text\nsecond line\n/, 'words first: the title is its first words, then the text');
    assert.match(text, /_Memory id `db-2` \(for the command-line tools\)\._\n$/, 'the id last');
    assert.match(text, /Full text\nsecond line/);
    assert.match(text, /## Decisions\n\n- SQLite/);
    assert.match(text, /\*\*Score:\*\* 0\.25 = 0\.50 relevance × 0\.50 recency × 1\.00 status/);
  });

  test('no matches: says so; a failure: explained', async (t) => {
    const ui = scriptUi(t, { inputs: ['x', 'y'] });
    await searchMemories(fakeAccess(fakeMemories({ retrieve: async () => ok(retrieved([])) })), new MemoryDocuments());
    assert.match(ui.info[0]!, /No memories match/);
    await searchMemories(fakeAccess(fakeMemories({ retrieve: async () => fail('TIMEOUT', 'retrieve did not finish within 120 s and was stopped.', true) })), new MemoryDocuments());
    assert.match(ui.errors[0]!, /did not finish.*requestTimeoutSeconds/);
  });
});
