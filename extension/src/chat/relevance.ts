/**
 * The chat's relevance floor: memories whose relevance to the question is below it are neither sent
 * to the model nor shown as references. Pure; no `vscode`.
 *
 * Relevance is the part of a result before recency and status: the backend's calibrated `relevance`
 * (meaning and word match fused, the same scale on every question, raised to what a replaced
 * memory had when this one stands in for it). Older backends without it: the cosine (`cosine`, or
 * `semantic_score`), raised by `stands_in_cosine`. The decayed total would drop a months-old exact answer.
 */
import type { RetrieveOptions } from '../backendClient/cliargs';
import type { MemoryHit } from '../backendClient/contract';
import type { Settings } from '../settings';

/** With feedback on, an answer retrieves this many extra candidates (not shown) so 👍/👎 can be compared against them. */
export const FEEDBACK_EXTRA_CANDIDATES = 5;

/**
 * What `@memory` retrieves for a question. The half-life previews (Tune Half-Life, the chart) ask
 * the same, so their order for the current half-life is the chat's. `feedback`: answers are recorded.
 */
export function chatRetrieveOptions(query: string, settings: Settings, feedback: boolean): RetrieveOptions {
  // With feedback on, a few more candidates than are shown: what a 👍/👎 is compared against.
  return feedback ? { query, topK: settings.maxContextResults + FEEDBACK_EXTRA_CANDIDATES, maxTokens: 1_000_000 } : { query };
}

/** The memories `@memory` hands the model, in its order: those above the floor, at most maxContextResults. */
export function chatSelection(hits: readonly MemoryHit[], settings: Pick<Settings, 'chatMinRelevance' | 'maxContextResults'>): MemoryHit[] {
  return applyRelevanceFloor(hits, settings.chatMinRelevance).kept.slice(0, settings.maxContextResults);
}

export function relevanceOf(hit: MemoryHit): number {
  if (hit.relevance !== undefined) return hit.relevance;
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
