import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import * as vscode from 'vscode';
import { adviceItems, tuneHalfLife } from '../../../../extension/src/halfLife/tune';
import { parseAdvice, type FeedbackEvent } from '../../../../extension/src/backendClient/contract';
import { FeedbackRecorder } from '../../../../extension/src/chat/feedback';
import { MemoryClient } from '../../../../extension/src/backendClient/memoryclient';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { createChatHandler, createFeedbackHandler, FEEDBACK_EXTRA_CANDIDATES, type MemoryChatResult } from '../../../../extension/src/chat/participant';
import { DEFAULT_SETTINGS, type Settings } from '../../../../extension/src/settings';
import { chatContext, chatRequest, chatToken, recordingStream, scriptedModel } from '../../support/chat';
import { advice, fakeAccess, fakeCliRoot, fakeMemories, hit, recordingLog, retrieved } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

const events = (memories: ReturnType<typeof fakeMemories>): FeedbackEvent[] =>
  memories.calls.recordFeedback.flatMap((args) => args[0] as FeedbackEvent[]);

function recorder(memories = fakeMemories(), settings: Partial<Settings> = {}) {
  const log = recordingLog();
  return { feedback: new FeedbackRecorder(fakeAccess(memories, settings), log), memories, log };
}

const hits = [
  hit({ id: 'a', semanticScore: 0.6, ageDays: 2, status: 'DecisionRecord', statusMultiplier: 1.1 }),
  hit({ id: 'b', semanticScore: 0.5, ageDays: 40 }),
  hit({ id: 'c', semanticScore: 0.4, ageDays: 1, status: undefined }),
];

describe('feedback recorder', () => {
  test('records the ranking inputs of every retrieved memory, marking which were shown', async () => {
    const { feedback, memories } = recorder();
    const id = feedback.shown(memories, 'which db?', hits, 2, 7);
    assert.match(id ?? '', /^r-[0-9a-f-]{36}$/);
    await feedback.settled();
    assert.deepEqual(events(memories), [
      {
        type: 'shown', retrieval_id: id, question: 'which db?', half_life_days: 7,
        memories: [
          { id: 'a', rank: 1, shown: true, semantic: 0.6, age_days: 2, status: 'DecisionRecord', status_multiplier: 1.1 },
          { id: 'b', rank: 2, shown: true, semantic: 0.5, age_days: 40, status: 'Active', status_multiplier: 1 },
          { id: 'c', rank: 3, shown: false, semantic: 0.4, age_days: 1, status: null, status_multiplier: 1 },
        ],
      },
    ]);
  });

  test('ratings and opens go to the store that recorded the answer; an open counts once', async () => {
    const { feedback, memories } = recorder();
    const other = fakeMemories();
    const id = feedback.shown(other, 'q', hits, 3, 7);
    feedback.rated(id, false);
    feedback.opened(id, 'b');
    feedback.opened(id, 'b');
    await feedback.settled();
    assert.deepEqual(events(other).map((e) => e.type), ['shown', 'rating', 'opened']);
    assert.deepEqual(events(other)[1], { type: 'rating', retrieval_id: id, helpful: false });
    assert.deepEqual(events(other)[2], { type: 'opened', retrieval_id: id, memory_id: 'b' });
    assert.equal(events(memories).length, 0);
  });

  test('a rating of an answer from before a reload goes to the current folder’s store', async () => {
    const { feedback, memories } = recorder();
    feedback.rated('r-from-yesterday', true);
    await feedback.settled();
    assert.deepEqual(events(memories), [{ type: 'rating', retrieval_id: 'r-from-yesterday', helpful: true }]);
  });

  test('with cogneeMemory.feedback.enabled false nothing is recorded', async () => {
    const { feedback, memories } = recorder(fakeMemories(), { feedbackEnabled: false });
    assert.equal(feedback.shown(memories, 'q', hits, 3, 7), undefined);
    feedback.rated('r-1', true);
    feedback.opened('r-1', 'a');
    await feedback.settled();
    assert.equal(memories.calls.recordFeedback.length, 0);
  });

  test('a failure to record is logged, never thrown, and later events still go out', async () => {
    let calls = 0;
    const memories = fakeMemories({
      recordFeedback: async (batch) => {
        calls++;
        if (calls === 1) return fail('STORE_ERROR', 'disk full');
        if (calls === 2) throw new Error('spawn exploded');
        return ok(batch.length);
      },
    });
    const { feedback, log } = recorder(memories);
    const id = feedback.shown(memories, 'q', hits, 3, 7);
    feedback.rated(id, true);
    feedback.opened(id, 'a');
    await feedback.settled();
    assert.equal(calls, 3);
    assert.equal(log.lines.filter((l) => l.startsWith('warn Feedback not recorded')).length, 2);
    assert.match(log.lines.join('\n'), /disk full/);
  });
});

describe('feedback from chat: the participant, 👍/👎 and opened references', () => {
  async function answer(memories: ReturnType<typeof fakeMemories>, settings: Partial<Settings> = {}) {
    const access = fakeAccess(memories, settings);
    const feedback = new FeedbackRecorder(access, recordingLog());
    const documents = new MemoryDocuments();
    documents.onOpen((r, m) => feedback.opened(r, m));
    const stream = recordingStream();
    const model = scriptedModel(['Answer.']);
    const result = (await createChatHandler({ access, documents, feedback })(chatRequest('which db?', undefined, model.model), chatContext, stream, chatToken())) as MemoryChatResult;
    return { result, stream, model, feedback, documents };
  }

  test('an answer retrieves extra candidates, sends only the configured number, and records all of them', async () => {
    const pool = ['m1', 'm2', 'm3', 'm4'].map((id, i) => hit({ id, semanticScore: 0.9 - i / 10 }));
    const memories = fakeMemories({ retrieve: async () => ok(retrieved(pool)) });
    const { result, stream, model, feedback } = await answer(memories, { maxContextResults: 2 });
    assert.deepEqual(memories.calls.retrieve, [[{ query: 'which db?', topK: 2 + FEEDBACK_EXTRA_CANDIDATES, maxTokens: 1_000_000 }]]);
    const sent = model.requests[0]!.map((m) => m.content).join('\n');
    assert.ok(sent.includes('id m2') && !sent.includes('id m3'), 'the model sees the configured number only');
    assert.equal(stream.references.length, 2);
    await feedback.settled();
    const [shown] = events(memories);
    assert.ok(shown && shown.type === 'shown');
    assert.equal(result.metadata.retrievalId, shown.retrieval_id);
    assert.deepEqual(shown.memories.map((m) => [m.id, m.shown]), [['m1', true], ['m2', true], ['m3', false], ['m4', false]]);
    assert.ok(stream.references.every((r) => r.toString().endsWith(`#${shown.retrieval_id}`)), 'references carry the retrieval id');
  });

  test('the answer does not wait for the recording', async () => {
    const memories = fakeMemories({ recordFeedback: () => new Promise(() => {}) });
    const { stream, result } = await answer(memories);
    assert.ok(stream.text().startsWith('Answer.'));
    assert.ok(result.metadata.retrievalId);
  });

  test('with feedback off, an answer retrieves as before and carries no retrieval id', async () => {
    const memories = fakeMemories();
    const { result, stream } = await answer(memories, { feedbackEnabled: false });
    assert.deepEqual(memories.calls.retrieve, [[{ query: 'which db?' }]]);
    assert.equal(result.metadata.retrievalId, undefined);
    assert.ok(!stream.references[0]!.toString().includes('#'));
    assert.equal(memories.calls.recordFeedback.length, 0);
  });

  test('opening a cited memory records it once; a memory opened from search records nothing', async () => {
    const memories = fakeMemories();
    const { stream, feedback, documents } = await answer(memories);
    const cited = stream.references[0] as vscode.Uri;
    documents.provideTextDocumentContent(cited);
    documents.provideTextDocumentContent(cited);
    documents.provideTextDocumentContent(documents.uriFor(hit({ id: 'from-search' })));
    await feedback.settled();
    assert.deepEqual(events(memories).filter((e) => e.type === 'opened').map((e) => e.type === 'opened' && e.memory_id), ['m1']);
  });

  test('👍 and 👎 on an answer become ratings of its retrieval; other results are ignored', async () => {
    const { feedback, memories } = recorder();
    const handle = createFeedbackHandler(feedback);
    const result = (retrievalId?: string) => ({ metadata: { command: 'answer', ...(retrievalId ? { retrievalId } : {}) } });
    handle({ result: result('r-1'), kind: vscode.ChatResultFeedbackKind.Helpful } as vscode.ChatResultFeedback);
    handle({ result: result('r-2'), kind: vscode.ChatResultFeedbackKind.Unhelpful } as vscode.ChatResultFeedback);
    handle({ result: result(), kind: vscode.ChatResultFeedbackKind.Helpful } as vscode.ChatResultFeedback);
    await feedback.settled();
    assert.deepEqual(events(memories), [
      { type: 'rating', retrieval_id: 'r-1', helpful: true },
      { type: 'rating', retrieval_id: 'r-2', helpful: false },
    ]);
  });
});

describe('Tune Half-Life: the recommendation from feedback', () => {
  const recommended = advice({
    currentAgreement: 0.61,
    helpful: 24,
    questions: 7,
    missingHelpful: 0,
    missingQuestions: 0,
    reason: 'A half-life of 30 days would have ranked…',
    recommendation: { halfLifeDays: 30, agreement: 0.82, change: true, confidence: 0.87, confidenceLabel: 'high' },
  });

  test('shows the recommendation with its evidence and confidence; one click applies it where the user picks', async (t) => {
    const ui = scriptUi(t, { picks: ['Use 30 days', 'Workspace settings'] });
    const memories = fakeMemories({ recommendHalfLife: async () => ok(recommended) });
    assert.equal(await tuneHalfLife(fakeAccess(memories)), 30);
    const [first] = ui.quickPicks[0]!;
    assert.match(first!.detail!, /24 helpful signals over 7 questions; confidence high \(87%\)/);
    assert.match(first!.detail!, /82% of comparisons, against 61% now/);
    assert.deepEqual(ui.settingsWritten, [['ranking.halfLifeDays', 30, 2]]);
    assert.equal(ui.inputPrompts.length, 0, 'no question asked');
    assert.equal(memories.calls.retrieve.length, 0);
  });

  test('"Preview…" goes on to the per-question preview', async (t) => {
    const ui = scriptUi(t, { picks: ['Preview', '1 day', 'User settings'], inputs: ['which db'] });
    const memories = fakeMemories({ recommendHalfLife: async () => ok(recommended) });
    assert.equal(await tuneHalfLife(fakeAccess(memories)), 1);
    assert.equal(ui.quickPicks.length, 3, 'recommendation, preview, where to save');
    assert.doesNotMatch(ui.inputPrompts[0]!, /feedback/);
  });

  test('when the current value is already best, keeping it writes nothing', async (t) => {
    const ui = scriptUi(t, { picks: ['Keep 7 days'] });
    const keep = advice({ ...recommended, recommendation: { ...recommended.recommendation!, halfLifeDays: 7, change: false } });
    assert.equal(await tuneHalfLife(fakeAccess(fakeMemories({ recommendHalfLife: async () => ok(keep) }))), 7);
    assert.deepEqual(ui.settingsWritten, []);
  });

  test('not enough feedback: says so plainly, with the counts, and offers the preview', async (t) => {
    const ui = scriptUi(t, { inputs: [undefined] });
    const memories = fakeMemories();
    await tuneHalfLife(fakeAccess(memories));
    assert.equal(memories.calls.recommendHalfLife.length, 1);
    assert.equal(ui.quickPicks.length, 0);
    assert.match(ui.inputPrompts[0]!, /^Not enough feedback yet: 4 of 20 helpful signals and 1 of 5 questions\..*Meanwhile: a typical question/);
  });

  test('feedback off: no recommendation is asked for, and the prompt says why', async (t) => {
    const ui = scriptUi(t, { inputs: [undefined] });
    const memories = fakeMemories();
    await tuneHalfLife(fakeAccess(memories, { feedbackEnabled: false }));
    assert.equal(memories.calls.recommendHalfLife.length, 0);
    assert.match(ui.inputPrompts[0]!, /Feedback recording is off \(cogneeMemory\.feedback\.enabled\)/);
  });

  test('advice items: nothing to offer without a recommendation', () => {
    assert.deepEqual(adviceItems(advice()), []);
    assert.deepEqual(adviceItems(recommended).map((i) => i.halfLifeDays), [30, undefined]);
  });
});

describe('feedback over the CLI', () => {
  const recorderCli = (reply: object) => `
const fs = require('fs');
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', () => {
  fs.appendFileSync(__filename + '.calls.jsonl', JSON.stringify({ argv: process.argv.slice(2), stdin: input }) + '\\n');
  console.log(${JSON.stringify(JSON.stringify(reply))});
});`;

  test('record sends JSON lines to feedback.py record; recommend passes the current half-life and parses the advice', async () => {
    const reply = {
      success: true, recorded: 1,
      current: { half_life_days: 14, agreement: 0.5 },
      recommendation: { half_life_days: 45, agreement: 0.9, change: true, confidence: 0.7, confidence_label: 'medium', interval_days: [30, 60] },
      reason: 'A half-life of 45 days…', evidence: { helpful: 30, questions: 6, missing: { helpful: 0, questions: 0 } },
    };
    const root = fakeCliRoot({ feedback: recorderCli(reply) });
    const client = new MemoryClient({ python: process.execPath, root, workspace: root, settings: { ...DEFAULT_SETTINGS, halfLifeDays: 14 }, log: recordingLog() });
    assert.deepEqual(await client.recordFeedback([{ type: 'rating', retrieval_id: 'r-1', helpful: true }]), { ok: true, value: 1 });
    const advised = await client.recommendHalfLife();
    assert.ok(advised.ok);
    assert.deepEqual(advised.value.recommendation, { halfLifeDays: 45, agreement: 0.9, change: true, confidence: 0.7, confidenceLabel: 'medium' });
    assert.equal(advised.value.currentHalfLifeDays, 14);
    const calls = require('node:fs').readFileSync(path.join(root, 'python', 'feedback.py.calls.jsonl'), 'utf8').trim().split('\n').map((l: string) => JSON.parse(l));
    assert.deepEqual(calls[0].argv.slice(0, 3), ['record', '--workspace', root]);
    assert.deepEqual(calls[0].argv.slice(-2), ['--file', '-']);
    assert.deepEqual(JSON.parse(calls[0].stdin), { type: 'rating', retrieval_id: 'r-1', helpful: true });
    assert.equal(calls[1].argv[0], 'recommend');
    assert.deepEqual(calls[1].argv.slice(-2), ['--half-life-days', '14']);
  });

  test('advice without a recommendation keeps the reason and what is missing', () => {
    const parsed = parseAdvice({ current: { half_life_days: 7, agreement: null }, recommendation: null, reason: 'Not enough feedback yet', evidence: { helpful: 3, questions: 1, missing: { helpful: 17, questions: 4 } } });
    assert.equal(parsed.recommendation, undefined);
    assert.equal(parsed.currentAgreement, undefined);
    assert.deepEqual([parsed.reason, parsed.missingHelpful, parsed.missingQuestions], ['Not enough feedback yet', 17, 4]);
  });
});

