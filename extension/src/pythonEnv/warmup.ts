/**
 * Warm-up: the workspace backend imports Cognee once (10–30 s on a small machine) and then answers
 * in well under a second. The extension starts it early, when a workspace that already has a
 * store opens (or on first use), and tells the user what the first wait is for. No `vscode` import.
 */
import type { Outcome } from '../backendClient/outcome';

/** Said before the first measurement: a cold start on a 2-core machine. */
export const DEFAULT_COLD_START_SECONDS = 20;

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

  /** Start the backend once per session (`start` runs `backend.py start`); later calls share the first. */
  start(workspace: string, start: () => Promise<Outcome<unknown>>): Promise<void> {
    const state = this.state(workspace);
    if (state.warm) return Promise.resolve();
    state.running ??= this.measure(workspace, start);
    return state.running;
  }

  private async measure(workspace: string, start: () => Promise<Outcome<unknown>>): Promise<void> {
    const began = this.now();
    const outcome = await start().catch(() => undefined);
    const state = this.state(workspace);
    state.running = undefined;
    if (outcome?.ok) this.markWarm(workspace, this.now() - began);
  }

  isWarm(workspace: string): boolean {
    return this.state(workspace).warm;
  }

  /** Wait for a warm-up in progress (nothing to wait for when none runs). */
  async ready(workspace: string): Promise<void> {
    await this.state(workspace).running;
  }

  /** The progress text while the first call of the session waits; undefined once warm. */
  message(workspace: string): string | undefined {
    if (this.isWarm(workspace)) return undefined;
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
