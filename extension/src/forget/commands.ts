/**
 * "Forget Memory…" and "Edit Memory…": pick a memory from a search, confirm in a modal that shows
 * its text, then forget it for good or replace its text. Both are exported for other callers (the
 * chat's `/forget` button, a memory tree view) with the ids already chosen.
 */
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { COMMANDS } from '../constants';
import type { EditResult, ForgetResult, MemoryHit, MemoryPreview } from '../backendClient/contract';
import type { Memories } from '../backendClient/memoryclient';
import { redactionNotice } from '../display/messages';
import { vscodeApi } from '../vscodeapi';
import { showFailure, withNotification } from '../display/notify';

export const FORGET = 'Forget';
export const SAVE = 'Save';
/** How many memories a search offers to pick from. */
const PICK_LIMIT = 20;

async function openMemories(access: MemoryAccess, memories?: Memories): Promise<Memories | undefined> {
  if (memories) return memories;
  const opened = await access.open();
  if (!opened.ok) return void (await showFailure(opened.error));
  return opened.value;
}

/** The first words of a text, on one line. */
export function firstWords(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Ask for words, search (superseded memories included) and let the user pick one memory. */
export async function pickMemory(memories: Memories, title: string): Promise<MemoryHit | undefined> {
  const query = (await vscodeApi.showInputBox({
    title, prompt: 'Words from the memory (a search over all memories, superseded ones included)',
    validateInput: (v) => (v.trim() ? undefined : 'Enter a few words.'),
  }))?.trim();
  if (!query) return undefined;
  const found = await withNotification('Cognee Memory: searching…', (token) =>
    memories.retrieve({ query, topK: PICK_LIMIT, includeSuperseded: true }, token));
  if (!found.ok) return void (await showFailure(found.error));
  if (!found.value.results.length) return void (await vscodeApi.showInformationMessage(`No memory matches “${query}”.`));
  const items = found.value.results.map((m) => ({
    label: firstWords(m.text), description: [m.topic, m.status ?? 'no status'].filter(Boolean).join(' · '), detail: m.id, memory: m,
  }));
  return (await vscodeApi.showQuickPick(items, { title, placeHolder: 'Pick the memory', matchOnDescription: true, matchOnDetail: true }))?.memory;
}

/** What happens to the decision records made from the memories ('' when none). */
export function recordsNote(plan: ForgetResult): string {
  const dropped = plan.droppedRecords;
  const rebuilt = Object.keys(plan.records).filter((id) => !dropped.includes(id));
  const notes = [];
  if (rebuilt.length) notes.push(`The decision record ${rebuilt.join(', ')} is rebuilt without its words.`);
  if (dropped.length) notes.push(`The decision record ${dropped.join(', ')} is deleted (it cannot be rebuilt without them); its other memories become current again.`);
  return notes.join(' ');
}

function describeForget(previews: readonly MemoryPreview[], plan: ForgetResult): string {
  const texts = previews.map((m) => `${m.id}${m.topic ? ` (${m.topic})` : ''}:\n${m.text}`).join('\n\n');
  const note = recordsNote(plan);
  const also = note ? `\n\n${note}` : '';
  return `${texts}${also}\n\nThis cannot be undone.`;
}

/** Forget the given memories (or one picked from a search) after a modal confirmation. */
export async function forgetMemories(access: MemoryAccess, ids?: readonly string[], memories?: Memories): Promise<ForgetResult | undefined> {
  const client = await openMemories(access, memories);
  if (!client) return undefined;
  const chosen = ids?.length ? [...ids] : [(await pickMemory(client, 'Forget Memory'))?.id].filter((id): id is string => !!id);
  if (!chosen.length) return undefined;
  const plan = await withNotification('Cognee Memory: checking…', (token) => client.forget(chosen, { dryRun: true }, token));
  if (!plan.ok) return void (await showFailure(plan.error));
  const noun = chosen.length === 1 ? `memory ${chosen[0]}` : `${chosen.length} memories`;
  if ((await vscodeApi.showModal(`Forget ${noun} for good?`, describeForget(plan.value.wouldForget, plan.value), FORGET)) !== FORGET) return undefined;
  const done = await withNotification(`Cognee Memory: forgetting ${noun}…`, (token) => client.forget(chosen, {}, token));
  if (!done.ok) return void (await showFailure(done.error));
  const restored = Object.keys(done.value.restored);
  void vscodeApi.showInformationMessage(
    `Forgot ${done.value.forgotten.join(', ')}; no copy is left in the store.` +
      (restored.length ? ` Its sources ${restored.join(', ')} are current again.` : ''),
  );
  return done.value;
}

/**
 * Replace a memory's text after a modal confirmation: the given memory (its current text, when
 * known, fills the input box), or one picked from a search.
 */
export async function editMemory(access: MemoryAccess, memory?: { id: string; text?: string }, memories?: Memories): Promise<EditResult | undefined> {
  const client = await openMemories(access, memories);
  if (!client) return undefined;
  const picked = memory ?? (await pickMemory(client, 'Edit Memory'));
  const target = picked?.id;
  if (!target) return undefined;
  const text = (await vscodeApi.showInputBox({
    title: `Edit Memory ${target}`, prompt: 'The new text (status, topic and dates are kept)', value: picked?.text,
    validateInput: (v) => (v.trim() ? undefined : 'The text cannot be empty; use Forget Memory… to remove a memory.'),
  }))?.trim();
  if (!text || text === picked?.text) return undefined;
  const detail = `${picked ? `Before:\n${picked.text}\n\n` : ''}After:\n${text}\n\nThe old text leaves no copy in the store.`;
  if ((await vscodeApi.showModal(`Replace the text of ${target}?`, detail, SAVE)) !== SAVE) return undefined;
  const done = await withNotification(`Cognee Memory: editing ${target}…`, (token) => client.edit(target, text, token));
  if (!done.ok) return void (await showFailure(done.error));
  const redacted = redactionNotice(done.value.redactions);
  void vscodeApi.showInformationMessage(done.value.noop ? `${target} already had this text.` : `Saved the new text of ${target}.${redacted ? ` ${redacted}` : ''}`);
  return done.value;
}

export function registerForgetCommands(context: vscode.ExtensionContext, access: MemoryAccess): void {
  const ids = (value: unknown): string[] | undefined => {
    const list = Array.isArray(value) ? value : [value];
    const found = list.filter((v): v is string => typeof v === 'string' && !!v.trim()).map((v) => v.trim());
    return found.length ? found : undefined;
  };
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMANDS.forget, (memoryIds: unknown) => forgetMemories(access, ids(memoryIds))),
    vscode.commands.registerCommand(COMMANDS.edit, (memoryId: unknown, text: unknown) => {
      const id = ids(memoryId)?.[0];
      return editMemory(access, id ? { id, text: typeof text === 'string' ? text : undefined } : undefined);
    }),
  );
}
