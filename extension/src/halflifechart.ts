/**
 * What the half-life chart draws, as plain data: the decay curve `weight = exp(−ln2 · age / h)`
 * for a half-life, the user's memories as points on it, and a plain note when the half-life
 * cannot change anything yet. Pure; no `vscode` (commands/halflifeview.ts shows it).
 */
import { recencyMultiplier } from './ranking';

export interface ChartMemory {
  id: string;
  title: string;
  ageDays: number;
  status: string;
}

/** The x-axis: at least a month, and past the oldest memory. */
export function chartMaxAge(ages: readonly number[]): number {
  const oldest = Math.max(0, ...ages);
  return Math.max(30, Math.ceil(oldest * 1.15));
}

/** `points` samples of the curve from age 0 to `maxAge`: [age, weight]. */
export function decayCurve(halfLifeDays: number, maxAge: number, points = 60): Array<[number, number]> {
  return Array.from({ length: points + 1 }, (_, i) => {
    const age = (maxAge * i) / points;
    return [age, recencyMultiplier(age, halfLifeDays)];
  });
}

/** Below this weight difference a half-life change cannot reorder memories in practice. */
export const NOTICEABLE = 0.05;

/** The largest change of any memory's recency weight between two half-lives. */
export function largestWeightChange(ages: readonly number[], a: number, b: number): number {
  return Math.max(0, ...ages.map((age) => Math.abs(recencyMultiplier(age, a) - recencyMultiplier(age, b))));
}

/** A plain sentence when the half-life changes (almost) nothing, else undefined. */
export function nothingChangesNote(ages: readonly number[], lowest = 1, highest = 365): string | undefined {
  if (!ages.length) return 'There are no memories yet, so the half-life changes nothing. Save some first.';
  if (largestWeightChange(ages, lowest, highest) >= NOTICEABLE) return undefined;
  const oldest = Math.max(...ages);
  const hours = Math.max(1, Math.round(oldest * 24));
  return `All ${ages.length} memories are new (the oldest is ${hours} hour${hours === 1 ? '' : 's'} old), so every half-life from ${lowest} to ${highest} days weighs them almost the same: the half-life changes nothing yet.`;
}
