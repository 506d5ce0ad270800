/** What every `@memory` command handler is given: one chat request, the open memories, and how a turn ends. */
import type * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import type { PastTurn } from './conversation';
import type { FeedbackRecorder } from './feedback';
import type { Memories } from '../backendClient/memoryclient';
import type { MemoryDocuments } from '../memoryView/documents';
import { explain } from '../display/messages';
import type { MemoryError } from '../backendClient/outcome';
import type { Settings } from '../settings';

export interface ParticipantDeps {
  access: MemoryAccess;
  documents: MemoryDocuments;
  /** Records what answers used and how they were rated (absent: no feedback is recorded). */
  feedback?: FeedbackRecorder;
}

export interface MemoryChatResult extends vscode.ChatResult {
  /** `retrievalId` ties a later 👍/👎 on this answer to the memories it used. */
  metadata: { command: string; errorCode?: string; memoryIds?: string[]; retrievalId?: string; query?: string };
}

/** How a turn ends: with its result, or with an expected failure shown in plain words. */
export interface TurnEnd {
  /** `query`: what the turn retrieved with, so a later follow-up can build on it. */
  result(errorCode?: string, memoryIds?: string[], retrievalId?: string, query?: string): MemoryChatResult;
  /** Shows the problem, its fix and a fix button (nothing once the user cancelled), then ends with its code. */
  report(error: MemoryError): MemoryChatResult;
}

/** One chat request to a command handler, with the workspace memory already open. */
export interface ChatTurn extends TurnEnd {
  request: vscode.ChatRequest;
  stream: vscode.ChatResponseStream;
  token: vscode.CancellationToken;
  deps: ParticipantDeps;
  memories: Memories;
  settings: Settings;
  /** This participant's earlier turns in the conversation, oldest first. */
  history: PastTurn[];
}

export function turnEnd(command: string, stream: vscode.ChatResponseStream, token: vscode.CancellationToken): TurnEnd {
  const result = (errorCode?: string, memoryIds?: string[], retrievalId?: string, query?: string): MemoryChatResult => ({
    metadata: {
      command,
      ...(errorCode ? { errorCode } : {}),
      ...(memoryIds ? { memoryIds } : {}),
      ...(retrievalId ? { retrievalId } : {}),
      ...(query ? { query } : {}),
    },
  });
  const report = (error: MemoryError): MemoryChatResult => {
    if (token.isCancellationRequested) return result(error.code);
    const { problem, fix, action } = explain(error);
    stream.markdown(`**${problem}**\n\n${fix}\n`);
    if (action) stream.button({ title: action.title, command: action.command });
    return result(error.code);
  };
  return { result, report };
}
