import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { halfLifeItems, sameOrderNote, targetItems, tuneHalfLife } from '../../../../extension/src/halfLife/tune';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { FEEDBACK_EXTRA_CANDIDATES } from '../../../../extension/src/chat/relevance';
import { DEFAULT_SETTINGS } from '../../../../extension/src/settings';
import { fakeAccess, fakeMemories, hit, retrieved } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

describe('Tune Half-Life', () => {
  const old = hit({ id: 'mem-0ld', text: 'We deploy to Fly.io with blue-green releases.', semanticScore: 0.9, ageDays: 30, score: 0.5 });
  const recent = hit({ id: 'mem-4ecent', text: 'The release checklist lives in the wiki.', semanticScore: 0.5, ageDays: 1, score: 0.45 });
  /** A backend answer: the old memory first at 7 days and more, the recent one first below. */
  const previews = (halfLives: readonly number[]) =>
    halfLives.map((h) => ({ halfLifeDays: h, results: h < 7 ? [recent, old] : [old, recent] }));
  const backend = fakeMemories({
    retrieve: async (options) => ok(retrieved([old, recent], previews(options.compareHalfLives ?? []))),
  });

  test('previews the backend order under each half-life, current one marked', () => {
    const items = halfLifeItems(previews([365, 1, 7]), 7, DEFAULT_SETTINGS);
    assert.deepEqual(items.map((i) => i.label), ['1 day', '7 days (current)', '365 days']);
    // Words, not ids: each row names its memories by their first words.
    assert.equal(items[0]!.description, '1. The release checklist lives…  2. We deploy to Fly.io…');
    assert.equal(items[2]!.description, '1. We deploy to Fly.io…  2. The release checklist lives…');
    for (const item of items) assert.doesNotMatch(`${item.label} ${item.description} ${item.detail}`, /mem-/);
    assert.match(items[2]!.detail!, /^0\.50 /, 'the score is the backend\'s');
  });

  test('a preview leaves out what @memory would leave out: below the relevance floor, past maxContextResults', () => {
    const weak = hit({ id: 'weak', semanticScore: 0.1 });
    const [item] = halfLifeItems([{ halfLifeDays: 7, results: [weak, old, recent] }], 7, { chatMinRelevance: 0.2, maxContextResults: 1 });
    assert.equal(item!.description, '1. We deploy to Fly.io…');
  });

  test('identical rows say why: memories younger than a day, or relevance that outweighs age', () => {
    const young = [hit({ id: 'a', ageDays: 5 / 1440 }), hit({ id: 'b', ageDays: 0.5 })];
    const same = [1, 7, 365].map((h) => ({ halfLifeDays: h, results: young }));
    assert.equal(sameOrderNote(same, DEFAULT_SETTINGS), 'All memories are younger than a day: the half-life changes nothing yet.');
    const settled = [1, 365].map((h) => ({ halfLifeDays: h, results: [old, recent] }));
    assert.match(sameOrderNote(settled, DEFAULT_SETTINGS)!, /same order: its memories differ more in relevance than in age/);
    assert.equal(sameOrderNote(previews([1, 7, 365]), DEFAULT_SETTINGS), undefined, 'rows that differ need no note');
  });

  test('the picker shows the note when every row is the same', async (t) => {
    const young = [hit({ id: 'a', ageDays: 0.01 })];
    const ui = scriptUi(t, { inputs: ['q'], picks: [undefined] });
    const calls: Array<{ placeHolder?: string }> = [];
    const { vscodeApi } = await import('../../../../extension/src/vscodeapi');
    t.mock.method(vscodeApi, 'showQuickPick', async (_items: unknown, options: { placeHolder?: string }) => void calls.push(options));
    await tuneHalfLife(fakeAccess(fakeMemories({ retrieve: async (o) => ok(retrieved(young, (o.compareHalfLives ?? []).map((h) => ({ halfLifeDays: h, results: young })))) })));
    assert.equal(calls[0]?.placeHolder, 'All memories are younger than a day: the half-life changes nothing yet.');
    assert.equal(ui.info.length, 0);
  });

  test('one retrieve, asked as @memory asks, with the ladder and the current half-life to compare', async (t) => {
    scriptUi(t, { inputs: ['which db'], picks: [undefined] });
    const memories = fakeMemories({ retrieve: backend.retrieve });
    await tuneHalfLife(fakeAccess(memories, { halfLifeDays: 10 }));
    assert.deepEqual(memories.calls.retrieve, [[{ query: 'which db', topK: 5 + FEEDBACK_EXTRA_CANDIDATES, maxTokens: 1_000_000, compareHalfLives: [1, 3, 7, 10, 14, 30, 90, 365] }]]);
  });

  test('picking one asks where to save it and writes the user settings by default, never the repository unasked', async (t) => {
    const ui = scriptUi(t, { inputs: ['which db'], picks: ['30 days', 'User settings'] });
    const memories = backend;
    assert.equal(await tuneHalfLife(fakeAccess(memories)), 30);
    assert.deepEqual(ui.quickPicks[1]!.map((i) => i.label), ['User settings (all my workspaces)', 'Workspace settings (.vscode/settings.json)']);
    assert.deepEqual(ui.settingsWritten, [['ranking.halfLifeDays', 30, 1]]);
    assert.match(ui.info[0]!, /30 days in your user settings/);
  });

  test('the workspace settings are written only when picked', async (t) => {
    const ui = scriptUi(t, { inputs: ['which db'], picks: ['30 days', 'Workspace settings'] });
    await tuneHalfLife(fakeAccess(backend));
    assert.deepEqual(ui.settingsWritten, [['ranking.halfLifeDays', 30, 2]]);
  });

  test('dismissing the question of where to save writes nothing', async (t) => {
    const ui = scriptUi(t, { inputs: ['which db'], picks: ['30 days', undefined] });
    assert.equal(await tuneHalfLife(fakeAccess(backend)), undefined);
    assert.deepEqual(ui.settingsWritten, []);
  });

  test('a half-life already kept in the workspace settings offers the workspace first', () => {
    assert.deepEqual(targetItems(true).map((i) => i.target), [2, 1]);
    assert.deepEqual(targetItems(false).map((i) => i.target), [1, 2]);
  });

  test('failures and empty results change nothing', async (t) => {
    const ui = scriptUi(t, { inputs: ['q', 'q'] });
    await tuneHalfLife(fakeAccess(fakeMemories({ retrieve: async (o) => ok(retrieved([], (o.compareHalfLives ?? []).map((h) => ({ halfLifeDays: h, results: [] })))) })));
    await tuneHalfLife(fakeAccess(fail('NO_WORKSPACE', 'No folder is open.')));
    assert.match(ui.info[0]!, /nothing to preview/);
    assert.match(ui.errors[0]!, /no folder is open/i);
    assert.deepEqual(ui.settingsWritten, []);
  });
});
