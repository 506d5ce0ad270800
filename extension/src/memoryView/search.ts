/** "Search Memories": a quick pick of ranked memories (score, status, age); picking one opens it in full. */
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { ageInWords } from '../display/age';
import { placement } from '../display/format';
import { COMMANDS } from '../constants';
import type { MemoryHit } from '../backendClient/contract';
import { firstLine, statusLabel } from '../display/format';
import type { MemoryDocuments } from './documents';
import { vscodeApi } from '../vscodeapi';
import { showFailure, withNotification } from '../display/notify';

/** A search shows a wider list than the chat context. */
export const SEARCH_RESULTS = 20;
/** A list is not a prompt: no token budget (the CLI needs a number). */
export const UNLIMITED_TOKENS = 1_000_000;

export interface MemoryPickItem extends vscode.QuickPickItem {
  hit: MemoryHit;
}

export function toPickItem(hit: MemoryHit): MemoryPickItem {
  return {
    label: firstLine(hit.text) || hit.id,
    description: `${hit.score.toFixed(2)} · ${statusLabel(hit)} · ${ageInWords(hit.ageDays)}`,
    detail: `${hit.topic ? `${hit.topic} · ` : ''}${hit.semanticScore.toFixed(2)} relevance × ${hit.recencyMultiplier.toFixed(2)} recency × ${hit.statusMultiplier.toFixed(2)} status${placement(hit) ? ` · ${placement(hit)}` : ''}`,
    hit,
  };
}

export async function searchMemories(access: MemoryAccess, documents: MemoryDocuments): Promise<MemoryHit | undefined> {
  const query = await vscodeApi.showInputBox({ title: 'Search Memories', prompt: 'What are you looking for?', placeHolder: 'e.g. which database do we use in tests?' });
  if (!query?.trim()) return undefined;
  const opened = await access.open();
  if (!opened.ok) {
    await showFailure(opened.error);
    return undefined;
  }
  const found = await withNotification('Cognee Memory: searching…', (token) =>
    opened.value.retrieve({ query: query.trim(), topK: SEARCH_RESULTS, maxTokens: UNLIMITED_TOKENS }, token),
  );
  if (!found.ok) {
    await showFailure(found.error);
    return undefined;
  }
  if (!found.value.results.length) {
    void vscodeApi.showInformationMessage(`No memories match “${query.trim()}” yet. Save some with "Cognee Memory: Remember…".`);
    return undefined;
  }
  const picked = await vscodeApi.showQuickPick(found.value.results.map(toPickItem), {
    title: `Memories for “${query.trim()}” (best first)`,
    matchOnDescription: true,
    matchOnDetail: true,
  });
  if (!picked) return undefined;
  await vscodeApi.showDocument(documents.uriFor(picked.hit));
  return picked.hit;
}

export function registerSearchCommand(context: vscode.ExtensionContext, access: MemoryAccess, documents: MemoryDocuments): void {
  context.subscriptions.push(vscode.commands.registerCommand(COMMANDS.search, () => searchMemories(access, documents)));
}
