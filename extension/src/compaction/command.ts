/**
 * "Compact Topic into Decision Record": pick a topic (suggested first, with counts), optionally let a
 * chat model write the summary, compact under a progress notification, and offer Undo.
 */
import * as vscode from 'vscode';
import { accessFor, type MemoryAccess } from '../access';
import { ageInWords } from '../display/age';
import { compactTopic, type Summarizer } from './compaction';
import { COMMANDS } from '../constants';
import { sortTopics, type CompactResult, type TopicInfo } from '../backendClient/contract';
import type { Memories } from '../backendClient/memoryclient';
import { modelSummarizer } from './modelsummary';
import { redactionNotice } from '../display/messages';
import { vscodeApi } from '../vscodeapi';
import { showFailure, withNotification } from '../display/notify';
import { uriArgument } from '../workspaceFolders';

export interface TopicPickItem extends vscode.QuickPickItem {
  topic: string;
}

export function toTopicItems(topics: readonly TopicInfo[], now = Date.now()): TopicPickItem[] {
  return sortTopics(topics).map((t) => {
    const newest = t.newestActivity ? Date.parse(t.newestActivity) : NaN;
    const age = Number.isFinite(newest) ? `, newest ${ageInWords((now - newest) / 86_400_000)}` : '';
    return {
      label: `${t.suggested ? '$(star-full) ' : ''}${t.topic}`,
      description: `${t.activeCount} active${t.hasDecisionRecord ? ' · has a decision record' : ''}`,
      detail: `${t.suggested ? 'Suggested for compaction' : 'Topic'}${age}`,
      topic: t.topic,
    };
  });
}

const MODEL_SUMMARY = 'Summary written by a chat model';
const PLAIN_MERGE = 'Merge the memories without a model';

async function chooseSummarizer(): Promise<Summarizer | undefined | null> {
  const choice = await vscodeApi.showQuickPick(
    [
      { label: MODEL_SUMMARY, detail: 'A chat model reads the topic’s memories and writes the decision record.' },
      { label: PLAIN_MERGE, detail: 'The decisions and rationale are merged as they are.' },
    ],
    { title: 'How should the decision record be written?' },
  );
  if (!choice) return null; // dismissed
  if (choice.label === PLAIN_MERGE) return undefined;
  const [model] = await vscodeApi.selectChatModels();
  if (!model) {
    void vscodeApi.showWarningMessage('No chat model is available, so the memories are merged without a summary.');
    return undefined;
  }
  return modelSummarizer(model);
}

export async function undoCompaction(access: MemoryAccess, recordId: string, memories?: Memories): Promise<string[] | undefined> {
  let target = memories;
  if (!target) {
    const opened = await access.open();
    if (!opened.ok) return void (await showFailure(opened.error));
    target = opened.value;
  }
  const client = target;
  const restored = await withNotification('Cognee Memory: undoing the compaction…', (token) => client.undoCompaction(recordId, token));
  if (!restored.ok) return void (await showFailure(restored.error));
  void vscodeApi.showInformationMessage(`Restored ${restored.value.length} memories; their decision record is undone.`);
  return restored.value;
}

/** `topic` given (e.g. the Compact button of an update notice): no topic picker. */
export async function compactTopicCommand(access: MemoryAccess, topic?: string): Promise<CompactResult | undefined> {
  const opened = await access.open();
  if (!opened.ok) return void (await showFailure(opened.error));
  const memories = opened.value;
  const picked = topic ? { topic } : await pickTopic(memories);
  if (!picked) return undefined;
  const summarizer = await chooseSummarizer();
  if (summarizer === null) return undefined;
  return compactPicked(memories, picked, summarizer, access);
}

async function pickTopic(memories: Memories): Promise<TopicPickItem | undefined> {
  const topics = await withNotification('Cognee Memory: listing topics…', (token) => memories.listTopics(token));
  if (!topics.ok) return void (await showFailure(topics.error));
  if (!topics.value.length) {
    void vscodeApi.showInformationMessage('There are no topics to compact yet. Give memories a topic when you remember them.');
    return undefined;
  }
  return vscodeApi.showQuickPick(toTopicItems(topics.value), { title: 'Compact which topic into a decision record?', matchOnDescription: true });
}

async function compactPicked(memories: Memories, picked: { topic: string }, summarizer: Summarizer | undefined, access: MemoryAccess): Promise<CompactResult | undefined> {
  const compacted = await withNotification(`Cognee Memory: compacting “${picked.topic}”…`, (token) =>
    compactTopic(memories, picked.topic, summarizer, token),
  );
  if (!compacted.ok) return void (await showFailure(compacted.error));
  const { recordId, superseded, noop, message } = compacted.value;
  const redacted = redactionNotice(compacted.value.redactions);
  if (redacted) void vscodeApi.showWarningMessage(redacted);
  if (noop) {
    void vscodeApi.showInformationMessage(message ?? `Nothing to compact for “${picked.topic}”.`);
    return compacted.value;
  }
  const choice = await vscodeApi.showInformationMessage(
    `Compacted ${superseded.length} memories about “${picked.topic}” into one decision record.`,
    'Undo',
  );
  if (choice === 'Undo') await undoCompaction(access, recordId, memories);
  return compacted.value;
}

export function registerCompactCommands(context: vscode.ExtensionContext, access: MemoryAccess): void {
  context.subscriptions.push(
    // A trailing folder URI (the memory view's menu passes it): the topic is in that folder's store.
    vscode.commands.registerCommand(COMMANDS.compactTopic, (topic: unknown, folder: unknown) =>
      compactTopicCommand(accessFor(access, uriArgument(folder)), typeof topic === 'string' && topic.trim() ? topic.trim() : undefined),
    ),
    vscode.commands.registerCommand(COMMANDS.undoCompaction, (recordId: unknown) =>
      typeof recordId === 'string' && recordId ? undoCompaction(access, recordId) : undefined,
    ),
  );
}
