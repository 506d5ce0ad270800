/**
 * `@memory /remember #topic text`: stores a memory, then shows what it superseded or may update.
 * `/remember` alone drafts memories from the conversation for the user to confirm or edit.
 */
import * as vscode from 'vscode';
import { buildCapturePrompt, draftsMarkdown, parseDrafts } from './capture';
import { updateSuggestions } from '../supersede/commands';
import { COMMANDS } from '../constants';
import type { IngestResult } from '../backendClient/contract';
import { transcript } from '../chat/conversation';
import { describeAuto, describeSuggestion, olderName, redactionNotice, restoreTitle, REVIEW_SUCCESSOR, supersedeTitle } from '../display/messages';
import { memoryName } from '../display/format';
import { pendingFrom, pendingUpdates } from '../supersede/pending';
import type { ChatTurn, MemoryChatResult } from '../chat/turn';

/** `/remember #topic text`: an optional leading #topic. */
export function parseRemember(prompt: string): { topic?: string; text: string } {
  const match = /^\s*#([\p{L}\p{N}_.\-/]+)\s+([\s\S]*)$/u.exec(prompt);
  return match ? { topic: match[1], text: (match[2] ?? '').trim() } : { text: prompt.trim() };
}

export async function remember(turn: ChatTurn): Promise<MemoryChatResult> {
  const { request, stream, token, memories } = turn;
  const { topic, text } = parseRemember(request.prompt);
  if (!text) return captureConversation(turn);
  stream.progress('Storing the memory…');
  const stored = await memories.ingest([{ text, ...(topic ? { topic } : {}), status: 'Active' }], token);
  if (!stored.ok) return turn.report(stored.error);
  const ids = stored.value.stored;
  const merged = stored.value.merged[0];
  const said =
    merged && !ids.length
      ? 'This repeats a memory already stored, so it was merged into it.\n'
      // Never echo a text that held a secret: the stored one has a placeholder instead.
      : `Remembered ${stored.value.redactions.count ? 'it' : memoryName({ text })}${topic ? ` under the topic **${topic}**` : ' (tip: start with `#topic` to group related memories)'}.\n`;
  const redacted = redactionNotice(stored.value.redactions);
  const notices = updateNotices(stored.value, memoryName({ text, ageDays: 0 }));
  // One Markdown part, then the buttons: VS Code folds a response's earlier parts into
  // "Completed N steps", which would hide the notices the buttons belong to.
  stream.markdown(`${said}${redacted ? `\n⚠️ ${redacted}\n` : ''}${notices.markdown}`);
  for (const button of notices.buttons) stream.button(button);
  return turn.result(undefined, ids);
}

/** `/remember` with no text: the chat model drafts memories from this conversation; buttons save or edit them. */
async function captureConversation(turn: ChatTurn): Promise<MemoryChatResult> {
  const { request, stream, token, history } = turn;
  if (!history.length) {
    stream.markdown(
      'Tell me what to remember, e.g. `/remember #database We use SQLite in tests.`\n\n' +
        'Or, after talking with `@memory`, `/remember` alone summarises the conversation into memories for you to confirm.\n',
    );
    return turn.result('INVALID_ARGUMENT');
  }
  stream.progress('Summarising this conversation into memories (the chat model drafts them)…');
  let reply = '';
  try {
    const response = await request.model.sendRequest(
      [vscode.LanguageModelChatMessage.User(buildCapturePrompt(transcript(history)))],
      { justification: 'Cognee Memory summarises this conversation into memories you confirm before saving.' },
      token,
    );
    for await (const fragment of response.text) reply += fragment;
  } catch (err) {
    if (err instanceof vscode.LanguageModelError) {
      stream.markdown(`**The chat model could not summarise the conversation:** ${err.message}\n`);
      return turn.result(err.code || 'MODEL_ERROR');
    }
    throw err;
  }
  const drafts = parseDrafts(reply);
  if (!drafts.length) {
    stream.markdown('The chat model found nothing worth remembering in this conversation (or did not reply in the expected form). Nothing was saved.\n');
    return turn.result('NOTHING_TO_CAPTURE');
  }
  stream.markdown(
    `Drafted ${drafts.length} memor${drafts.length === 1 ? 'y' : 'ies'} from this conversation. **Nothing is saved yet**; secrets are removed when saving.\n\n${draftsMarkdown(drafts)}\n`,
  );
  stream.button({ title: drafts.length === 1 ? 'Save' : `Save all ${drafts.length}`, command: COMMANDS.saveDrafts, arguments: [drafts] });
  stream.button({ title: 'Edit, then save…', command: COMMANDS.reviewDrafts, arguments: [drafts] });
  return turn.result();
}

/**
 * What the `auto` policy superseded (with Restore), then each likely update (Supersede, or Review
 * Successor for a partial one; Compact for a topic), as Markdown and the buttons to show after it.
 * Buttons name memories by their words; the suggestions are kept as pending too, since a restored
 * chat's buttons no longer work.
 */
function updateNotices(ingested: IngestResult, newName: string): { markdown: string; buttons: vscode.Command[] } {
  const lines: string[] = [];
  const buttons: vscode.Command[] = [];
  for (const auto of ingested.autoSuperseded) {
    lines.push(describeAuto(auto));
    buttons.push({ title: restoreTitle(auto), command: COMMANDS.restoreSuperseded, arguments: [auto.old, olderName(auto)] });
  }
  const suggestions = updateSuggestions(ingested);
  void pendingUpdates.add(suggestions.map(pendingFrom));
  for (const suggestion of suggestions) {
    lines.push(describeSuggestion(suggestion));
    // A partial update is never one click: superseding would hide the facts it leaves untouched.
    if (suggestion.partial) {
      buttons.push({
        title: REVIEW_SUCCESSOR, command: COMMANDS.storeSuccessor,
        arguments: [suggestion.id, suggestion.partial.successor, suggestion.topic, olderName(suggestion)],
      });
    } else {
      buttons.push({ title: supersedeTitle(suggestion), command: COMMANDS.supersede, arguments: [suggestion.id, suggestion.newId, { old: olderName(suggestion), new: newName }] });
    }
    const compact = `Compact “${suggestion.topic}”`;
    if (suggestion.topic && !buttons.some((b) => b.title === compact)) buttons.push({ title: compact, command: COMMANDS.compactTopic, arguments: [suggestion.topic] });
  }
  if (suggestions.length) lines.push('_Also kept under **Possible updates** in the Cognee Memories view (Explorer)._');
  return { markdown: lines.map((line) => `\n${line}\n`).join(''), buttons };
}
