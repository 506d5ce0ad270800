/**
 * Keeping memories current: "Supersede Memory…", "Restore Superseded Memory…", and the notice shown
 * after storing a memory that looks like an update of an older one (one click: Supersede or Compact).
 */
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { COMMANDS } from '../constants';
import type { IngestResult, PossibleUpdate, RestoreResult, SupersedeResult } from '../backendClient/contract';
import type { Memories } from '../backendClient/memoryclient';
import { COMPACT, describeAuto, describeSuggestion, RESTORE, REVIEW_SUCCESSOR, SUPERSEDE } from '../display/messages';
import { vscodeApi } from '../vscodeapi';
import { showFailure, withNotification } from '../display/notify';

/** The suggestions worth a notice: likely updates, best first, at most `limit`. */
export function updateSuggestions(result: IngestResult, limit = 2): PossibleUpdate[] {
  return result.possibleUpdates
    .filter((u) => u.kind === 'updates' && !result.autoSuperseded.some((a) => a.old === u.id && a.new === u.newId))
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, limit);
}

async function openMemories(access: MemoryAccess, memories?: Memories): Promise<Memories | undefined> {
  if (memories) return memories;
  const opened = await access.open();
  if (!opened.ok) return void (await showFailure(opened.error));
  return opened.value;
}

export async function supersedeMemory(access: MemoryAccess, oldId?: string, newId?: string, memories?: Memories): Promise<SupersedeResult | undefined> {
  const older = oldId ?? (await vscodeApi.showInputBox({
    title: 'Supersede Memory (1/2)', prompt: 'The id of the memory that is out of date', placeHolder: 'e.g. mem-3f0c…',
    validateInput: (v) => (v.trim() ? undefined : 'Enter a memory id.'),
  }))?.trim();
  if (!older) return undefined;
  const newer = newId ?? (await vscodeApi.showInputBox({
    title: 'Supersede Memory (2/2)', prompt: `The id of the memory that replaces ${older}`,
    validateInput: (v) => (!v.trim() ? 'Enter a memory id.' : v.trim() === older ? 'A memory cannot supersede itself.' : undefined),
  }))?.trim();
  if (!newer) return undefined;
  const client = await openMemories(access, memories);
  if (!client) return undefined;
  const done = await withNotification(`Cognee Memory: superseding ${older}…`, (token) => client.supersede(older, newer, {}, token));
  if (!done.ok) return void (await showFailure(done.error));
  if (done.value.noop) {
    void vscodeApi.showInformationMessage(done.value.message ?? `${older} was already superseded by ${newer}.`);
    return done.value;
  }
  const choice = await vscodeApi.showInformationMessage(
    `${older} is now superseded by ${newer}; it is kept and still found with “include superseded”.`, RESTORE,
  );
  if (choice === RESTORE) await restoreSupersededMemory(access, older, client);
  return done.value;
}

export async function restoreSupersededMemory(access: MemoryAccess, id?: string, memories?: Memories): Promise<RestoreResult | undefined> {
  const target = id ?? (await vscodeApi.showInputBox({
    title: 'Restore Superseded Memory', prompt: 'The id of the superseded memory to make current again',
    validateInput: (v) => (v.trim() ? undefined : 'Enter a memory id.'),
  }))?.trim();
  if (!target) return undefined;
  const client = await openMemories(access, memories);
  if (!client) return undefined;
  const done = await withNotification(`Cognee Memory: restoring ${target}…`, (token) => client.restoreSuperseded(target, token));
  if (!done.ok) return void (await showFailure(done.error));
  void vscodeApi.showInformationMessage(`Restored ${target} (${done.value.status ?? 'no status'}).`);
  return done.value;
}

/**
 * A partial update: show the rewritten successor (the older memory's untouched facts plus the new
 * statement) for editing; once confirmed, store it and supersede the older memory by it. The older
 * memory stays restorable; nothing is stored when the box is dismissed or emptied.
 */
export async function storeSuccessor(access: MemoryAccess, oldId: string, successor: string, topic?: string, memories?: Memories): Promise<string | undefined> {
  const text = (await vscodeApi.showInputBox({
    title: `Successor of ${oldId}`, value: successor,
    prompt: `It keeps the facts of ${oldId} that the new memory does not change. Edit it, then press Enter to store it; ${oldId} becomes superseded by it.`,
    validateInput: (v) => (v.trim() ? undefined : 'Enter the successor text.'),
  }))?.trim();
  if (!text) return undefined;
  const client = await openMemories(access, memories);
  if (!client) return undefined;
  const stored = await withNotification('Cognee Memory: storing the successor…', (token) => client.ingest([{ text, ...(topic ? { topic } : {}), status: 'Active' }], token));
  if (!stored.ok) return void (await showFailure(stored.error));
  const id = stored.value.stored[0];
  if (!id) return undefined;
  await supersedeMemory(access, oldId, id, client);
  return id;
}

/**
 * After storing: list what `auto` superseded (with Restore), and offer each likely update as a
 * notice with one-click Supersede or Compact Topic. Resolves when the notices are answered.
 */
export async function offerUpdates(access: MemoryAccess, memories: Memories, result: IngestResult): Promise<void> {
  for (const auto of result.autoSuperseded) {
    const choice = await vscodeApi.showInformationMessage(describeAuto(auto), RESTORE);
    if (choice === RESTORE) await restoreSupersededMemory(access, auto.old, memories);
  }
  for (const suggestion of updateSuggestions(result)) {
    // A partial update is never one click: superseding would hide the facts it leaves untouched.
    const first = suggestion.partial ? REVIEW_SUCCESSOR : SUPERSEDE;
    const buttons = suggestion.topic ? [first, COMPACT] : [first];
    const choice = await vscodeApi.showInformationMessage(describeSuggestion(suggestion), ...buttons);
    if (choice === SUPERSEDE) await supersedeMemory(access, suggestion.id, suggestion.newId, memories);
    if (choice === REVIEW_SUCCESSOR && suggestion.partial) await storeSuccessor(access, suggestion.id, suggestion.partial.successor, suggestion.topic, memories);
    if (choice === COMPACT && suggestion.topic) await vscodeApi.executeCommand(COMMANDS.compactTopic, suggestion.topic);
  }
}

export function registerSupersedeCommands(context: vscode.ExtensionContext, access: MemoryAccess): void {
  const id = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMANDS.supersede, (oldId: unknown, newId: unknown) => supersedeMemory(access, id(oldId), id(newId))),
    vscode.commands.registerCommand(COMMANDS.restoreSuperseded, (memoryId: unknown) => restoreSupersededMemory(access, id(memoryId))),
    vscode.commands.registerCommand(COMMANDS.storeSuccessor, (oldId: unknown, successor: unknown, topic: unknown) => {
      const older = id(oldId);
      const text = id(successor);
      return older && text ? storeSuccessor(access, older, text, id(topic)) : undefined;
    }),
  );
}
