/**
 * The `@memory` chat participant: answers with the workspace's ranked memories as quoted context,
 * and the slash commands /explain (beside this module), /remember, /compact and /forget (each in the
 * folder of its feature).
 */
import * as vscode from 'vscode';
import { compact } from '../compaction/chat';
import { PARTICIPANT_ID } from '../constants';
import { forget } from '../forget/chat';
import { remember } from '../remember/chat';
import { answer } from './answer';
import { explainRanking } from './explain';
import type { FeedbackRecorder } from './feedback';
import { pastTurns } from './history';
import { turnEnd, type ChatTurn, type MemoryChatResult, type ParticipantDeps } from './turn';

export { FEEDBACK_EXTRA_CANDIDATES } from './relevance';
export { parseRemember } from '../remember/chat';
export type { MemoryChatResult, ParticipantDeps } from './turn';

type CommandHandler = (turn: ChatTurn) => Promise<MemoryChatResult>;

/** The handler of a slash command; anything else (no command included) is answered as a question. */
function handlerFor(command: string): CommandHandler {
  switch (command) {
    case 'remember':
      return remember;
    case 'compact':
      return compact;
    case 'explain':
      return explainRanking;
    case 'forget':
      return forget;
    default:
      return answer;
  }
}

export function createChatHandler(deps: ParticipantDeps): vscode.ChatRequestHandler {
  return async (request, context, stream, token): Promise<MemoryChatResult> => {
    const command = request.command ?? 'answer';
    const end = turnEnd(command, stream, token);
    // The session's first call waits for the backend to load Cognee: say so, with how long it took last time.
    stream.progress(deps.access.warmingUp?.() ?? 'Opening the workspace memory…');
    const opened = await deps.access.open();
    if (!opened.ok) return end.report(opened.error);
    const turn: ChatTurn = { ...end, request, stream, token, deps, memories: opened.value, settings: deps.access.settings(), history: pastTurns(context) };
    return handlerFor(command)(turn);
  };
}

/** 👍/👎 on an answer → a rating of the memories it used (answers without a retrieval id are ignored). */
export function createFeedbackHandler(recorder: FeedbackRecorder): (feedback: vscode.ChatResultFeedback) => void {
  return (feedback) => {
    const retrievalId = (feedback.result.metadata as MemoryChatResult['metadata'] | undefined)?.retrievalId;
    recorder.rated(typeof retrievalId === 'string' ? retrievalId : undefined, feedback.kind === vscode.ChatResultFeedbackKind.Helpful);
  };
}

export function registerParticipant(context: vscode.ExtensionContext, deps: ParticipantDeps): void {
  const participant = vscode.chat.createChatParticipant(PARTICIPANT_ID, createChatHandler(deps));
  participant.iconPath = new vscode.ThemeIcon('database');
  context.subscriptions.push(participant);
  if (deps.feedback) context.subscriptions.push(participant.onDidReceiveFeedback(createFeedbackHandler(deps.feedback)));
}
