/**
 * Read-only documents for memories (scheme `cognee-memory:`), so a chat reference or a search
 * result opens the memory in full. Holds the memories recently shown; nothing is written to disk.
 */
import * as vscode from 'vscode';
import { ageInWords } from './age';
import { MEMORY_DOC_SCHEME } from './constants';
import type { MemoryHit } from './contract';
import { memoryDocument } from './format';

/** Enough for several searches; older memories are re-fetched by searching again. */
const MAX_KEPT = 200;

export class MemoryDocuments implements vscode.TextDocumentContentProvider {
  private readonly hits = new Map<string, MemoryHit>();
  private openListener?: (retrievalId: string, memoryId: string) => void;

  /** Called when a memory cited by an answer (a URI made with its retrieval id) is opened. */
  onOpen(listener: (retrievalId: string, memoryId: string) => void): void {
    this.openListener = listener;
  }

  /**
   * A URI whose file name summarises the memory (ids, status, score, age), for reference lists.
   * `retrievalId` (in the fragment) ties an opening to the answer that cited the memory.
   */
  uriFor(hit: MemoryHit, retrievalId?: string): vscode.Uri {
    this.hits.delete(hit.id);
    this.hits.set(hit.id, hit);
    while (this.hits.size > MAX_KEPT) this.hits.delete(this.hits.keys().next().value as string);
    const label = `${hit.id} · ${hit.status ?? 'legacy'} · score ${hit.score.toFixed(2)} (${hit.semanticScore.toFixed(2)} × ${hit.recencyMultiplier.toFixed(2)} × ${hit.statusMultiplier.toFixed(2)}) · ${ageInWords(hit.ageDays)}`;
    return vscode.Uri.from({
      scheme: MEMORY_DOC_SCHEME,
      path: `/${label.replace(/[/\\]/g, '_')}.md`,
      query: encodeURIComponent(hit.id),
      ...(retrievalId ? { fragment: retrievalId } : {}),
    });
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    const id = decodeURIComponent(uri.query);
    const hit = this.hits.get(id);
    if (hit && uri.fragment) this.openListener?.(uri.fragment, id);
    return hit ? memoryDocument(hit) : '# Memory not available\n\nSearch again to show it.\n';
  }
}

export function registerMemoryDocuments(context: vscode.ExtensionContext): MemoryDocuments {
  const documents = new MemoryDocuments();
  context.subscriptions.push(vscode.workspace.registerTextDocumentContentProvider(MEMORY_DOC_SCHEME, documents));
  return documents;
}
