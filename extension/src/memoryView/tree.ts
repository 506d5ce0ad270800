/**
 * What the memory view shows, as plain data: memories grouped by topic, current ones first, with
 * a status icon, age and first words each. Pure; no `vscode` (view.ts draws it).
 */
import { ageInWords } from '../display/age';
import type { MemoryHit } from '../backendClient/contract';
import { firstWords, statusLabel } from '../display/format';

export interface TopicGroup {
  /** undefined: the memories saved without a topic. */
  topic?: string;
  label: string;
  memories: MemoryHit[];
}

export const NO_TOPIC_LABEL = '(no topic)';

const STATUS_ORDER: Record<string, number> = { DecisionRecord: 0, Active: 1, legacy: 1, Superseded: 2 };
const order = (hit: MemoryHit): number => STATUS_ORDER[statusLabel(hit)] ?? 1;

/** Topics by name (memories without a topic last); in each, decision records, then current memories, then superseded ones, newest first. */
export function groupByTopic(hits: readonly MemoryHit[]): TopicGroup[] {
  const groups = new Map<string | undefined, MemoryHit[]>();
  for (const hit of hits) groups.set(hit.topic, [...(groups.get(hit.topic) ?? []), hit]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === undefined ? 1 : b === undefined ? -1 : a.localeCompare(b)))
    .map(([topic, memories]) => ({
      ...(topic !== undefined ? { topic } : {}),
      label: topic ?? NO_TOPIC_LABEL,
      memories: [...memories].sort((a, b) => order(a) - order(b) || a.ageDays - b.ageDays || a.id.localeCompare(b.id)),
    }));
}

/** "2 active · 1 decision record · 1 superseded" */
export function topicDescription(group: TopicGroup): string {
  const count = (status: string): number => group.memories.filter((m) => statusLabel(m) === status).length;
  const parts: string[] = [];
  const active = count('Active') + count('legacy');
  if (active) parts.push(`${active} active`);
  const records = count('DecisionRecord');
  if (records) parts.push(`${records} decision record${records === 1 ? '' : 's'}`);
  const superseded = count('Superseded');
  if (superseded) parts.push(`${superseded} superseded`);
  return parts.join(' · ');
}

/** The codicon for a status: a decision record is settled, a superseded memory is history. */
export function statusIcon(hit: MemoryHit): string {
  switch (statusLabel(hit)) {
    case 'DecisionRecord':
      return 'law';
    case 'Superseded':
      return 'history';
    case 'Active':
      return 'circle-filled';
    default:
      return 'circle-outline';
  }
}

/** A memory's row: its first words as the label, "Active · 3 days ago" beside them. */
export function memoryRow(hit: MemoryHit): { label: string; description: string } {
  return { label: firstWords(hit.text, 8, 60) || hit.id, description: `${statusLabel(hit)} · ${ageInWords(hit.ageDays)}` };
}

/** Successor candidates for superseding `old`: other current memories, same topic first, newest first. */
export function successorCandidates(old: MemoryHit, all: readonly MemoryHit[]): MemoryHit[] {
  return all
    .filter((m) => m.id !== old.id && statusLabel(m) !== 'Superseded')
    .sort((a, b) => Number(b.topic === old.topic) - Number(a.topic === old.topic) || a.ageDays - b.ageDays || a.id.localeCompare(b.id));
}
