/**
 * A progress notification while a backend start moves the store to another embedder (minutes for
 * thousands of memories): it polls `backend.py status`, which says how far the move is.
 */
import * as vscode from 'vscode';
import type { Outcome } from '../backendClient/outcome';
import { vscodeApi } from '../vscodeapi';
import { moveProgress, type StoreMove } from './warmup';

/** How often the status is asked for (each ask is a short Python process). */
export const MOVE_POLL_MS = 2000;

/** Run `start` under a notification that reports the move's progress from `status` every `pollMs`. */
export async function withMoveProgress<T>(
  move: StoreMove,
  status: () => Promise<Outcome<Record<string, unknown>>>,
  start: () => Promise<T>,
  pollMs = MOVE_POLL_MS,
): Promise<T> {
  const title = `Cognee Memory: re-embedding this workspace's memories for the "${move.to}" embedder (once; the old copy is kept)`;
  return vscodeApi.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: false }, async (progress) => {
    let asking = false;
    let last: string | undefined;
    const timer = setInterval(() => {
      if (asking) return;
      asking = true;
      void status()
        .then((answer) => {
          const text = answer.ok ? moveProgress(answer.value) : undefined;
          if (text && text !== last) progress.report({ message: (last = text) });
        })
        .catch(() => undefined)
        .finally(() => (asking = false));
    }, pollMs);
    try {
      return await start();
    } finally {
      clearInterval(timer);
    }
  });
}
