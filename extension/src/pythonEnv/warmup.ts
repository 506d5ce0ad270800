/**
 * Warm-up: the workspace backend imports Cognee once (10–30 s on a small machine) and then answers
 * in well under a second. The extension starts it early, when a workspace that already has a
 * store opens (or on first use), and tells the user what the first wait is for. No `vscode` import.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Outcome } from '../backendClient/outcome';

/** Said before the first measurement: a cold start on a 2-core machine. */
export const DEFAULT_COLD_START_SECONDS = 20;

/** A store built with another embedder than the setting: the backend's start re-embeds it (python/CONTRACT.md). */
export interface StoreMove {
  from: string;
  to: string;
}

/**
 * The move the next backend start makes: the embedder recorded in the store's `store.json` differs
 * from `embedder`. Undefined for a new store, a team space (no store.json) or an unreadable record.
 */
export function pendingMove(storageDir: string, embedder: string, read: (file: string) => string = (f) => readFileSync(f, 'utf8')): StoreMove | undefined {
  try {
    const stored = (JSON.parse(read(path.join(storageDir, 'store.json'))) as { embedder?: unknown }).embedder;
    return typeof stored === 'string' && stored !== embedder ? { from: stored, to: embedder } : undefined;
  } catch {
    return undefined;
  }
}

/** What the wait is for while the backend moves the store to the new embedder. */
export function movingMessage(move: StoreMove): string {
  return `Re-embedding this workspace's memories for the "${move.to}" embedder (once, after the switch from "${move.from}"; ` +
    'the old copy is kept in embedder-backup/). This can take a few minutes for thousands of memories…';
}

/**
 * The progress a starting backend's status gives while it moves the store (`backend.py status`:
 * `{"running": false, "reembed": {"step": "import", "done": 500, "total": 10000, …}}`), in words;
 * undefined when the status has none.
 */
export function moveProgress(status: Record<string, unknown>): string | undefined {
  const reembed = status.reembed as { step?: unknown; done?: unknown; total?: unknown } | undefined;
  if (!reembed || typeof reembed !== 'object') return undefined;
  const done = typeof reembed.done === 'number' ? reembed.done.toLocaleString('en-US') : undefined;
  const total = typeof reembed.total === 'number' ? reembed.total.toLocaleString('en-US') : undefined;
  switch (reembed.step) {
    case 'export':
      return `Read ${total ?? 'the'} memories from the old store`;
    case 'import':
      return done !== undefined && total !== undefined ? `Re-embedded ${done} of ${total} memories` : 'Re-embedding the memories';
    case 'verified':
      return `Checked all ${total ?? ''} memories in the new store; swapping it in`.replace('  ', ' ');
    case 'swapped':
      return 'Done; opening the store';
    default:
      return undefined;
  }
}

interface WorkspaceWarmth {
  /** The running warm-up, if one was started. */
  running?: Promise<void>;
  warm: boolean;
}

export interface ColdStartMemory {
  /** The last measured cold start, in seconds (undefined before the first). */
  get(): number | undefined;
  set(seconds: number): void;
}

export class Warmup {
  private readonly workspaces = new Map<string, WorkspaceWarmth>();

  constructor(private readonly coldStart: ColdStartMemory, private readonly now: () => number = Date.now) {}

  private state(workspace: string): WorkspaceWarmth {
    let state = this.workspaces.get(workspace);
    if (!state) this.workspaces.set(workspace, (state = { warm: false }));
    return state;
  }

  /**
   * Start the backend once per session (`start` runs `backend.py start`); later calls share the first.
   * A start that moves the store to another embedder is not a cold start: its time is not kept.
   */
  start(workspace: string, start: () => Promise<Outcome<unknown>>, moving = false): Promise<void> {
    const state = this.state(workspace);
    if (state.warm) return Promise.resolve();
    state.running ??= this.measure(workspace, start, moving);
    return state.running;
  }

  private async measure(workspace: string, start: () => Promise<Outcome<unknown>>, moving: boolean): Promise<void> {
    const began = this.now();
    const outcome = await start().catch(() => undefined);
    const state = this.state(workspace);
    state.running = undefined;
    if (outcome?.ok) this.markWarm(workspace, moving ? undefined : this.now() - began);
  }

  isWarm(workspace: string): boolean {
    return this.state(workspace).warm;
  }

  /** Wait for a warm-up in progress (nothing to wait for when none runs). */
  async ready(workspace: string): Promise<void> {
    await this.state(workspace).running;
  }

  /** The progress text while the first call of the session waits (or the store moves); undefined once warm. */
  message(workspace: string, move?: StoreMove): string | undefined {
    if (this.isWarm(workspace)) return undefined;
    if (move) return movingMessage(move);
    const seconds = Math.max(5, Math.round(this.coldStart.get() ?? DEFAULT_COLD_START_SECONDS));
    return `Warming up the memory (first time this session, ~${seconds} s)…`;
  }

  /** A call succeeded: the backend is up. `elapsedMs` of a cold call is remembered for the next estimate. */
  markWarm(workspace: string, elapsedMs?: number): void {
    const state = this.state(workspace);
    if (!state.warm && elapsedMs !== undefined) this.coldStart.set(elapsedMs / 1000);
    state.warm = true;
  }
}
