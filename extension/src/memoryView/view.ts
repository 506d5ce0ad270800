/**
 * The "Cognee Memories" view in the Explorer: topics → memories (status icon, first words, age);
 * with several folders open, each folder's topics under a node with the folder's name.
 * Click opens a memory in full; the context menus supersede (the successor picked from a list),
 * restore, and compact a topic. Refreshes after every write made through the extension.
 */
import * as vscode from 'vscode';
import { accessFor, type MemoryAccess } from '../access';
import { COMMANDS, MEMORY_VIEW_ID } from '../constants';
import type { MemoryHit } from '../backendClient/contract';
import { memoryName, memoryTitle, memoryTooltip } from '../display/format';
import type { MemoryDocuments } from './documents';
import { groupByTopic, memoryRow, statusIcon, successorCandidates, topicDescription, type TopicGroup } from './tree';
import { explain } from '../display/messages';
import { vscodeApi } from '../vscodeapi';
import { restoreSupersededMemory, supersedeMemory } from '../supersede/commands';
import { isMultiRoot, openFolders } from '../workspaceFolders';
import { pendingUpdates, stillApplies, type PendingUpdate } from '../supersede/pending';
import { acceptUpdate, dismissUpdate, reviewUpdate } from '../supersede/review';
import { UPDATES_LABEL, updateRow } from './updates';

/** `folder`: the workspace folder whose store holds the node (undefined: whichever folder a call resolves to). */
export type MemoryNode =
  | { kind: 'folder'; folder: vscode.WorkspaceFolder }
  | { kind: 'topic'; group: TopicGroup; folder?: vscode.WorkspaceFolder }
  | { kind: 'memory'; hit: MemoryHit; folder?: vscode.WorkspaceFolder }
  | { kind: 'problem'; text: string; command?: vscode.Command; icon?: string }
  | { kind: 'updates'; items: PendingUpdate[]; folder?: vscode.WorkspaceFolder }
  | { kind: 'update'; pending: PendingUpdate; folder?: vscode.WorkspaceFolder };

/** Tree item ids must be unique across folders (two stores may hold equal ids). */
const scoped = (node: { folder?: vscode.WorkspaceFolder }, id: string): string => (node.folder && isMultiRoot() ? `${node.folder.uri.toString()}#${id}` : id);

export class MemoryTreeProvider implements vscode.TreeDataProvider<MemoryNode> {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  /** The memories of each folder's last listing, by folder URI (successor choices come from it). */
  private readonly listed = new Map<string, MemoryHit[]>();

  constructor(private readonly access: MemoryAccess) {}

  refresh(): void {
    this.changed.fire();
  }

  /** The memories of the last listing of `folder`'s store. */
  memoriesOf(folder?: vscode.WorkspaceFolder): MemoryHit[] {
    return this.listed.get(folder?.uri.toString() ?? '') ?? [];
  }

  async getChildren(node?: MemoryNode): Promise<MemoryNode[]> {
    const inFolder = node && 'folder' in node && node.kind !== 'folder' && node.folder ? { folder: node.folder } : {};
    if (node?.kind === 'topic') return node.group.memories.map((hit) => ({ kind: 'memory', hit, ...inFolder }));
    if (node?.kind === 'updates') return node.items.map((pending) => ({ kind: 'update', pending, ...inFolder }));
    if (node?.kind === 'folder') return this.topicsOf(node.folder);
    if (node) return [];
    const folders = openFolders();
    // One folder: its topics at the top, no extra level.
    return folders.length > 1 ? folders.map((folder): MemoryNode => ({ kind: 'folder', folder })) : this.topicsOf(folders[0]);
  }

  private async topicsOf(folder?: vscode.WorkspaceFolder): Promise<MemoryNode[]> {
    const opened = await this.access.open(folder?.uri);
    const listed = opened.ok ? await opened.value.listMemories() : opened;
    if (!listed.ok) {
      const { problem, fix, action } = explain(listed.error);
      const text = `${problem} ${fix}`.replace(/`/g, "'").replace(/\*\*/g, '');
      return [{ kind: 'problem', text, ...(action ? { command: { title: action.title, command: action.command } } : {}) }];
    }
    this.listed.set(folder?.uri.toString() ?? '', listed.value);
    // Suggestions still open (also after the chat that offered them was restored), first. With
    // several folders a listing is one store's: it shows the ones that apply there and drops none.
    const pending = isMultiRoot() ? pendingUpdates.list().filter((p) => stillApplies(p, listed.value)) : await pendingUpdates.prune(listed.value);
    const inFolder = folder ? { folder } : {};
    const updates: MemoryNode[] = pending.length ? [{ kind: 'updates', items: pending, ...inFolder }] : [];
    // Several folders: an empty one says so under its name.
    if (!listed.value.length && isMultiRoot()) return [{ kind: 'problem', text: 'No memories in this folder yet.', icon: 'info' }];
    // One folder, empty: the view's welcome text says how to save one.
    return [...updates, ...groupByTopic(listed.value).map((group): MemoryNode => ({ kind: 'topic', group, ...inFolder }))];
  }

  getTreeItem(node: MemoryNode): vscode.TreeItem {
    if (node.kind === 'problem') {
      const item = new vscode.TreeItem(node.text);
      item.iconPath = new vscode.ThemeIcon(node.icon ?? 'warning');
      item.tooltip = node.text;
      if (node.command) item.command = node.command;
      return item;
    }
    if (node.kind === 'folder') {
      const item = new vscode.TreeItem(node.folder.name, vscode.TreeItemCollapsibleState.Expanded);
      item.iconPath = new vscode.ThemeIcon('root-folder');
      item.tooltip = `The memories of ${node.folder.uri.fsPath}`;
      item.contextValue = 'cogneeMemory.folder';
      item.id = `folder:${node.folder.uri.toString()}`;
      return item;
    }
    if (node.kind === 'updates') {
      const item = new vscode.TreeItem(UPDATES_LABEL, vscode.TreeItemCollapsibleState.Expanded);
      item.description = `${node.items.length} to review`;
      item.iconPath = new vscode.ThemeIcon('lightbulb');
      item.id = scoped(node, 'updates');
      return item;
    }
    if (node.kind === 'update') {
      const row = updateRow(node.pending, this.memoriesOf(node.folder));
      const item = new vscode.TreeItem(row.label, vscode.TreeItemCollapsibleState.None);
      item.id = scoped(node, `update:${node.pending.id}:${node.pending.newId}`);
      item.description = row.description;
      item.tooltip = row.tooltip;
      item.iconPath = new vscode.ThemeIcon('arrow-swap');
      item.contextValue = 'cogneeMemory.possibleUpdate';
      item.command = { title: 'Review', command: COMMANDS.viewReviewUpdate, arguments: [node] };
      return item;
    }
    if (node.kind === 'topic') {
      const item = new vscode.TreeItem(node.group.label, vscode.TreeItemCollapsibleState.Expanded);
      item.description = topicDescription(node.group);
      item.iconPath = new vscode.ThemeIcon('tag');
      item.contextValue = node.group.topic !== undefined ? 'cogneeMemory.topic' : 'cogneeMemory.noTopic';
      item.id = scoped(node, `topic:${node.group.label}`);
      return item;
    }
    const { hit } = node;
    const row = memoryRow(hit);
    const item = new vscode.TreeItem(row.label, vscode.TreeItemCollapsibleState.None);
    item.id = scoped(node, `memory:${hit.id}`);
    item.description = row.description;
    item.tooltip = new vscode.MarkdownString().appendText(memoryTooltip(hit).replace(/\nScore .*$/, ''));
    item.iconPath = new vscode.ThemeIcon(statusIcon(hit));
    // "cogneeMemory.memory.Superseded" etc.: the menus offer Restore only on superseded ones.
    item.contextValue = `cogneeMemory.memory.${hit.status ?? 'legacy'}`;
    item.command = { title: 'Open Memory', command: COMMANDS.viewOpen, arguments: [node] };
    return item;
  }
}

const pendingOf = (node: unknown): PendingUpdate | undefined =>
  node && typeof node === 'object' && (node as MemoryNode).kind === 'update' ? (node as { pending: PendingUpdate }).pending : undefined;

const memoryOf = (node: unknown): MemoryHit | undefined =>
  node && typeof node === 'object' && (node as MemoryNode).kind === 'memory' ? (node as { hit: MemoryHit }).hit : undefined;

/** The workspace folder of a node the menus pass (undefined: a node without one, e.g. built by a test). */
const folderOfNode = (node: unknown): vscode.WorkspaceFolder | undefined =>
  node && typeof node === 'object' ? (node as { folder?: vscode.WorkspaceFolder }).folder : undefined;

/** The node's folder URI as a trailing command argument, when it has one. */
const folderArg = (node: unknown): vscode.Uri[] => {
  const folder = folderOfNode(node);
  return folder ? [folder.uri] : [];
};

/** Pick the memory that replaces `old`, from the current memories (same topic first). */
async function pickSuccessor(old: MemoryHit, all: readonly MemoryHit[]): Promise<MemoryHit | undefined> {
  const candidates = successorCandidates(old, all);
  if (!candidates.length) {
    void vscodeApi.showInformationMessage('There is no other current memory to supersede it with. Save the newer one first.');
    return undefined;
  }
  const picked = await vscodeApi.showQuickPick(
    candidates.map((hit) => ({ label: memoryTitle(hit, 10), description: memoryRow(hit).description, hit })),
    { title: `Supersede “${memoryTitle(old, 6)}” by…`, placeHolder: 'The memory that replaces it', matchOnDescription: true },
  );
  return picked?.hit;
}

export function registerMemoryView(context: vscode.ExtensionContext, access: MemoryAccess, documents: MemoryDocuments, onWrite: vscode.Event<void>): MemoryTreeProvider {
  const provider = new MemoryTreeProvider(access);
  const view = vscode.window.createTreeView(MEMORY_VIEW_ID, { treeDataProvider: provider, showCollapseAll: true });
  const open = async (node: unknown): Promise<void> => {
    const hit = memoryOf(node);
    if (hit) await vscodeApi.showDocument(documents.uriFor(hit));
  };
  context.subscriptions.push(
    view,
    onWrite(() => provider.refresh()),
    // A folder added or removed: one more or one less folder node (or the folder level comes or goes).
    vscode.workspace.onDidChangeWorkspaceFolders(() => provider.refresh()),
    pendingUpdates.onChange(() => provider.refresh()),
    vscode.commands.registerCommand(COMMANDS.viewAcceptUpdate, async (node: unknown) => {
      const pending = pendingOf(node);
      const folder = folderOfNode(node);
      if (pending) await acceptUpdate(accessFor(access, folder?.uri), pending, provider.memoriesOf(folder));
    }),
    vscode.commands.registerCommand(COMMANDS.viewReviewUpdate, async (node: unknown) => {
      const pending = pendingOf(node);
      const folder = folderOfNode(node);
      if (pending) await reviewUpdate(accessFor(access, folder?.uri), pending, provider.memoriesOf(folder));
    }),
    vscode.commands.registerCommand(COMMANDS.viewDismissUpdate, async (node: unknown) => {
      const pending = pendingOf(node);
      if (pending) await dismissUpdate(pending);
    }),
    vscode.commands.registerCommand(COMMANDS.viewRefresh, () => provider.refresh()),
    vscode.commands.registerCommand(COMMANDS.viewOpen, open),
    vscode.commands.registerCommand(COMMANDS.viewSupersede, async (node: unknown) => {
      const old = memoryOf(node);
      const folder = folderOfNode(node);
      const successor = old && (await pickSuccessor(old, provider.memoriesOf(folder)));
      if (old && successor) await supersedeMemory(accessFor(access, folder?.uri), old.id, successor.id, undefined, { old: memoryName(old), new: memoryName(successor) });
    }),
    vscode.commands.registerCommand(COMMANDS.viewRestore, async (node: unknown) => {
      const hit = memoryOf(node);
      if (hit) await restoreSupersededMemory(accessFor(access, folderOfNode(node)?.uri), hit.id, undefined, memoryName(hit));
    }),
    vscode.commands.registerCommand(COMMANDS.viewCompact, async (node: unknown) => {
      const topic = node && typeof node === 'object' && (node as MemoryNode).kind === 'topic' ? (node as { group: TopicGroup }).group.topic : undefined;
      if (topic) await vscodeApi.executeCommand(COMMANDS.compactTopic, topic, ...folderArg(node));
    }),
    vscode.commands.registerCommand(COMMANDS.viewForget, async (node: unknown) => {
      const hit = memoryOf(node);
      if (hit) await vscodeApi.executeCommand(COMMANDS.forget, [hit.id], ...folderArg(node));
    }),
    vscode.commands.registerCommand(COMMANDS.viewEdit, async (node: unknown) => {
      const hit = memoryOf(node);
      // With its text: the input box starts from it, and the confirmation shows before and after.
      if (hit) await vscodeApi.executeCommand(COMMANDS.edit, hit.id, hit.text, ...folderArg(node));
    }),
  );
  return provider;
}
