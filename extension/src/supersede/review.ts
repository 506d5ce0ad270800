/**
 * The actions on a pending update suggestion (the Memories view's "Possible updates"): Accept
 * (supersede, or review a successor for a partial update), Review (both texts side by side, then
 * Accept or Dismiss) and Dismiss (forget the suggestion; the memories stay as they are).
 */
import type { MemoryAccess } from '../access';
import type { MemoryHit } from '../backendClient/contract';
import { updateNames } from '../memoryView/updates';
import { REVIEW_SUCCESSOR, SUPERSEDE } from '../display/messages';
import { vscodeApi } from '../vscodeapi';
import { storeSuccessor, supersedeMemory } from './commands';
import { pendingUpdates, type PendingUpdate } from './pending';

export const DISMISS = 'Dismiss';

export async function acceptUpdate(access: MemoryAccess, p: PendingUpdate, memories: readonly MemoryHit[]): Promise<void> {
  const names = updateNames(p, memories);
  if (p.successor) {
    const stored = await storeSuccessor(access, p.id, p.successor, p.topic, undefined, names.old);
    if (stored) await pendingUpdates.remove(p);
    return;
  }
  await supersedeMemory(access, p.id, p.newId, undefined, names);
}

export async function dismissUpdate(p: PendingUpdate): Promise<void> {
  await pendingUpdates.remove(p);
}

export async function reviewUpdate(access: MemoryAccess, p: PendingUpdate, memories: readonly MemoryHit[]): Promise<void> {
  const names = updateNames(p, memories);
  const older = memories.find((m) => m.id === p.id)?.text ?? p.text;
  const newer = memories.find((m) => m.id === p.newId)?.text ?? '(not listed)';
  const accept = p.successor ? REVIEW_SUCCESSOR : SUPERSEDE;
  const detail = [
    `Older, ${names.old}:\n${older}`,
    `Newer, ${names.new}:\n${newer}`,
    `Why: ${p.reasons.slice(1, 4).join('; ') || 'similar text'} (confidence ${p.confidence.toFixed(2)}).`,
    p.successor
      ? 'Only part of the older memory changed: Review Successor shows a successor that keeps the rest.'
      : 'Supersede keeps the older memory, marked Superseded (restorable); Dismiss leaves both as they are.',
  ].join('\n\n');
  const choice = await vscodeApi.showModalChoice(`Does the newer memory replace ${names.old}?`, detail, accept, DISMISS);
  if (choice === accept) await acceptUpdate(access, p, memories);
  if (choice === DISMISS) await dismissUpdate(p);
}
