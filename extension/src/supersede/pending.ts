/**
 * Update suggestions that are still open, kept in the workspace's state so they outlive the
 * notice or chat turn that offered them (a restored chat's buttons no longer work). The Memories
 * view lists them under "Possible updates" until they are accepted, dismissed, or no longer apply
 * (the older memory was superseded or forgotten, the newer one is gone). No `vscode` import.
 */
import type { PossibleUpdate } from '../backendClient/contract';
import { statusLabel } from '../display/format';
import type { MemoryHit } from '../backendClient/contract';

/** workspaceState's key. */
export const PENDING_KEY = 'cogneeMemory.possibleUpdates';
/** The oldest suggestions go first when there are more. */
const MAX_KEPT = 50;

/** One open suggestion: the newer memory `newId` looks like an update of the older `id`. */
export interface PendingUpdate {
  id: string;
  newId: string;
  /** The older memory's text and time (names it when the store's listing does not). */
  text: string;
  sourceCreatedAt?: string;
  topic?: string;
  confidence: number;
  reasons: string[];
  /** A partial update: accepting it reviews this successor instead of superseding. */
  successor?: string;
}

/** The part of a Memento this needs (workspaceState, or a Map in tests). */
export interface StateLike {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void> | Promise<void>;
}

const same = (a: { id: string; newId: string }, b: { id: string; newId: string }): boolean => a.id === b.id && a.newId === b.newId;

/** The pending form of a suggestion. */
export function pendingFrom(u: PossibleUpdate): PendingUpdate {
  return {
    id: u.id, newId: u.newId, text: u.text, confidence: u.confidence, reasons: u.reasons,
    ...(u.sourceCreatedAt ? { sourceCreatedAt: u.sourceCreatedAt } : {}),
    ...(u.topic ? { topic: u.topic } : {}),
    ...(u.partial ? { successor: u.partial.successor } : {}),
  };
}

/** Still worth offering: the older memory is current, and the newer one exists. */
export function stillApplies(p: PendingUpdate, memories: readonly MemoryHit[]): boolean {
  const older = memories.find((m) => m.id === p.id);
  return !!older && statusLabel(older) !== 'Superseded' && memories.some((m) => m.id === p.newId);
}

export class PendingUpdates {
  private state: StateLike | undefined;
  private memory: PendingUpdate[] = [];
  private readonly listeners = new Set<() => void>();

  /** Keep them in `state` (the workspace's); unbound, they live only as long as the window. */
  bind(state: StateLike | undefined): void {
    this.state = state;
  }

  onChange(listener: () => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  list(): PendingUpdate[] {
    return [...(this.state ? this.state.get<PendingUpdate[]>(PENDING_KEY) ?? [] : this.memory)];
  }

  /** Add (or refresh) suggestions; the newest last. */
  async add(items: readonly PendingUpdate[]): Promise<void> {
    if (!items.length) return;
    const kept = this.list().filter((p) => !items.some((i) => same(i, p)));
    await this.save([...kept, ...items].slice(-MAX_KEPT));
  }

  async remove(item: { id: string; newId: string }): Promise<void> {
    const list = this.list();
    const kept = list.filter((p) => !same(p, item));
    if (kept.length !== list.length) await this.save(kept);
  }

  /** Drop the suggestions that no longer apply to `memories` (the whole store, just listed); the rest. */
  async prune(memories: readonly MemoryHit[]): Promise<PendingUpdate[]> {
    const list = this.list();
    const kept = list.filter((p) => stillApplies(p, memories));
    if (kept.length !== list.length) await this.save(kept, false);
    return kept;
  }

  private async save(list: PendingUpdate[], notify = true): Promise<void> {
    if (this.state) await this.state.update(PENDING_KEY, list);
    else this.memory = list;
    if (notify) for (const listener of this.listeners) listener();
  }
}

/** The window's open suggestions (extension.ts binds them to the workspace state). */
export const pendingUpdates = new PendingUpdates();
