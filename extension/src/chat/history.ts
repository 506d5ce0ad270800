/** The participant's own earlier turns, read from the chat context (`context.history`) as plain PastTurns. */
import type * as vscode from 'vscode';
import type { PastTurn } from './conversation';
import { MEMORIES_USED_MARK } from '../display/format';
import type { MemoryChatResult } from './turn';

type HistoryTurn = vscode.ChatRequestTurn | vscode.ChatResponseTurn;

const isRequest = (t: HistoryTurn): t is vscode.ChatRequestTurn => 'prompt' in t;

/** The Markdown an answer streamed (references, buttons and progress are left out). */
function responseText(turn: vscode.ChatResponseTurn): string {
  return turn.response
    .map((part) => {
      const value = (part as { value?: unknown }).value;
      if (typeof value === 'string') return value;
      return value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'string' ? (value as { value: string }).value : '';
    })
    .join('');
}

/** Request/response pairs, oldest first; a request without its response keeps an empty answer. */
export function pastTurns(context: vscode.ChatContext): PastTurn[] {
  const turns: PastTurn[] = [];
  for (const entry of context.history as readonly HistoryTurn[]) {
    if (isRequest(entry)) {
      turns.push({ question: entry.prompt, ...(entry.command ? { command: entry.command } : {}), answer: '', memoryIds: [] });
      continue;
    }
    const last = turns.at(-1);
    if (!last || last.answer) continue;
    const metadata = (entry.result.metadata ?? {}) as Partial<MemoryChatResult['metadata']>;
    // The "Memories used" list under an answer is for people; the ids follow from the metadata.
    last.answer = responseText(entry).split(MEMORIES_USED_MARK)[0] ?? '';
    last.memoryIds = Array.isArray(metadata.memoryIds) ? metadata.memoryIds : [];
    if (typeof metadata.query === 'string') last.query = metadata.query;
  }
  return turns;
}
