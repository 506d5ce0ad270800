/** `@memory /remember #topic text`: stores a memory, then shows what it superseded or may update. */
import type * as vscode from 'vscode';
import { updateSuggestions } from '../commands/supersede';
import { COMMANDS } from '../constants';
import type { IngestResult } from '../contract';
import { describeAuto, describeSuggestion, redactionNotice } from '../messages';
import type { ChatTurn, MemoryChatResult } from './turn';

/** `/remember #topic text`: an optional leading #topic. */
export function parseRemember(prompt: string): { topic?: string; text: string } {
  const match = /^\s*#([\p{L}\p{N}_.\-/]+)\s+([\s\S]*)$/u.exec(prompt);
  return match ? { topic: match[1], text: (match[2] ?? '').trim() } : { text: prompt.trim() };
}

export async function remember(turn: ChatTurn): Promise<MemoryChatResult> {
  const { request, stream, token, memories } = turn;
  const { topic, text } = parseRemember(request.prompt);
  if (!text) {
    stream.markdown('Tell me what to remember, e.g. `/remember #database We use SQLite in tests.`\n');
    return turn.result('INVALID_ARGUMENT');
  }
  stream.progress('Storing the memory…');
  const stored = await memories.ingest([{ text, ...(topic ? { topic } : {}), status: 'Active' }], token);
  if (!stored.ok) return turn.report(stored.error);
  const ids = stored.value.stored;
  const merged = stored.value.merged[0];
  stream.markdown(
    merged && !ids.length
      ? `This repeats \`${merged.into}\`, so it was merged into it.\n`
      : `Remembered as \`${ids[0] ?? '?'}\`${topic ? ` under the topic **${topic}**` : ' (tip: start with `#topic` to group related memories)'}.\n`,
  );
  const redacted = redactionNotice(stored.value.redactions);
  if (redacted) stream.markdown(`\n⚠️ ${redacted}\n`);
  showUpdateNotices(stream, stored.value);
  return turn.result(undefined, ids);
}

/** What the `auto` policy superseded (with Restore), then each likely update (Supersede, or Review Successor for a partial one; Compact for a topic). */
function showUpdateNotices(stream: vscode.ChatResponseStream, ingested: IngestResult): void {
  for (const auto of ingested.autoSuperseded) {
    stream.markdown(`\n${describeAuto(auto)}\n`);
    stream.button({ title: `Restore ${auto.old}`, command: COMMANDS.restoreSuperseded, arguments: [auto.old] });
  }
  for (const suggestion of updateSuggestions(ingested)) {
    stream.markdown(`\n${describeSuggestion(suggestion)}\n`);
    // A partial update is never one click: superseding would hide the facts it leaves untouched.
    if (suggestion.partial) {
      stream.button({ title: 'Review Successor…', command: COMMANDS.storeSuccessor, arguments: [suggestion.id, suggestion.partial.successor, suggestion.topic] });
    } else {
      stream.button({ title: `Supersede ${suggestion.id}`, command: COMMANDS.supersede, arguments: [suggestion.id, suggestion.newId] });
    }
    if (suggestion.topic) stream.button({ title: `Compact “${suggestion.topic}”`, command: COMMANDS.compactTopic, arguments: [suggestion.topic] });
  }
}
