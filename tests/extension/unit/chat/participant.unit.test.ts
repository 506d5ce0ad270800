import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as vscode from 'vscode';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { createChatHandler, parseRemember, type MemoryChatResult } from '../../../../extension/src/chat/participant';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { chatContext, chatRequest, chatToken, recordingStream, scriptedModel } from '../../support/chat';
import { NO_REDACTIONS, fakeAccess, fakeMemories, hit, retrieved } from '../../support/fakes';

async function run(prompt: string, command: string | undefined, memories = fakeMemories(), model = scriptedModel(), access = fakeAccess(memories)) {
  const stream = recordingStream();
  const handler = createChatHandler({ access, documents: new MemoryDocuments() });
  const result = (await handler(chatRequest(prompt, command, model.model), chatContext, stream, chatToken())) as MemoryChatResult;
  return { stream, result, model, memories };
}

describe('@memory: answering with memories', () => {
  test('retrieves for the question, shows references with the score breakdown, sends fenced memories in ranking order, streams the answer', async () => {
    const memories = fakeMemories({
      retrieve: async () => ok(retrieved([hit({ id: 'dr-1', status: 'DecisionRecord', score: 0.6, semanticScore: 0.6, recencyMultiplier: 0.91, statusMultiplier: 1.1, ageDays: 3 }), hit({ id: 'm2', text: 'Older note', ageDays: 40 })])),
    });
    const { stream, result, model } = await run('which database?', undefined, memories, scriptedModel(['Use ', 'SQLite.']));
    assert.deepEqual(memories.calls.retrieve, [[{ query: 'which database?' }]]);
    assert.ok(stream.progressMessages.length > 0, 'shows progress before Python works');
    assert.equal(stream.references.length, 2);
    assert.equal(decodeURIComponent(stream.references[0]!.toString()), 'cognee-memory:/database/We use SQLite for tests. · DecisionRecord · 3 days ago?dr-1');
    assert.doesNotMatch(stream.references[0]!.toString(), /\.md/, 'no file extension in the reference name');
    assert.equal(model.requests.length, 1);
    const sent = model.requests[0]!.map((m) => m.content).join('\n');
    assert.ok(sent.indexOf('id dr-1') < sent.indexOf('id m2'), 'ranking order');
    assert.match(sent, /```memory\n/);
    assert.match(sent, /QUOTED DATA/);
    assert.ok(model.requests[0]!.at(-1)!.content.endsWith('which database?'), 'the question comes last');
    assert.ok(stream.text().startsWith('Use SQLite.\n\n**Memories used**'));
    assert.match(stream.text(), /^- \[database: We use SQLite for tests\.\]\(command:cogneeMemory\.openMemory\?%5B%22dr-1%22%5D "We use SQLite for tests\.\ndr-1 · DecisionRecord · 3 days ago\nScore 0\.60 = 0\.60 relevance × 0\.91 recency × 1\.10 status"\) · DecisionRecord · 3 days ago$/m);
    assert.deepEqual(result.metadata, { command: 'answer', memoryIds: ['dr-1', 'm2'], query: 'which database?' });
  });

  test('the token budget setting limits what is sent: long memories are excerpted to fit', async () => {
    const big = (id: string) => hit({ id, text: 'Some sentence. '.repeat(140) });
    const memories = fakeMemories({ retrieve: async () => ok(retrieved([big('a'), big('b'), big('c')])) });
    const stream = recordingStream();
    const model = scriptedModel();
    await createChatHandler({ access: fakeAccess(memories, { maxContextTokens: 1100 }), documents: new MemoryDocuments() })(chatRequest('q', undefined, model.model), chatContext, stream, chatToken());
    assert.equal(stream.references.length, 3);
    const sent = model.requests[0]!.map((m) => m.content).join('\n');
    assert.ok(sent.includes('id c') && sent.includes('[excerpt'));
    assert.ok(sent.length < 1100 * 4 + 2000, 'within the budget plus the instructions');
  });

  test('"which database do we use in tests?": a score-0.00 memory and an unrelated one are neither sent nor shown', async () => {
    const memories = fakeMemories({
      retrieve: async () => ok(retrieved([
        hit({ id: 'db-tests', text: 'We use SQLite in tests.', semanticScore: 0.56, score: 0.2 }),
        hit({ id: 'zero', text: 'Weekly sync moved to Thursday.', semanticScore: 0.0, recencyMultiplier: 1, score: 0.0 }),
        hit({ id: 'unrelated', text: 'The logo is blue.', semanticScore: 0.12, recencyMultiplier: 0.99, score: 0.12 }),
      ])),
    });
    const { stream, result, model } = await run('which database do we use in tests?', undefined, memories);
    const sent = model.requests[0]!.map((m) => m.content).join('\n');
    assert.ok(sent.includes('id db-tests'));
    assert.ok(!sent.includes('id zero') && !sent.includes('id unrelated'), 'below-floor memories are not sent');
    assert.equal(stream.references.length, 1);
    assert.deepEqual(result.metadata.memoryIds, ['db-tests']);
  });

  test('a newer decision that stands in for the memory it replaced clears the floor with that memory\'s cosine', async () => {
    const memories = fakeMemories({
      retrieve: async () => ok(retrieved([
        hit({ id: 'successor', semanticScore: 0.9, cosine: 0.05, standsInCosine: 0.6 }),
        hit({ id: 'unrelated', semanticScore: 0.5, cosine: 0.05 }),
      ])),
    });
    const { result } = await run('q', undefined, memories);
    assert.deepEqual(result.metadata.memoryIds, ['successor']);
  });

  test('the calibrated relevance decides: a memory sharing only "we use" with the question is not sent', async () => {
    const memories = fakeMemories({
      retrieve: async () => ok(retrieved([
        hit({ id: 'ruff', semanticScore: 0.52, cosine: 0.0, relevance: 0.52, gated: true }),
        hit({ id: 'react', semanticScore: 0.1, cosine: 0.24, relevance: 0.1, gated: false }),
      ])),
    });
    const { result } = await run('which formatter do we use?', undefined, memories);
    assert.deepEqual(result.metadata.memoryIds, ['ruff']);
  });

  test('without a calibrated relevance (older backend) relevance is the cosine, not the rank-fusion score', async () => {
    const memories = fakeMemories({
      retrieve: async () => ok(retrieved([
        hit({ id: 'fused-weak', semanticScore: 0.9, cosine: 0.05 }),
        hit({ id: 'fused-strong', semanticScore: 0.6, cosine: 0.55 }),
      ])),
    });
    const { result } = await run('q', undefined, memories);
    assert.deepEqual(result.metadata.memoryIds, ['fused-strong']);
  });

  test('nothing clears the floor: the answer says so, names the setting, and sends no memories', async () => {
    const memories = fakeMemories({ retrieve: async () => ok(retrieved([hit({ id: 'weak', semanticScore: 0.1 })])) });
    const { stream, result, model } = await run('which database do we use in tests?', undefined, memories);
    assert.match(stream.text(), /None of the 1 memories found is relevant enough.*best relevance 0\.10.*cogneeMemory\.chat\.minRelevance/s);
    assert.equal(stream.references.length, 0);
    assert.ok(!model.requests[0]!.map((m) => m.content).join('\n').includes('id weak'));
    assert.deepEqual(result.metadata.memoryIds, []);
  });

  test('a floor of 0 sends every retrieved memory', async () => {
    const memories = fakeMemories({ retrieve: async () => ok(retrieved([hit({ id: 'a' }), hit({ id: 'zero', semanticScore: 0 })])) });
    const stream = recordingStream();
    const handler = createChatHandler({ access: fakeAccess(memories, { chatMinRelevance: 0 }), documents: new MemoryDocuments() });
    await handler(chatRequest('q', undefined, scriptedModel().model), chatContext, stream, chatToken());
    assert.equal(stream.references.length, 2);
  });

  test('no memories yet: says so plainly and still answers', async () => {
    const memories = fakeMemories({ retrieve: async () => ok(retrieved([])) });
    const { stream, model } = await run('q', undefined, memories);
    assert.match(stream.text(), /No saved memories match.*\/remember/s);
    assert.equal(model.requests.length, 1);
  });

  test('no Python: explains the problem and the fix, with a button, and calls no model', async () => {
    const access = fakeAccess(fail('PYTHON_NOT_FOUND', 'nothing found'));
    const { stream, result, model } = await run('q', undefined, fakeMemories(), scriptedModel(), access);
    assert.match(stream.text(), /No Python interpreter was found/);
    assert.match(stream.text(), /Set Up Python Environment/);
    assert.equal(stream.buttons[0]!.command, 'cogneeMemory.setupPython');
    assert.equal(model.requests.length, 0);
    assert.equal(result.metadata.errorCode, 'PYTHON_NOT_FOUND');
  });

  test('before the first Set Up: the one-time setup in plain words (size and time), with the Set Up button', async () => {
    const access = fakeAccess(fail('PYTHON_NOT_FOUND', 'nothing configured', false, { firstRun: true }));
    const { stream, model } = await run('q', undefined, fakeMemories(), scriptedModel(), access);
    assert.match(stream.text(), /^\*\*Cognee Chat Memory needs a one-time setup \(≈ \d+ MB download, ≈ \d+–\d+ minutes\)\.\*\*/);
    assert.match(stream.text(), /downloads its packages from PyPI/);
    assert.match(stream.text(), /cogneeMemory\.pythonPath/, 'the interpreter setting stays as a secondary hint');
    assert.doesNotMatch(stream.text(), /No Python interpreter|nothing configured/);
    assert.equal(stream.buttons[0]!.command, 'cogneeMemory.setupPython');
    assert.equal(model.requests.length, 0);
  });

  test('store locked: plain words and "try again"', async () => {
    const memories = fakeMemories({ retrieve: async () => fail('STORE_LOCKED', 'lock held by pid 4', true) });
    const { stream } = await run('q', undefined, memories);
    assert.match(stream.text(), /busy.*try again/is);
  });

  test('a model error is explained in the stream', async () => {
    const { stream, result } = await run('q', undefined, fakeMemories(), scriptedModel([], vscode.LanguageModelError.Blocked('quota exceeded')));
    assert.match(stream.text(), /could not answer.*quota exceeded/s);
    assert.equal(result.metadata.errorCode, 'Blocked');
  });

  test('an unexpected error is re-thrown for VS Code to show', async () => {
    await assert.rejects(run('q', undefined, fakeMemories(), scriptedModel([], new TypeError('bug'))), /bug/);
  });

  test('cancellation: the token reaches the bridge and nothing is explained', async () => {
    let seenToken: unknown;
    const memories = fakeMemories({ retrieve: async (_o, token) => ((seenToken = token), fail('CANCELLED', 'retrieve was cancelled.', true)) });
    const stream = recordingStream();
    const token = chatToken();
    token.cancel();
    await createChatHandler({ access: fakeAccess(memories), documents: new MemoryDocuments() })(chatRequest('q', undefined, scriptedModel().model), chatContext, stream, token);
    assert.equal(seenToken, token);
    assert.equal(stream.text(), '');
  });
});

describe('@memory: follow-ups', () => {
  const history = {
    history: [
      { prompt: 'which database do we use in tests?', participant: 'cogneeMemory.memory' },
      {
        participant: 'cogneeMemory.memory',
        response: [{ value: { value: 'SQLite.' } }, { value: { value: '\n\n**Memories used** (hover…):\n\n- [db]' } }],
        result: { metadata: { command: 'answer', memoryIds: ['db-1'], query: 'which database do we use in tests?' } },
      },
    ],
  } as unknown as vscode.ChatContext;

  test('a short follow-up retrieves with the earlier question, and the model sees the earlier turn first', async () => {
    const memories = fakeMemories();
    const model = scriptedModel(['Postgres.']);
    const stream = recordingStream();
    const result = (await createChatHandler({ access: fakeAccess(memories), documents: new MemoryDocuments() })(
      chatRequest('and in production?', undefined, model.model), history, stream, chatToken(),
    )) as MemoryChatResult;
    assert.deepEqual(memories.calls.retrieve, [[{ query: 'which database do we use in tests? and in production?' }]]);
    const sent = model.requests[0]!;
    assert.deepEqual(sent.slice(0, 2).map((m) => [m.role, m.content]), [
      ['user', 'which database do we use in tests?'],
      ['assistant', 'SQLite.\n\n(Memories used: db-1)'],
    ]);
    assert.ok(sent.at(-1)!.content.endsWith('and in production?'), 'the new question comes last');
    assert.equal(result.metadata.query, 'which database do we use in tests? and in production?');
  });
});

describe('@memory slash commands', () => {
  test('/remember #topic text stores an Active memory with that topic', async () => {
    const { stream, result, memories, model } = await run('#database We use SQLite in tests.', 'remember');
    assert.deepEqual(memories.calls.store, [[[{ text: 'We use SQLite in tests.', topic: 'database', status: 'Active' }]]]);
    assert.match(stream.text(), /Remembered “We use SQLite in tests\.” under the topic \*\*database\*\*/);
    assert.doesNotMatch(stream.text(), /mem-1/, 'words, not ids');
    assert.deepEqual(result.metadata.memoryIds, ['mem-1']);
    assert.equal(model.requests.length, 0);
  });

  test('/remember says which kinds of secret were removed before storing, never the secret', async () => {
    const memories = fakeMemories({
      ingest: async () => ok({ stored: ['mem-1'], possibleUpdates: [], autoSuperseded: [], merged: [], redactions: { count: 2, byType: { 'github-token': 1, password: 1 } } }),
    });
    const { stream } = await run('#ci token ghp_x and password=hunter2', 'remember', memories);
    assert.match(stream.text(), /Removed 2 secrets before storing \(github-token, password\)/);
    assert.doesNotMatch(stream.text(), /hunter2/);
  });

  test('/remember without text explains the syntax', async () => {
    const { stream, memories } = await run('  ', 'remember');
    assert.equal(memories.calls.store.length, 0);
    assert.match(stream.text(), /\/remember #database/);
  });

  test('parseRemember: the topic is optional', () => {
    assert.deepEqual(parseRemember('#api-v2 Use REST'), { topic: 'api-v2', text: 'Use REST' });
    assert.deepEqual(parseRemember('Use REST #later'), { text: 'Use REST #later' });
  });

  test('/explain shows one short entry per memory (no wide table) and calls no model', async () => {
    const memories = fakeMemories({ retrieve: async () => ok(retrieved([hit({ id: 'a|b', score: 0.42, text: 'We use *SQLite* in tests and Postgres in production, since 2024.' }), hit({ id: 'c' })])) });
    const { stream, model } = await run('which db', 'explain', memories);
    assert.equal(model.requests.length, 0);
    assert.doesNotMatch(stream.text(), /\|/, 'no table');
    assert.match(stream.text(), /^1\. \*\*0\.42\*\* database: We use \\\*SQLite\\\* in tests and Postgres in…  \n   _Active, 1 week ago: 0\.50 relevance × 0\.50 recency × 1\.00 status_$/m);
    assert.match(stream.text(), /^2\. \*\*0\.25\*\* database: We use SQLite for tests\./m);
    for (const line of stream.text().split('\n').filter((l) => /^\d+\. /.test(l))) assert.ok(line.length <= 80, `short enough for the default chat width: ${line}`);
    assert.match(stream.text(), /Half-life 7 days/);
  });


  test('/explain with no memories says how to add some', async () => {
    const { stream } = await run('which db', 'explain', fakeMemories({ retrieve: async () => ok(retrieved([])) }));
    assert.match(stream.text(), /No memories match yet/);
  });

  test('/compact without a topic lists topics, suggested first, with counts', async () => {
    const memories = fakeMemories({
      listTopics: async () => ok([
        { topic: 'ui', activeCount: 9, hasDecisionRecord: false, suggested: false },
        { topic: 'database', activeCount: 4, hasDecisionRecord: true, suggested: true },
      ]),
    });
    const { stream } = await run('', 'compact', memories);
    const text = stream.text();
    assert.ok(text.indexOf('**database**: 4 active') < text.indexOf('**ui**: 9 active'));
    assert.match(text, /\(suggested\)/);
  });

  test('/compact topic: the chat model writes the summary, the record is reported with Undo', async () => {
    const memories = fakeMemories({ retrieve: async () => ok(retrieved([hit({ id: 'm1', topic: 'database' }), hit({ id: 'x', topic: 'other' })])) });
    const { stream, model } = await run('database', 'compact', memories, scriptedModel(['Decision: SQLite.']));
    assert.equal(model.requests.length, 1);
    assert.match(model.requests[0]![0]!.content, /id m1/);
    assert.ok(!model.requests[0]![0]!.content.includes('id x'), 'only the topic’s memories');
    const [topic, options] = memories.calls.compact[0]! as [string, { summaryFile?: string }];
    assert.equal(topic, 'database');
    assert.ok(options.summaryFile, 'the summary is passed as a file');
    assert.match(stream.text(), /Compacted 2 memories about \*\*database\*\* into one decision record\./);
    assert.doesNotMatch(stream.text(), /dr-1/);
    assert.deepEqual(stream.buttons[0], { title: 'Undo', command: 'cogneeMemory.undoCompaction', arguments: ['dr-1'] });
  });

  test('/compact with nothing new says so, without an Undo button', async () => {
    const memories = fakeMemories({ compact: async () => ok({ recordId: 'dr-1', superseded: [], noop: true, message: 'Nothing new since the decision record dr-1; nothing was changed.', redactions: NO_REDACTIONS }) });
    const { stream } = await run('database', 'compact', memories, scriptedModel([]));
    assert.match(stream.text(), /Nothing new since the decision record dr-1/);
    assert.equal(stream.buttons.length, 0);
  });

  test('/compact of an unknown topic explains the error', async () => {
    const memories = fakeMemories({ compact: async () => fail('NOT_FOUND', "No topic 'nope'.") });
    const { stream } = await run('nope', 'compact', memories, scriptedModel([]));
    assert.match(stream.text(), /No topic 'nope'/);
  });
});
