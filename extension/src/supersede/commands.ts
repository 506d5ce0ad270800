/**
 * Keeping memories current: "Supersede Memory…", "Restore Superseded Memory…", and the notice shown
 * after storing a memory that looks like an update of an older one (one click: Supersede or Compact).
 * People pick and read memories by their first words and age; ids stay between the code and the CLIs.
 */
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { ageInWords } from '../display/age';
import { COMMANDS } from '../constants';
import type { IngestResult, MemoryHit, PossibleUpdate, RestoreResult, SupersedeResult } from '../backendClient/contract';
import type { Memories } from '../backendClient/memoryclient';
import { memoryName, memoryTitle, statusLabel } from '../display/format';
import { COMPACT, describeAuto, describeSuggestion, olderName, RESTORE, REVIEW_SUCCESSOR, SUPERSEDE } from '../display/messages';
import { successorCandidates } from '../memoryView/tree';
import { vscodeApi } from '../vscodeapi';
import { showFailure, withNotification } from '../display/notify';
import { pendingFrom, pendingUpdates } from './pending';

/** How the older and the newer memory are named to people (memoryName); looked up when not given. */
export interface MemoryNames {
  old?: string;
  new?: string;
}

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

/** Every memory in the store (for pickers and names); undefined after showing why not. */
async function listAll(client: Memories): Promise<MemoryHit[] | undefined> {
  const listed = await withNotification('Cognee Memory: listing memories…', (token) => client.listMemories(token));
  if (!listed.ok) return void (await showFailure(listed.error));
  return listed.value;
}

/** Fill in the names not given, from the store's listing ("a memory" when it does not know the id). */
async function complete(client: Memories, oldId: string, newId: string | undefined, names: MemoryNames): Promise<Required<MemoryNames>> {
  if (names.old && (names.new || !newId)) return { old: names.old, new: names.new ?? '' };
  const listed = await client.listMemories();
  const name = (id: string | undefined): string | undefined => {
    const hit = listed.ok && id ? listed.value.find((m) => m.id === id) : undefined;
    return hit ? memoryName(hit) : undefined;
  };
  return { old: names.old ?? name(oldId) ?? 'the older memory', new: names.new ?? name(newId) ?? 'the newer memory' };
}

/** A quick pick of memories by their words: "database: We use SQLite…", "Active · 3 days ago". */
export function memoryItems(hits: readonly MemoryHit[]): Array<vscode.QuickPickItem & { hit: MemoryHit }> {
  return hits.map((hit) => ({ label: memoryTitle(hit, 10), description: `${statusLabel(hit)} · ${ageInWords(hit.ageDays)}`, hit }));
}

async function pick(hits: readonly MemoryHit[], title: string, placeHolder: string): Promise<MemoryHit | undefined> {
  return (await vscodeApi.showQuickPick(memoryItems(hits), { title, placeHolder, matchOnDescription: true }))?.hit;
}

/** The palette's way: the outdated memory from the current ones, then its successor (same topic first). */
async function pickPair(client: Memories): Promise<[MemoryHit, MemoryHit] | undefined> {
  const all = await listAll(client);
  if (!all) return undefined;
  const current = all.filter((m) => statusLabel(m) !== 'Superseded').sort((a, b) => a.ageDays - b.ageDays);
  if (current.length < 2) {
    void vscodeApi.showInformationMessage('Superseding needs two current memories: the outdated one and the one that replaces it. Save the newer one first.');
    return undefined;
  }
  const older = await pick(current, 'Supersede Memory (1/2)', 'The memory that is out of date');
  if (!older) return undefined;
  const newer = await pick(successorCandidates(older, all), 'Supersede Memory (2/2)', `The memory that replaces ${memoryName(older)}`);
  return newer ? [older, newer] : undefined;
}

export async function supersedeMemory(
  access: MemoryAccess, oldId?: string, newId?: string, memories?: Memories, names: MemoryNames = {},
): Promise<SupersedeResult | undefined> {
  const client = await openMemories(access, memories);
  if (!client) return undefined;
  let older = oldId;
  let newer = newId;
  let given = names;
  if (!older || !newer) {
    const pair = await pickPair(client);
    if (!pair) return undefined;
    [older, newer] = [pair[0].id, pair[1].id];
    given = { old: memoryName(pair[0]), new: memoryName(pair[1]) };
  }
  const named = await complete(client, older, newer, given);
  const [o, n] = [older, newer];
  const done = await withNotification(`Cognee Memory: superseding ${named.old}…`, (token) => client.supersede(o, n, {}, token));
  if (!done.ok) return void (await showFailure(done.error));
  void pendingUpdates.remove({ id: o, newId: n });
  if (done.value.noop) {
    void vscodeApi.showInformationMessage(`${named.old} was already superseded by ${named.new}.`);
    return done.value;
  }
  const choice = await vscodeApi.showInformationMessage(
    `${named.old} is now superseded by ${named.new}; it is kept and still found with “include superseded”.`, RESTORE,
  );
  if (choice === RESTORE) await restoreSupersededMemory(access, o, client, named.old);
  return done.value;
}

export async function restoreSupersededMemory(access: MemoryAccess, id?: string, memories?: Memories, name?: string): Promise<RestoreResult | undefined> {
  const client = await openMemories(access, memories);
  if (!client) return undefined;
  let target = id;
  let named = name;
  if (!target) {
    const all = await listAll(client);
    if (!all) return undefined;
    const superseded = all.filter((m) => statusLabel(m) === 'Superseded').sort((a, b) => a.ageDays - b.ageDays);
    if (!superseded.length) return void vscodeApi.showInformationMessage('No memory is superseded, so there is nothing to restore.');
    const chosen = await pick(superseded, 'Restore Superseded Memory', 'The superseded memory to make current again');
    if (!chosen) return undefined;
    [target, named] = [chosen.id, memoryName(chosen)];
  }
  const label = named ?? (await complete(client, target, undefined, {})).old;
  const t = target;
  const done = await withNotification(`Cognee Memory: restoring ${label}…`, (token) => client.restoreSuperseded(t, token));
  if (!done.ok) return void (await showFailure(done.error));
  void vscodeApi.showInformationMessage(`Restored ${label} (${done.value.status ?? 'no status'}).`);
  return done.value;
}

/**
 * A partial update: show the rewritten successor (the older memory's untouched facts plus the new
 * statement) for editing; once confirmed, store it and supersede the older memory by it. The older
 * memory stays restorable; nothing is stored when the box is dismissed or emptied.
 */
export async function storeSuccessor(
  access: MemoryAccess, oldId: string, successor: string, topic?: string, memories?: Memories, oldName?: string,
): Promise<string | undefined> {
  const older = oldName ?? 'the older memory';
  const text = (await vscodeApi.showInputBox({
    title: `Successor of ${older}`, value: successor,
    prompt: `It keeps the facts of ${older} that the new memory does not change. Edit it, then press Enter to store it; the older memory becomes superseded by it.`,
    validateInput: (v) => (v.trim() ? undefined : 'Enter the successor text.'),
  }))?.trim();
  if (!text) return undefined;
  const client = await openMemories(access, memories);
  if (!client) return undefined;
  const stored = await withNotification('Cognee Memory: storing the successor…', (token) => client.ingest([{ text, ...(topic ? { topic } : {}), status: 'Active' }], token));
  if (!stored.ok) return void (await showFailure(stored.error));
  const id = stored.value.stored[0];
  if (!id) return undefined;
  await supersedeMemory(access, oldId, id, client, { ...(oldName ? { old: oldName } : {}), new: memoryName({ text, ageDays: 0 }) });
  return id;
}

/**
 * After storing: list what `auto` superseded (with Restore), and offer each likely update as a
 * notice with one-click Supersede or Compact Topic. The suggestions are also kept as pending
 * (the Memories view's "Possible updates") until accepted or dismissed. Resolves when the notices are answered.
 */
export async function offerUpdates(access: MemoryAccess, memories: Memories, result: IngestResult, newName?: string): Promise<void> {
  const suggestions = updateSuggestions(result);
  await pendingUpdates.add(suggestions.map(pendingFrom));
  for (const auto of result.autoSuperseded) {
    const choice = await vscodeApi.showInformationMessage(describeAuto(auto), RESTORE);
    if (choice === RESTORE) await restoreSupersededMemory(access, auto.old, memories, auto.text ? olderName(auto) : undefined);
  }
  for (const suggestion of suggestions) {
    // A partial update is never one click: superseding would hide the facts it leaves untouched.
    const first = suggestion.partial ? REVIEW_SUCCESSOR : SUPERSEDE;
    const buttons = suggestion.topic ? [first, COMPACT] : [first];
    const choice = await vscodeApi.showInformationMessage(describeSuggestion(suggestion), ...buttons);
    if (choice === SUPERSEDE) {
      await supersedeMemory(access, suggestion.id, suggestion.newId, memories, { old: olderName(suggestion), ...(newName ? { new: newName } : {}) });
    }
    if (choice === REVIEW_SUCCESSOR && suggestion.partial) {
      await storeSuccessor(access, suggestion.id, suggestion.partial.successor, suggestion.topic, memories, olderName(suggestion));
    }
    if (choice === COMPACT && suggestion.topic) await vscodeApi.executeCommand(COMMANDS.compactTopic, suggestion.topic);
  }
}

export function registerSupersedeCommands(context: vscode.ExtensionContext, access: MemoryAccess): void {
  const id = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const names = (value: unknown): MemoryNames => {
    const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    return { ...(id(v.old) ? { old: id(v.old) } : {}), ...(id(v.new) ? { new: id(v.new) } : {}) };
  };
  context.subscriptions.push(
    // Chat buttons pass the ids and how to name the memories: (oldId, newId, {old, new}).
    vscode.commands.registerCommand(COMMANDS.supersede, (oldId: unknown, newId: unknown, named: unknown) =>
      supersedeMemory(access, id(oldId), id(newId), undefined, names(named))),
    vscode.commands.registerCommand(COMMANDS.restoreSuperseded, (memoryId: unknown, name: unknown) =>
      restoreSupersededMemory(access, id(memoryId), undefined, id(name))),
    vscode.commands.registerCommand(COMMANDS.storeSuccessor, (oldId: unknown, successor: unknown, topic: unknown, oldName: unknown) => {
      const older = id(oldId);
      const text = id(successor);
      return older && text ? storeSuccessor(access, older, text, id(topic), undefined, id(oldName)) : undefined;
    }),
  );
}
