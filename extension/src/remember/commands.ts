/** "Remember Selection" and "Remember…": store a memory from the editor or from an input box. */
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { COMMANDS } from '../constants';
import type { NewMemory } from '../backendClient/contract';
import { redactionNotice } from '../display/messages';
import { memoryName } from '../display/format';
import { vscodeApi } from '../vscodeapi';
import { showFailure, withNotification } from '../display/notify';
import { offerUpdates } from '../supersede/commands';

async function askTopic(suggestion: string): Promise<string | undefined> {
  return vscodeApi.showInputBox({
    title: 'Topic (optional)',
    prompt: 'Memories with the same topic are grouped, and can later be compacted into one decision record.',
    value: suggestion,
    placeHolder: 'e.g. database',
  });
}

export async function store(access: MemoryAccess, memory: NewMemory, resource?: vscode.Uri): Promise<string[] | undefined> {
  const opened = await access.open(resource);
  if (!opened.ok) {
    await showFailure(opened.error);
    return undefined;
  }
  const stored = await withNotification('Cognee Memory: storing…', (token) => opened.value.ingest([memory], token));
  if (!stored.ok) {
    await showFailure(stored.error);
    return undefined;
  }
  const { stored: ids, merged } = stored.value;
  // Never echo a text that held a secret: the stored one has a placeholder instead.
  const name = stored.value.redactions.count ? 'the memory' : memoryName(memory);
  const what = ids.length || !merged.length ? `Remembered ${name}` : `${name.charAt(0).toUpperCase()}${name.slice(1)} repeats a stored memory, so it was merged into it`;
  void vscodeApi.showInformationMessage(`${what}${memory.topic ? ` (topic: ${memory.topic})` : ''}.`);
  const redacted = redactionNotice(stored.value.redactions);
  if (redacted) void vscodeApi.showWarningMessage(redacted);
  await offerUpdates(access, opened.value, stored.value, stored.value.redactions.count ? undefined : memoryName({ text: memory.text, ageDays: 0 }));
  return ids;
}

export async function rememberText(access: MemoryAccess): Promise<string[] | undefined> {
  const text = await vscodeApi.showInputBox({
    title: 'Remember…',
    prompt: 'What should the workspace memory keep? (a decision, a fact, a convention)',
    placeHolder: 'e.g. We use SQLite for local development and tests.',
    validateInput: (value) => (value.trim() ? undefined : 'Enter some text to remember.'),
  });
  if (!text?.trim()) return undefined;
  const topic = await askTopic('');
  if (topic === undefined) return undefined;
  return store(access, { text: text.trim(), status: 'Active', ...(topic.trim() ? { topic: topic.trim() } : {}) });
}

export async function rememberSelection(access: MemoryAccess): Promise<string[] | undefined> {
  const editor = vscodeApi.activeTextEditor();
  const text = editor?.document.getText(editor.selection).trim();
  if (!editor || !text) {
    void vscodeApi.showWarningMessage('Select some text in an editor first, then run "Remember Selection" again.');
    return undefined;
  }
  const file = editor.document.uri;
  const topic = await askTopic(path.basename(file.fsPath, path.extname(file.fsPath)));
  if (topic === undefined) return undefined;
  const folder = vscodeApi.getWorkspaceFolder(file);
  const reference = folder ? path.relative(folder.uri.fsPath, file.fsPath) : file.fsPath;
  return store(
    access,
    { text, status: 'Active', references: [reference], ...(topic.trim() ? { topic: topic.trim() } : {}) },
    file,
  );
}

export function registerRememberCommands(context: vscode.ExtensionContext, access: MemoryAccess): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMANDS.remember, () => rememberText(access)),
    vscode.commands.registerCommand(COMMANDS.rememberSelection, () => rememberSelection(access)),
  );
}
