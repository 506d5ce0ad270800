/**
 * Capturing a conversation into memories: "Remember Conversation" (palette, keybinding) asks
 * `@memory /remember` in the chat view; the chat turn drafts the memories, and its buttons land
 * here: save them as drafted, or edit each (text and topic; empty text skips it) before saving.
 */
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { draftToMemory, type MemoryDraft } from './capture';
import { COMMANDS, PARTICIPANT_NAME } from '../constants';
import { redactionNotice } from '../display/messages';
import { memoryName } from '../display/format';
import { vscodeApi } from '../vscodeapi';
import { showFailure, withNotification } from '../display/notify';
import { offerUpdates } from '../supersede/commands';

const isDraft = (d: unknown): d is MemoryDraft => !!d && typeof d === 'object' && typeof (d as MemoryDraft).text === 'string';
const draftsOf = (value: unknown): MemoryDraft[] =>
  (Array.isArray(value) ? value.filter(isDraft) : []).map((d) => ({
    ...d,
    decisions: d.decisions ?? [],
    rationale: d.rationale ?? [],
    openQuestions: d.openQuestions ?? [],
    references: d.references ?? [],
  }));

export async function saveDrafts(access: MemoryAccess, drafts: readonly MemoryDraft[]): Promise<string[] | undefined> {
  if (!drafts.length) return undefined;
  const opened = await access.open();
  if (!opened.ok) return void (await showFailure(opened.error));
  const stored = await withNotification(`Cognee Memory: storing ${drafts.length} memor${drafts.length === 1 ? 'y' : 'ies'}…`, (token) =>
    opened.value.ingest(drafts.map(draftToMemory), token),
  );
  if (!stored.ok) return void (await showFailure(stored.error));
  const { stored: ids, merged } = stored.value;
  // Never echo texts that held a secret: the stored ones have a placeholder instead.
  const names = stored.value.redactions.count ? 'see the Cognee Memories view' : drafts.map((d) => memoryName(d, 5)).join(', ');
  const repeats = merged.length ? ` (${merged.length} repeated a stored memory and ${merged.length === 1 ? 'was' : 'were'} merged into it)` : '';
  void vscodeApi.showInformationMessage(`Remembered the conversation as ${drafts.length} memor${drafts.length === 1 ? 'y' : 'ies'}: ${names}${repeats}.`);
  const redacted = redactionNotice(stored.value.redactions);
  if (redacted) void vscodeApi.showWarningMessage(redacted);
  await offerUpdates(access, opened.value, stored.value);
  return ids;
}

/** Each draft's text and topic in an input box, prefilled; an empty text drops that draft; Escape cancels all. */
export async function reviewDrafts(access: MemoryAccess, drafts: readonly MemoryDraft[]): Promise<string[] | undefined> {
  const kept: MemoryDraft[] = [];
  for (const [i, draft] of drafts.entries()) {
    const title = `Remember Conversation: memory ${i + 1} of ${drafts.length}`;
    const text = await vscodeApi.showInputBox({ title, prompt: 'The memory (leave empty to skip this one)', value: draft.text });
    if (text === undefined) return undefined;
    if (!text.trim()) continue;
    const topic = await vscodeApi.showInputBox({ title, prompt: 'Topic (optional)', value: draft.topic ?? '' });
    if (topic === undefined) return undefined;
    const { topic: _drafted, ...rest } = draft;
    kept.push({ ...rest, text: text.trim(), ...(topic.trim() ? { topic: topic.trim() } : {}) });
  }
  if (!kept.length) {
    void vscodeApi.showInformationMessage('Nothing was saved: every memory was left empty.');
    return undefined;
  }
  return saveDrafts(access, kept);
}

/** Opens the chat with `@memory /remember` (no text): the participant drafts memories from the conversation. */
export async function rememberConversation(): Promise<void> {
  await vscodeApi.executeCommand('workbench.action.chat.open', { query: `@${PARTICIPANT_NAME} /remember`, isPartialQuery: false });
}

export function registerCaptureCommands(context: vscode.ExtensionContext, access: MemoryAccess): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMANDS.rememberConversation, rememberConversation),
    vscode.commands.registerCommand(COMMANDS.saveDrafts, (drafts: unknown) => saveDrafts(access, draftsOf(drafts))),
    vscode.commands.registerCommand(COMMANDS.reviewDrafts, (drafts: unknown) => reviewDrafts(access, draftsOf(drafts))),
  );
}
