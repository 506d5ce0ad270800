/**
 * Which workspace folder a memory call is for. Each folder has its own store, so with several
 * folders open (a multi-root workspace) every call must pick one: the folder of the resource it
 * names, else the folder of the active editor, else (only when several folders are open) the one
 * the user picks from a list, kept for later calls that no editor decides. With one folder open it
 * is that folder. Every place that needs a folder asks here.
 */
import * as vscode from 'vscode';
import { vscodeApi } from './vscodeapi';

/** The folder last picked from the list (its URI), for calls that no editor decides. */
let picked: string | undefined;

/** The open workspace folders, in the order VS Code lists them. */
export function openFolders(): readonly vscode.WorkspaceFolder[] {
  return vscodeApi.workspaceFolders();
}

/** More than one folder is open: stores are per folder, and the memory view lists each under its name. */
export function isMultiRoot(): boolean {
  return openFolders().length > 1;
}

/**
 * The folder a call is for, without asking: the resource's folder, else the active editor's, else
 * the only folder, else the folder picked earlier; undefined when several are open and none decides.
 */
export function folderOf(resource?: vscode.Uri): vscode.WorkspaceFolder | undefined {
  const folders = openFolders();
  for (const candidate of [resource, vscodeApi.activeTextEditor()?.document.uri]) {
    const folder = candidate ? vscodeApi.getWorkspaceFolder(candidate) : undefined;
    if (folder) return folder;
  }
  if (folders.length === 1) return folders[0];
  return folders.find((folder) => folder.uri.toString() === picked);
}

/**
 * The folder a call is for, asking with a quick pick when several folders are open and no resource,
 * editor or earlier pick decides. Undefined when no folder is open or the pick was dismissed.
 */
export async function chooseFolder(resource?: vscode.Uri): Promise<vscode.WorkspaceFolder | undefined> {
  const known = folderOf(resource);
  const folders = openFolders();
  if (known || folders.length < 2) return known;
  const choice = await vscodeApi.showQuickPick(
    folders.map((folder) => ({ label: folder.name, description: folder.uri.fsPath, folder })),
    { title: 'Which folder’s memories?', placeHolder: 'Each folder has its own memories; an open editor of a folder chooses it without asking' },
  );
  if (choice) picked = choice.folder.uri.toString();
  return choice?.folder;
}

/** Forget the folder picked from the list (the next undecided call asks again). */
export function clearPickedFolder(): void {
  picked = undefined;
}

/** A command's folder argument (a tree node's actions pass their folder's URI), or undefined. */
export function uriArgument(value: unknown): vscode.Uri | undefined {
  return value instanceof vscode.Uri ? value : undefined;
}
