/**
 * The Memories view's "Possible updates": each open suggestion as a row named by the memories'
 * words and ages (from the store's listing when it has them), never by ids. Pure; no `vscode`.
 */
import type { MemoryHit } from '../backendClient/contract';
import { ageFromTimestamp, firstWords, memoryName } from '../display/format';
import type { PendingUpdate } from '../supersede/pending';

export const UPDATES_LABEL = 'Possible updates';

/** How the older and the newer memory of a suggestion are named. */
export function updateNames(p: PendingUpdate, memories: readonly MemoryHit[]): { old: string; new: string } {
  const older = memories.find((m) => m.id === p.id);
  const newer = memories.find((m) => m.id === p.newId);
  return {
    old: older ? memoryName(older) : memoryName({ text: p.text, ageDays: ageFromTimestamp(p.sourceCreatedAt) }),
    new: newer ? memoryName(newer) : 'a newer memory',
  };
}

/** A suggestion's row: the memory that may be out of date, and what may replace it. */
export function updateRow(p: PendingUpdate, memories: readonly MemoryHit[]): { label: string; description: string; tooltip: string } {
  const older = memories.find((m) => m.id === p.id);
  const newer = memories.find((m) => m.id === p.newId);
  const names = updateNames(p, memories);
  const how = p.successor ? 'partly changed by' : 'replaced by';
  return {
    label: firstWords(older?.text ?? p.text, 8, 60),
    description: `${how} ${names.new}`,
    tooltip: [
      `May be out of date: ${older?.text ?? p.text}`,
      `Newer: ${newer?.text ?? '(not listed)'}`,
      `Why: ${p.reasons.slice(1, 4).join('; ') || 'similar text'} (confidence ${p.confidence.toFixed(2)})`,
      p.successor ? 'Only part of it changed: Accept reviews a successor that keeps the rest.' : 'Accept marks the older one superseded (restorable).',
    ].join('\n\n'),
  };
}
