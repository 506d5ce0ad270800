/**
 * The chat's relevance floor: memories whose relevance to the question is below it are neither sent
 * to the model nor shown as references. Pure; no `vscode`.
 *
 * Relevance is the semantic part of a result, before recency and status: its own cosine similarity
 * to the question (`cosine`, present when a fusion/lexical first stage replaced `semantic_score`
 * with a rank score), else `semantic_score`. The decayed total would drop a months-old exact answer.
 */
import type { MemoryHit } from './contract';

export function relevanceOf(hit: MemoryHit): number {
  return Math.max(hit.cosine ?? hit.semanticScore, hit.standsInCosine ?? 0);
}

export interface FloorResult {
  /** The hits at or above the floor, in ranking order. */
  kept: MemoryHit[];
  /** How many hits fell below it. */
  below: number;
  /** The highest relevance among all hits (0 when there are none). */
  best: number;
}

export function applyRelevanceFloor(hits: readonly MemoryHit[], floor: number): FloorResult {
  const kept = hits.filter((hit) => relevanceOf(hit) >= floor);
  const best = hits.reduce((max, hit) => Math.max(max, relevanceOf(hit)), 0);
  return { kept, below: hits.length - kept.length, best };
}
