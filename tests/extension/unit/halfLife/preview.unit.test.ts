/**
 * The half-life previews (Tune Half-Life, the Half-Life Chart) come from the backend's own pipeline
 * (`--compare-half-lives`), asked as `@memory` asks, so the current half-life's preview is the chat's order.
 */
import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { retrieveArgs } from '../../../../extension/src/backendClient/cliargs';
import { chartPreview, type PreviewRow } from '../../../../extension/src/halfLife/chartView';
import { tuneHalfLife } from '../../../../extension/src/halfLife/tune';
import type { MemoryHit } from '../../../../extension/src/backendClient/contract';
import { parseRetrieve, previewFor } from '../../../../extension/src/backendClient/contract';
import { FeedbackRecorder } from '../../../../extension/src/chat/feedback';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { ok } from '../../../../extension/src/backendClient/outcome';
import { createChatHandler, type MemoryChatResult } from '../../../../extension/src/chat/participant';
import { DEFAULT_SETTINGS, type Settings } from '../../../../extension/src/settings';
import { chatContext, chatRequest, chatToken, recordingStream, scriptedModel } from '../../support/chat';
import { fakeAccess, fakeMemories, hit, recordingLog, retrieved } from '../../support/fakes';
import { scriptUi } from '../../support/ui';
import { firstWords } from '../../../../extension/src/display/format';

const raw = (id: string, score: number, semantic = 0.6) => ({ id, text: `memory ${id}`, score, semantic_score: semantic, age_days: 3 });

describe('the retrieve contract: previews', () => {
  test('--compare-half-lives is passed as one comma-separated list, only when asked', () => {
    const argv = retrieveArgs(DEFAULT_SETTINGS, '/ws', { query: 'q', compareHalfLives: [1, 7, 30.5] });
    assert.equal(argv[argv.indexOf('--compare-half-lives') + 1], '1,7,30.5');
    assert.ok(!retrieveArgs(DEFAULT_SETTINGS, '/ws', { query: 'q' }).includes('--compare-half-lives'));
  });

  test('previews are parsed like results, in the order given; an answer without them has none', () => {
    const parsed = parseRetrieve({
      query: 'q', half_life_days: 7, results: [raw('a', 0.5), raw('b', 0.4)],
      previews: [
        { half_life_days: 1, results: [raw('b', 0.3), raw('a', 0.2)] },
        { half_life_days: 7.0, results: [raw('a', 0.5), raw('b', 0.4)] },
        { half_life_days: 'soon', results: [] },
      ],
    });
    assert.deepEqual(parsed.previews.map((p) => [p.halfLifeDays, p.results.map((h) => h.id)]), [[1, ['b', 'a']], [7, ['a', 'b']]]);
    assert.equal(parsed.previews[0]!.results[0]!.score, 0.3);
    assert.deepEqual(previewFor(parsed, 7)?.map((h) => h.id), ['a', 'b']);
    assert.equal(previewFor(parsed, 30), undefined);
    assert.deepEqual(parseRetrieve({ results: [] }).previews, []);
  });
});

/** The memories of the fake backend below, by name. */
const hits: Record<string, MemoryHit> = {
  old: hit({ id: 'old', text: 'We deploy with Ansible.', semanticScore: 0.9, ageDays: 40, score: 0.6 }),
  recent: hit({ id: 'recent', text: 'We deploy with Kubernetes now.', semanticScore: 0.7, ageDays: 1, score: 0.55 }),
  other: hit({ id: 'other', text: 'Deploys happen on Fridays.', semanticScore: 0.5, ageDays: 2, score: 0.4 }),
  weak: hit({ id: 'weak', text: 'The logo is blue.', semanticScore: 0.05, ageDays: 0, score: 0.05 }),
};

/**
 * A fake backend whose order depends on the half-life (the recent memory wins below 7 days), and
 * that answers previews from the same function, as the real pipeline does. `halfLifeDays`: the
 * setting, which the real argv carries when a call names none.
 */
function halfLifeBackend(halfLifeDays = 7) {
  const order = (h: number) => (h < 7 ? ['recent', 'other', 'weak', 'old'] : ['old', 'recent', 'weak', 'other']).map((id) => hits[id]!);
  return fakeMemories({
    retrieve: async (options) =>
      ok({
        ...retrieved(order(options.halfLifeDays ?? halfLifeDays).slice(0, options.topK ?? 5)),
        previews: (options.compareHalfLives ?? []).map((h) => ({ halfLifeDays: h, results: order(h).slice(0, options.topK ?? 5) })),
      }),
  });
}

async function chatOrder(memories: ReturnType<typeof fakeMemories>, settings: Partial<Settings>): Promise<string[]> {
  const access = fakeAccess(memories, settings);
  const handler = createChatHandler({ access, documents: new MemoryDocuments(), feedback: new FeedbackRecorder(access, recordingLog()) });
  const result = (await handler(chatRequest('how do we deploy?', undefined, scriptedModel(['Ok.']).model), chatContext, recordingStream(), chatToken())) as MemoryChatResult;
  return result.metadata.memoryIds ?? [];
}

describe('a preview at the current half-life is the chat order', () => {
  for (const settings of [{}, { halfLifeDays: 3 }, { feedbackEnabled: false }, { maxContextResults: 2 }] as Array<Partial<Settings>>) {
    test(`Tune Half-Life, settings ${JSON.stringify(settings)}`, async (t) => {
      const memories = halfLifeBackend(settings.halfLifeDays);
      const chat = await chatOrder(memories, settings);
      const ui = scriptUi(t, { inputs: ['how do we deploy?'], picks: [undefined] });
      await tuneHalfLife(fakeAccess(memories, settings));
      const current = ui.quickPicks.at(-1)!.find((item) => / \(current\)$/.test(item.label))!;
      // The row names memories by their first words: map the chat's ids to those words.
      const words = (id: string): string => firstWords(hits[id]!.text, 4, 32);
      assert.deepEqual(current.description!.split(/ {2}/).map((entry) => entry.replace(/^\d+\. /, '')), chat.slice(0, 3).map(words));
      const [chatCall, tuneCall] = memories.calls.retrieve.map((args) => args[0] as Record<string, unknown>);
      const { compareHalfLives, ...asked } = tuneCall!;
      assert.deepEqual({ ...asked, query: 'how do we deploy?' }, { ...chatCall, query: 'how do we deploy?' }, 'the same retrieve options as @memory');
      assert.ok((compareHalfLives as number[]).includes(settings.halfLifeDays ?? 7));
    });

    test(`Half-Life Chart, settings ${JSON.stringify(settings)}`, async () => {
      const memories = halfLifeBackend(settings.halfLifeDays);
      const chat = await chatOrder(memories, settings);
      const current = settings.halfLifeDays ?? 7;
      const preview = (await chartPreview(fakeAccess(memories, settings), 'how do we deploy?', current, 1, 4)) as {
        seq: number; current: PreviewRow[]; candidate: PreviewRow[];
      };
      assert.equal(preview.seq, 4);
      assert.deepEqual(preview.current.map((row) => row.id), chat);
      assert.deepEqual(preview.candidate.map((row) => row.id).slice(0, 2), ['recent', 'other']);
      assert.equal(memories.calls.retrieve.length, 2, 'one retrieve for the chat, one for both orders of the chart');
      assert.deepEqual((memories.calls.retrieve[1]![0] as { compareHalfLives: number[] }).compareHalfLives, current === 1 ? [1] : [current, 1]);
    });
  }

  test('the chart says what went wrong instead of an order', async () => {
    const failing = fakeMemories({ retrieve: async () => ({ ok: false, error: { code: 'TIMEOUT', message: 'Timed out.', retryable: true } }) });
    assert.deepEqual(await chartPreview(fakeAccess(failing), 'q', 7, 1, 1), { type: 'hits', seq: 1, error: 'Timed out.', current: [], candidate: [] });
  });
});
