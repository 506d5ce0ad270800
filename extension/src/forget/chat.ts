/**
 * `@memory /forget ID [ID…]` or `/forget words`: shows what would be forgotten (ids) or the best
 * matches (words), each with a Forget button. Nothing is removed in the chat itself: the button
 * runs "Forget Memory…", which confirms in a modal that shows the text.
 */
import { firstWords, recordsNote } from './commands';
import { ageInWords } from '../display/age';
import { memoryName } from '../display/format';
import { COMMANDS } from '../constants';
import { ErrorCode } from '../backendClient/outcome';
import type { ChatTurn, MemoryChatResult } from '../chat/turn';

/** How many matches `/forget words` offers. */
const MATCHES = 5;

/** "- (topic) its text · 3 days ago": words, not ids (the buttons carry the ids). */
const line = (m: { topic?: string; text: string; ageDays?: number }): string =>
  `- ${m.topic ? `(${m.topic}) ` : ''}${firstWords(m.text, 200)}${m.ageDays !== undefined ? ` · ${ageInWords(m.ageDays)}` : ''}\n`;
/** "Forget “Buttons use the primary…”…" */
const forgetTitle = (m: { text: string }): string => `Forget ${memoryName(m)}…`;

export async function forget(turn: ChatTurn): Promise<MemoryChatResult> {
  const { request, stream, token, memories } = turn;
  const words = request.prompt.trim();
  if (!words) {
    stream.markdown('Tell me which memory to forget: `/forget mem-1234` (ids), or `/forget` and a few of its words.\n');
    return turn.result('INVALID_ARGUMENT');
  }
  const ids = words.split(/\s+/);
  stream.progress('Looking the memories up…');
  const plan = await memories.forget(ids, { dryRun: true }, token);
  if (plan.ok) {
    const note = recordsNote(plan.value);
    const also = note ? `\n${note}\n` : '';
    stream.markdown(`${plan.value.wouldForget.map(line).join('')}${also}`);
    const only = plan.value.wouldForget[0];
    stream.button({ title: ids.length === 1 && only ? forgetTitle(only) : `Forget these ${ids.length} memories…`, command: COMMANDS.forget, arguments: [ids] });
    return turn.result(undefined, ids);
  }
  if (plan.error.code !== ErrorCode.notFound) return turn.report(plan.error);
  const found = await memories.retrieve({ query: words, topK: MATCHES, includeSuperseded: true }, token);
  if (!found.ok) return turn.report(found.error);
  if (!found.value.results.length) {
    stream.markdown(`No memory has the id or matches “${words}”.\n`);
    return turn.result(ErrorCode.notFound);
  }
  // One Markdown part, then the buttons: VS Code folds a response's earlier parts into
  // "Completed N steps", which hid every match but the last when each had its own part.
  stream.markdown(`The closest matches for “${words}”:\n\n${found.value.results.map(line).join('')}`);
  for (const m of found.value.results) stream.button({ title: forgetTitle(m), command: COMMANDS.forget, arguments: [[m.id]] });
  return turn.result(undefined, found.value.results.map((m) => m.id));
}
