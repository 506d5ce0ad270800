/**
 * "Forget Memory…" and "Edit Memory…": pick a memory from a search, confirm in a modal that shows
 * its text, then forget it for good or replace its text. Both are exported for other callers (the
 * chat's `/forget` button, a memory tree view) with the ids already chosen.
 */
import * as vscode from 'vscode';
import { accessFor, type MemoryAccess } from '../access';
import { COMMANDS } from '../constants';
import type { EditResult, ForgetResult, MemoryHit, MemoryPreview } from '../backendClient/contract';
import type { Memories } from '../backendClient/memoryclient';
import { redactionNotice } from '../display/messages';
import { ageInWords } from '../display/age';
import { memoryName } from '../display/format';
import { vscodeApi } from '../vscodeapi';
import { showFailure, withNotification } from '../display/notify';
import { uriArgument } from '../workspaceFolders';

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
    label: firstWords(m.text), description: [m.topic, m.status ?? 'no status', ageInWords(m.ageDays)].filter(Boolean).join(' · '), memory: m,
  }));
  return (await vscodeApi.showQuickPick(items, { title, placeHolder: 'Pick the memory', matchOnDescription: true }))?.memory;
}

/**
 * What Forget cannot reach: VS Code keeps its own chat history, outside the store. A chat turn
 * that saved the memory (`/remember`) or showed it still holds its words there.
 */
export const CHAT_HISTORY_NOTE =
  "VS Code's own chat history is not part of the store: a chat in which this memory was saved (/remember) or quoted still shows its words until you delete that chat.";

/** What happens to the decision records made from the memories, in words ('' when none). */
export function recordsNote(plan: ForgetResult): string {
  const dropped = plan.droppedRecords.length;
  const rebuilt = Object.keys(plan.records).filter((id) => !plan.droppedRecords.includes(id)).length;
  const notes = [];
  if (rebuilt) notes.push(rebuilt === 1 ? 'The decision record made from it is rebuilt without its words.' : `${rebuilt} decision records made from them are rebuilt without their words.`);
  if (dropped) notes.push(`${dropped === 1 ? 'A decision record' : `${dropped} decision records`} that cannot be rebuilt without them ${dropped === 1 ? 'is' : 'are'} deleted; the other memories ${dropped === 1 ? 'it' : 'they'} summarised become current again.`);
  return notes.join(' ');
}

function describeForget(previews: readonly MemoryPreview[], plan: ForgetResult): string {
  const texts = previews.map((m) => `${m.topic ? `(${m.topic}) ` : ''}${m.text}`).join('\n\n');
  const note = recordsNote(plan);
  const also = note ? `\n\n${note}` : '';
  return `${texts}${also}\n\nThis cannot be undone. ${CHAT_HISTORY_NOTE}`;
}

/** "“Buttons use the primary…”" for one memory, "3 memories" for more. */
function forgetNoun(previews: readonly MemoryPreview[], count: number): string {
  return count === 1 && previews[0] ? memoryName(previews[0]) : `${count} memories`;
}

/** Forget the given memories (or one picked from a search) after a modal confirmation. */
export async function forgetMemories(access: MemoryAccess, ids?: readonly string[], memories?: Memories): Promise<ForgetResult | undefined> {
  const client = await openMemories(access, memories);
  if (!client) return undefined;
  const chosen = ids?.length ? [...ids] : [(await pickMemory(client, 'Forget Memory'))?.id].filter((id): id is string => !!id);
  if (!chosen.length) return undefined;
  const plan = await withNotification('Cognee Memory: checking…', (token) => client.forget(chosen, { dryRun: true }, token));
  if (!plan.ok) return void (await showFailure(plan.error));
  const noun = forgetNoun(plan.value.wouldForget, chosen.length);
  if ((await vscodeApi.showModal(`Forget ${noun} for good?`, describeForget(plan.value.wouldForget, plan.value), FORGET)) !== FORGET) return undefined;
  const done = await withNotification(`Cognee Memory: forgetting ${noun}…`, (token) => client.forget(chosen, {}, token));
  if (!done.ok) return void (await showFailure(done.error));
  const restored = Object.keys(done.value.restored).length;
  const forgotten = done.value.forgotten.length === chosen.length ? noun : `${done.value.forgotten.length} memories`;
  void vscodeApi.showInformationMessage(
    `Forgot ${forgotten}; no copy is left in the store (VS Code's chat history is separate).` +
      (restored ? ` The ${restored === 1 ? 'memory it summarised is' : `${restored} memories it summarised are`} current again.` : ''),
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
  const name = picked?.text ? memoryName({ text: picked.text }) : 'this memory';
  const text = (await vscodeApi.showInputBox({
    title: `Edit Memory ${name}`, prompt: 'The new text (status, topic and dates are kept)', value: picked?.text,
    validateInput: (v) => (v.trim() ? undefined : 'The text cannot be empty; use Forget Memory… to remove a memory.'),
  }))?.trim();
  if (!text || text === picked?.text) return undefined;
  const detail = `${picked ? `Before:\n${picked.text}\n\n` : ''}After:\n${text}\n\nThe old text leaves no copy in the store.`;
  if ((await vscodeApi.showModal(`Replace the text of ${name}?`, detail, SAVE)) !== SAVE) return undefined;
  const done = await withNotification(`Cognee Memory: editing ${name}…`, (token) => client.edit(target, text, token));
  if (!done.ok) return void (await showFailure(done.error));
  const redacted = redactionNotice(done.value.redactions);
  const now = memoryName({ text });
  void vscodeApi.showInformationMessage(done.value.noop ? `${now} already had this text.` : `Saved the new text: ${now}.${redacted ? ` ${redacted}` : ''}`);
  return done.value;
}

export function registerForgetCommands(context: vscode.ExtensionContext, access: MemoryAccess): void {
  const ids = (value: unknown): string[] | undefined => {
    const list = Array.isArray(value) ? value : [value];
    const found = list.filter((v): v is string => typeof v === 'string' && !!v.trim()).map((v) => v.trim());
    return found.length ? found : undefined;
  };
  context.subscriptions.push(
    // A trailing folder URI (the memory view's menus pass it): the memory is in that folder's store.
    vscode.commands.registerCommand(COMMANDS.forget, (memoryIds: unknown, folder: unknown) =>
      forgetMemories(accessFor(access, uriArgument(folder)), ids(memoryIds)),
    ),
    vscode.commands.registerCommand(COMMANDS.edit, (memoryId: unknown, text: unknown, folder: unknown) => {
      const id = ids(memoryId)?.[0];
      return editMemory(accessFor(access, uriArgument(folder)), id ? { id, text: typeof text === 'string' ? text : undefined } : undefined);
    }),
  );
}
