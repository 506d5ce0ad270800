/**
 * Re-ranking already retrieved memories under another half-life, for previews (Tune Half-Life).
 * Same formula as the Python side: score = semantic × exp(−ln2 · age / half-life) × status,
 * ties broken by status (DecisionRecord > Active/legacy > Superseded), then id.
 */
import type { MemoryHit } from './contract';

const STATUS_ORDER: Record<string, number> = { DecisionRecord: 0, Active: 1, Superseded: 2 };

export function recencyMultiplier(ageDays: number, halfLifeDays: number): number {
  return Math.exp((-Math.LN2 * Math.max(0, ageDays)) / halfLifeDays);
}

export function rerank(hits: readonly MemoryHit[], halfLifeDays: number): MemoryHit[] {
  return hits
    .map((hit) => {
      const recency = recencyMultiplier(hit.ageDays, halfLifeDays);
      return { ...hit, recencyMultiplier: recency, score: hit.semanticScore * recency * hit.statusMultiplier };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        (STATUS_ORDER[a.status ?? 'Active'] ?? 1) - (STATUS_ORDER[b.status ?? 'Active'] ?? 1) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}
