/**
 * The "Cognee Memories" view in the Explorer: topics → memories (status icon, first words, age).
 * Click opens a memory in full; the context menus supersede (the successor picked from a list),
 * restore, and compact a topic. Refreshes after every write made through the extension.
 */
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { COMMANDS, MEMORY_VIEW_ID } from '../constants';
import type { MemoryHit } from '../backendClient/contract';
import { memoryName, memoryTitle, memoryTooltip } from '../display/format';
import type { MemoryDocuments } from './documents';
import { groupByTopic, memoryRow, statusIcon, successorCandidates, topicDescription, type TopicGroup } from './tree';
import { explain } from '../display/messages';
import { vscodeApi } from '../vscodeapi';
import { restoreSupersededMemory, supersedeMemory } from '../supersede/commands';
import { pendingUpdates, type PendingUpdate } from '../supersede/pending';
import { acceptUpdate, dismissUpdate, reviewUpdate } from '../supersede/review';
import { UPDATES_LABEL, updateRow } from './updates';

export type MemoryNode =
  | { kind: 'topic'; group: TopicGroup }
  | { kind: 'memory'; hit: MemoryHit }
  | { kind: 'problem'; text: string; command?: vscode.Command }
  | { kind: 'updates'; items: PendingUpdate[] }
  | { kind: 'update'; pending: PendingUpdate };

export class MemoryTreeProvider implements vscode.TreeDataProvider<MemoryNode> {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  /** The memories of the last listing (successor choices come from it). */
  memories: MemoryHit[] = [];

  constructor(private readonly access: MemoryAccess) {}

  refresh(): void {
    this.changed.fire();
  }

  async getChildren(node?: MemoryNode): Promise<MemoryNode[]> {
    if (node?.kind === 'topic') return node.group.memories.map((hit) => ({ kind: 'memory', hit }));
    if (node?.kind === 'updates') return node.items.map((pending) => ({ kind: 'update', pending }));
    if (node) return [];
    const opened = await this.access.open();
    const listed = opened.ok ? await opened.value.listMemories() : opened;
    if (!listed.ok) {
      const { problem, fix, action } = explain(listed.error);
      const text = `${problem} ${fix}`.replace(/`/g, "'").replace(/\*\*/g, '');
      return [{ kind: 'problem', text, ...(action ? { command: { title: action.title, command: action.command } } : {}) }];
    }
    this.memories = listed.value;
    // Suggestions still open (also after the chat that offered them was restored), first.
    const pending = await pendingUpdates.prune(listed.value);
    const updates: MemoryNode[] = pending.length ? [{ kind: 'updates', items: pending }] : [];
    // Empty: the view's welcome text says how to save one.
    return [...updates, ...groupByTopic(listed.value).map((group): MemoryNode => ({ kind: 'topic', group }))];
  }

  getTreeItem(node: MemoryNode): vscode.TreeItem {
    if (node.kind === 'problem') {
      const item = new vscode.TreeItem(node.text);
      item.iconPath = new vscode.ThemeIcon('warning');
      item.tooltip = node.text;
      if (node.command) item.command = node.command;
      return item;
    }
    if (node.kind === 'updates') {
      const item = new vscode.TreeItem(UPDATES_LABEL, vscode.TreeItemCollapsibleState.Expanded);
      item.description = `${node.items.length} to review`;
      item.iconPath = new vscode.ThemeIcon('lightbulb');
      item.id = 'updates';
      return item;
    }
    if (node.kind === 'update') {
      const row = updateRow(node.pending, this.memories);
      const item = new vscode.TreeItem(row.label, vscode.TreeItemCollapsibleState.None);
      item.id = `update:${node.pending.id}:${node.pending.newId}`;
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
      item.id = `topic:${node.group.label}`;
      return item;
    }
    const { hit } = node;
    const row = memoryRow(hit);
    const item = new vscode.TreeItem(row.label, vscode.TreeItemCollapsibleState.None);
    item.id = `memory:${hit.id}`;
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
    pendingUpdates.onChange(() => provider.refresh()),
    vscode.commands.registerCommand(COMMANDS.viewAcceptUpdate, async (node: unknown) => {
      const pending = pendingOf(node);
      if (pending) await acceptUpdate(access, pending, provider.memories);
    }),
    vscode.commands.registerCommand(COMMANDS.viewReviewUpdate, async (node: unknown) => {
      const pending = pendingOf(node);
      if (pending) await reviewUpdate(access, pending, provider.memories);
    }),
    vscode.commands.registerCommand(COMMANDS.viewDismissUpdate, async (node: unknown) => {
      const pending = pendingOf(node);
      if (pending) await dismissUpdate(pending);
    }),
    vscode.commands.registerCommand(COMMANDS.viewRefresh, () => provider.refresh()),
    vscode.commands.registerCommand(COMMANDS.viewOpen, open),
    vscode.commands.registerCommand(COMMANDS.viewSupersede, async (node: unknown) => {
      const old = memoryOf(node);
      const successor = old && (await pickSuccessor(old, provider.memories));
      if (old && successor) await supersedeMemory(access, old.id, successor.id, undefined, { old: memoryName(old), new: memoryName(successor) });
    }),
    vscode.commands.registerCommand(COMMANDS.viewRestore, async (node: unknown) => {
      const hit = memoryOf(node);
      if (hit) await restoreSupersededMemory(access, hit.id, undefined, memoryName(hit));
    }),
    vscode.commands.registerCommand(COMMANDS.viewCompact, async (node: unknown) => {
      const topic = node && typeof node === 'object' && (node as MemoryNode).kind === 'topic' ? (node as { group: TopicGroup }).group.topic : undefined;
      if (topic) await vscodeApi.executeCommand(COMMANDS.compactTopic, topic);
    }),
    vscode.commands.registerCommand(COMMANDS.viewForget, async (node: unknown) => {
      const hit = memoryOf(node);
      if (hit) await vscodeApi.executeCommand(COMMANDS.forget, [hit.id]);
    }),
    vscode.commands.registerCommand(COMMANDS.viewEdit, async (node: unknown) => {
      const hit = memoryOf(node);
      // With its text: the input box starts from it, and the confirmation shows before and after.
      if (hit) await vscodeApi.executeCommand(COMMANDS.edit, hit.id, hit.text);
    }),
  );
  return provider;
}
