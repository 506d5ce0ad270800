/**
 * Read-only documents for memories (scheme `cognee-memory:`), so a chat reference or a search
 * result opens the memory in full. Holds the memories recently shown; nothing is written to disk.
 */
import * as vscode from 'vscode';
import { COMMANDS, MEMORY_DOC_SCHEME } from '../constants';
import type { MemoryHit } from '../backendClient/contract';
import { memoryDocument, referenceName } from '../display/format';
import { vscodeApi } from '../vscodeapi';

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
   * A URI that chat renders as a readable reference: the file name is the memory's first words,
   * status and age, its folder the topic ("We use SQLite in tests… · Active · 3 days ago", "/database").
   * No file extension (it would show as ".md" in the name); the document is switched to Markdown on open.
   * The id is in the query; `retrievalId` (in the fragment) ties an opening to the answer that cited it.
   */
  uriFor(hit: MemoryHit, retrievalId?: string): vscode.Uri {
    this.remember(hit);
    const segment = (s: string): string => s.replace(/[/\\?#]/g, '_');
    return vscode.Uri.from({
      scheme: MEMORY_DOC_SCHEME,
      path: `/${segment(hit.topic ?? 'memory')}/${segment(referenceName(hit))}`,
      query: encodeURIComponent(hit.id),
      ...(retrievalId ? { fragment: retrievalId } : {}),
    });
  }

  /** The memory last shown with this id (undefined: not shown recently). */
  get(id: string): MemoryHit | undefined {
    return this.hits.get(id);
  }

  private remember(hit: MemoryHit): void {
    this.hits.delete(hit.id);
    this.hits.set(hit.id, hit);
    while (this.hits.size > MAX_KEPT) this.hits.delete(this.hits.keys().next().value as string);
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
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(MEMORY_DOC_SCHEME, documents),
    // Memory URIs have no extension (it would clutter the reference's name): show them as Markdown.
    vscode.workspace.onDidOpenTextDocument((document) => {
      if (document.uri.scheme === MEMORY_DOC_SCHEME && document.languageId !== 'markdown') {
        void vscode.languages.setTextDocumentLanguage(document, 'markdown');
      }
    }),
    vscode.commands.registerCommand(COMMANDS.openMemory, async (id: unknown) => {
      const hit = typeof id === 'string' ? documents.get(id) : undefined;
      if (hit) await vscodeApi.showDocument(documents.uriFor(hit));
    }),
  );
  return documents;
}
