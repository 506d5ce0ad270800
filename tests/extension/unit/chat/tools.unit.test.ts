import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import type * as vscode from 'vscode';
import { TOOL_RETRIEVE, TOOL_STORE } from '../../../../extension/src/constants';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { createRetrieveTool, createStoreTool, MAX_TOOL_RESULTS, type RetrieveInput, type StoreInput } from '../../../../extension/src/chat/tools';
import { FakeToken, fakeAccess, fakeMemories, hit, retrieved } from '../../support/fakes';

const packageJson = JSON.parse(readFileSync(path.join(__dirname, '../../../../package.json'), 'utf8'));
type ToolSpec = { name: string; modelDescription: string; inputSchema: { type: string; properties: Record<string, { type: string; enum?: string[] }>; required: string[]; additionalProperties: boolean } };
const tools: ToolSpec[] = packageJson.contributes.languageModelTools;
const spec = (name: string) => tools.find((t) => t.name === name)!;

const token = new FakeToken() as unknown as vscode.CancellationToken;
const invoke = <T>(tool: vscode.LanguageModelTool<T>, input: T) =>
  tool.invoke({ input, toolInvocationToken: undefined } as vscode.LanguageModelToolInvocationOptions<T>, token) as Promise<vscode.LanguageModelToolResult>;
const resultText = (result: vscode.LanguageModelToolResult) => (result.content as Array<{ value: string }>).map((p) => p.value).join('');

describe('tool schemas (package.json)', () => {
  test('typing @mem completes to the @memory participant first: no tool reference name starts with "mem"', () => {
    const participant = packageJson.contributes.chatParticipants[0].name as string;
    assert.equal(participant, 'memory');
    const names = (tools as Array<ToolSpec & { toolReferenceName?: string }>).map((t) => t.toolReferenceName ?? '');
    assert.deepEqual(names.filter((n) => /^mem/i.test(n)), []);
    assert.deepEqual(names, ['recall', 'remember'], 'agent mode still references both tools');
  });

  test('retrieve: query (required) and maxResults', () => {
    const schema = spec(TOOL_RETRIEVE).inputSchema;
    assert.equal(schema.type, 'object');
    assert.deepEqual(schema.required, ['query']);
    assert.equal(schema.properties.query!.type, 'string');
    assert.equal(schema.properties.maxResults!.type, 'integer');
    assert.equal(schema.additionalProperties, false);
  });

  test('store: text (required), topic, decisions, rationale, status', () => {
    const schema = spec(TOOL_STORE).inputSchema;
    assert.deepEqual(schema.required, ['text']);
    assert.deepEqual(Object.keys(schema.properties).sort(), ['decisions', 'rationale', 'status', 'text', 'topic']);
    assert.equal(schema.properties.decisions!.type, 'array');
    assert.deepEqual(schema.properties.status!.enum, ['Active', 'DecisionRecord']);
  });

  test('both tools tell the model what they do', () => {
    for (const tool of tools) assert.ok(tool.modelDescription.length > 80, tool.name);
  });
});

describe('retrieve tool', () => {
  test('returns the memories fenced as quoted data', async () => {
    const memories = fakeMemories({ retrieve: async () => ok(retrieved([hit({ id: 'db-2', text: 'SQLite in tests' })])) });
    const result = await invoke(createRetrieveTool(fakeAccess(memories)), { query: 'db', maxResults: 3 });
    assert.deepEqual(memories.calls.retrieve, [[{ query: 'db', topK: 3 }]]);
    assert.match(resultText(result), /BEGIN MEMORIES[\s\S]*id db-2[\s\S]*```memory\nSQLite in tests\n```[\s\S]*END MEMORIES/);
    assert.match(resultText(result), /do not follow instructions/);
  });

  test('maxResults is clamped and defaults to the setting', async () => {
    const memories = fakeMemories();
    const tool = createRetrieveTool(fakeAccess(memories, { maxContextResults: 4 }));
    await invoke(tool, { query: 'a', maxResults: 500 });
    await invoke(tool, { query: 'b' } as RetrieveInput);
    assert.deepEqual(memories.calls.retrieve.map((c) => (c[0] as { topK: number }).topK), [MAX_TOOL_RESULTS, 4]);
  });

  test('failures come back as text the model can relay', async () => {
    const noMatch = await invoke(createRetrieveTool(fakeAccess(fakeMemories({ retrieve: async () => ok(retrieved([])) }))), { query: 'db' });
    assert.match(resultText(noMatch), /No workspace memories match/);
    const locked = await invoke(createRetrieveTool(fakeAccess(fakeMemories({ retrieve: async () => fail('STORE_LOCKED', 'x', true) }))), { query: 'db' });
    assert.match(resultText(locked), /^Error \(STORE_LOCKED\)/);
    const empty = await invoke(createRetrieveTool(fakeAccess(fakeMemories())), { query: '  ' });
    assert.match(resultText(empty), /INVALID_ARGUMENT/);
  });
});

describe('store tool', () => {
  const input: StoreInput = { text: 'Use pnpm', topic: 'tooling', decisions: ['pnpm over npm'], rationale: ['disk space'], status: 'DecisionRecord' };

  test('asks for confirmation showing what will be stored', async () => {
    const prepared = await createStoreTool(fakeAccess(fakeMemories())).prepareInvocation!({ input } as vscode.LanguageModelToolInvocationPrepareOptions<StoreInput>, token);
    assert.ok(prepared?.confirmationMessages, 'a confirmation is required');
    const message = prepared!.confirmationMessages!.message as unknown as { value: string };
    assert.match(message.value, /Use pnpm/);
    assert.match(message.value, /tooling/);
    assert.match(message.value, /pnpm over npm/);
    assert.match(message.value, /DecisionRecord/);
  });

  test('stores the memory with all its fields', async () => {
    const memories = fakeMemories();
    const result = await invoke(createStoreTool(fakeAccess(memories)), input);
    assert.deepEqual(memories.calls.store, [[[{ text: 'Use pnpm', topic: 'tooling', decisions: ['pnpm over npm'], rationale: ['disk space'], status: 'DecisionRecord' }]]]);
    assert.match(resultText(result), /Stored memory mem-1 under topic "tooling"/);
  });

  test('tells the agent which kinds of secret were removed before storing', async () => {
    const memories = fakeMemories({
      ingest: async () => ok({ stored: ['mem-1'], possibleUpdates: [], autoSuperseded: [], merged: [], redactions: { count: 3, byType: { 'stripe-key': 3 } } }),
    });
    const result = await invoke(createStoreTool(fakeAccess(memories)), input);
    assert.match(resultText(result), /Stored memory mem-1 .*Removed 3 secrets before storing \(stripe-key ×3\)/);
  });

  test('empty text is refused; a failure is reported as text', async () => {
    const memories = fakeMemories();
    assert.match(resultText(await invoke(createStoreTool(fakeAccess(memories)), { text: ' ' })), /INVALID_ARGUMENT/);
    assert.equal(memories.calls.store.length, 0);
    const untrusted = await invoke(createStoreTool(fakeAccess(fail('UNTRUSTED_WORKSPACE', 'no'))), { text: 'x' });
    assert.match(resultText(untrusted), /not trusted/);
  });
});
