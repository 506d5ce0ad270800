import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type * as vscode from 'vscode';
import { buildCapturePrompt, draftToMemory, parseDrafts } from '../../../../extension/src/remember/capture';
import { rememberConversation, reviewDrafts, saveDrafts } from '../../../../extension/src/remember/captureCommands';
import { PARTICIPANT_NAME } from '../../../../extension/src/constants';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { createChatHandler, type MemoryChatResult } from '../../../../extension/src/chat/participant';
import { chatRequest, chatToken, recordingStream, scriptedModel } from '../../support/chat';
import { fakeAccess, fakeMemories } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

const packageJson = JSON.parse(readFileSync(path.join(__dirname, '../../../../package.json'), 'utf8'));

const REPLY = 'Here you go:\n```json\n{"memories": [{"text": "We use SQLite in tests and Postgres in production.", "topic": "database", "decisions": ["SQLite in tests"], "rationale": ["fast CI"], "open_questions": ["Which Postgres version?"], "references": ["src/db.ts"]}, {"text": "CI runs on GitHub Actions.", "topic": "ci"}]}\n```';

describe('capture: drafts from the model', () => {
  test('parseDrafts reads the JSON (fenced or not), fills missing lists, drops empty texts', () => {
    const drafts = parseDrafts(REPLY);
    assert.equal(drafts.length, 2);
    assert.deepEqual(drafts[0], {
      text: 'We use SQLite in tests and Postgres in production.', topic: 'database',
      decisions: ['SQLite in tests'], rationale: ['fast CI'], openQuestions: ['Which Postgres version?'], references: ['src/db.ts'],
    });
    assert.deepEqual(drafts[1], { text: 'CI runs on GitHub Actions.', topic: 'ci', decisions: [], rationale: [], openQuestions: [], references: [] });
    assert.deepEqual(parseDrafts('{"memories": [{"text": "  "}, {"topic": "x"}]}'), []);
    assert.deepEqual(parseDrafts('I could not find anything.'), []);
    assert.deepEqual(parseDrafts('{not json}'), []);
  });

  test('a draft becomes an Active memory with every structured field ingest reads', () => {
    assert.deepEqual(draftToMemory(parseDrafts(REPLY)[0]!), {
      text: 'We use SQLite in tests and Postgres in production.', status: 'Active', topic: 'database',
      decisions: ['SQLite in tests'], rationale: ['fast CI'], open_questions: ['Which Postgres version?'], references: ['src/db.ts'],
    });
  });

  test('the prompt quotes the conversation as data and asks for JSON', () => {
    const prompt = buildCapturePrompt('User: which db?\nAssistant: SQLite.');
    assert.match(prompt, /QUOTED DATA/);
    assert.match(prompt, /"open_questions"/);
    assert.match(prompt, /BEGIN CONVERSATION\nUser: which db\?\nAssistant: SQLite\.\nEND CONVERSATION/);
  });
});

describe('capture: /remember with no text', () => {
  const history = {
    history: [
      { prompt: 'which database do we use in tests?', participant: 'cogneeMemory.memory' },
      { participant: 'cogneeMemory.memory', response: [{ value: { value: 'SQLite.' } }], result: { metadata: { command: 'answer' } } },
    ],
  } as unknown as vscode.ChatContext;

  test('drafts memories from the conversation with the chat model, shows them, stores nothing until confirmed', async () => {
    const memories = fakeMemories();
    const model = scriptedModel([REPLY]);
    const stream = recordingStream();
    const result = (await createChatHandler({ access: fakeAccess(memories), documents: new MemoryDocuments() })(
      chatRequest('', 'remember', model.model), history, stream, chatToken(),
    )) as MemoryChatResult;
    assert.match(model.requests[0]![0]!.content, /User: which database do we use in tests\?\nAssistant: SQLite\./);
    assert.equal(memories.calls.ingest.length, 0, 'nothing stored before confirmation');
    assert.match(stream.text(), /Drafted 2 memories.*Nothing is saved yet/s);
    assert.match(stream.text(), /\*\*1\. #database\*\*: We use SQLite in tests and Postgres in production\.\n   - _Decisions:_ SQLite in tests\n   - _Rationale:_ fast CI\n   - _Open questions:_ Which Postgres version\?\n   - _Files:_ src\/db\.ts/);
    assert.deepEqual(stream.buttons.map((b) => [b.title, b.command]), [['Save all 2', 'cogneeMemory.saveDrafts'], ['Edit, then save…', 'cogneeMemory.reviewDrafts']]);
    assert.equal((stream.buttons[0]!.arguments![0] as unknown[]).length, 2);
    assert.equal(result.metadata.errorCode, undefined);
  });

  test('no conversation yet: explains both ways of using /remember, calls no model', async () => {
    const model = scriptedModel();
    const stream = recordingStream();
    await createChatHandler({ access: fakeAccess(fakeMemories()), documents: new MemoryDocuments() })(chatRequest(' ', 'remember', model.model), { history: [] } as unknown as vscode.ChatContext, stream, chatToken());
    assert.equal(model.requests.length, 0);
    assert.match(stream.text(), /\/remember #database.*summarises the conversation/s);
  });

  test('a reply without drafts says nothing was saved', async () => {
    const stream = recordingStream();
    const result = (await createChatHandler({ access: fakeAccess(fakeMemories()), documents: new MemoryDocuments() })(chatRequest('', 'remember', scriptedModel(['Nothing to keep.']).model), history, stream, chatToken())) as MemoryChatResult;
    assert.match(stream.text(), /Nothing was saved/);
    assert.equal(stream.buttons.length, 0);
    assert.equal(result.metadata.errorCode, 'NOTHING_TO_CAPTURE');
  });
});

describe('capture: saving', () => {
  test('Save stores every draft in one ingest and says where', async (t) => {
    const ui = scriptUi(t);
    const memories = fakeMemories({ store: async () => ({ ok: true, value: ['m-1', 'm-2'] }) });
    const ids = await saveDrafts(fakeAccess(memories), parseDrafts(REPLY));
    assert.deepEqual(ids, ['m-1', 'm-2']);
    assert.equal((memories.calls.store[0]![0] as unknown[]).length, 2);
    assert.equal(ui.info[0], 'Remembered the conversation as 2 memories: “We use SQLite in tests…”, “CI runs on GitHub Actions.”.');
  });

  test('Edit: each text and topic prefilled; an empty text skips that draft', async (t) => {
    const ui = scriptUi(t, { inputs: ['We use SQLite in tests.', 'db', ''] });
    const memories = fakeMemories();
    await reviewDrafts(fakeAccess(memories), parseDrafts(REPLY));
    const stored = memories.calls.store[0]![0] as Array<Record<string, unknown>>;
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.text, 'We use SQLite in tests.');
    assert.equal(stored[0]!.topic, 'db');
    assert.deepEqual(stored[0]!.open_questions, ['Which Postgres version?']);
    assert.equal(ui.inputPrompts.length, 3);
  });

  test('Edit: Escape cancels everything', async (t) => {
    scriptUi(t, { inputs: [undefined] });
    const memories = fakeMemories();
    assert.equal(await reviewDrafts(fakeAccess(memories), parseDrafts(REPLY)), undefined);
    assert.equal(memories.calls.store.length, 0);
  });

  test('Remember Conversation opens the chat with @memory /remember; it has a keybinding', async (t) => {
    const ui = scriptUi(t);
    await rememberConversation();
    assert.deepEqual(ui.executed, ['workbench.action.chat.open']);
    assert.equal(packageJson.contributes.chatParticipants[0].name, PARTICIPANT_NAME);
    assert.ok(packageJson.contributes.keybindings.some((k: { command: string }) => k.command === 'cogneeMemory.rememberConversation'));
  });
});
