/** Recording fakes for the chat API: a response stream, a request with a scripted model. */
import type * as vscode from 'vscode';
import { FakeToken } from './fakes';

export interface RecordingStream {
  markdown: string[];
  progress: string[];
  /** The progress messages (reading `progress` through the stream gives the ChatResponseStream method). */
  progressMessages: string[];
  references: Array<{ toString(): string }>;
  buttons: vscode.Command[];
  text(): string;
}

export function recordingStream(): RecordingStream & vscode.ChatResponseStream {
  const progress: string[] = [];
  const stream = {
    markdown: [] as string[],
    progress,
    progressMessages: progress,
    references: [] as Array<{ toString(): string }>,
    buttons: [] as vscode.Command[],
    text() {
      return stream.markdown.join('');
    },
  };
  const api = {
    markdown: (value: string | { value: string }) => void stream.markdown.push(typeof value === 'string' ? value : value.value),
    progress: (value: string) => void stream.progress.push(value),
    reference: (value: { toString(): string }) => void stream.references.push(value),
    button: (command: vscode.Command) => void stream.buttons.push(command),
  };
  return new Proxy(stream, {
    get: (target, key) => (key in api && typeof (target as Record<string | symbol, unknown>)[key] !== 'function' ? api[key as keyof typeof api] : (target as Record<string | symbol, unknown>)[key]),
  }) as unknown as RecordingStream & vscode.ChatResponseStream;
}

export interface ScriptedModel {
  model: vscode.LanguageModelChat;
  /** The messages of each sendRequest call. */
  requests: Array<Array<{ role: string; content: string }>>;
}

/** A model that answers every request with `fragments` (or throws `error`). */
export function scriptedModel(fragments: string[] = ['The answer.'], error?: Error): ScriptedModel {
  const requests: ScriptedModel['requests'] = [];
  const model = {
    id: 'fake',
    name: 'Fake',
    vendor: 'test',
    family: 'fake',
    version: '1',
    maxInputTokens: 100_000,
    async sendRequest(messages: Array<{ role: string; content: string }>) {
      requests.push(messages);
      if (error) throw error;
      return {
        text: (async function* () {
          for (const f of fragments) yield f;
        })(),
      };
    },
    countTokens: async () => 0,
  } as unknown as vscode.LanguageModelChat;
  return { model, requests };
}

export function chatRequest(prompt: string, command: string | undefined, model: vscode.LanguageModelChat): vscode.ChatRequest {
  return { prompt, command, model, references: [], toolReferences: [], toolInvocationToken: undefined } as unknown as vscode.ChatRequest;
}

export const chatContext = { history: [] } as unknown as vscode.ChatContext;

export function chatToken(): FakeToken & vscode.CancellationToken {
  return new FakeToken() as FakeToken & vscode.CancellationToken;
}
