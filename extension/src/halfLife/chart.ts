/**
 * What the half-life chart draws, as plain data: the decay curve `weight = exp(−ln2 · age / h)`
 * for a half-life, the user's memories as points on it, and a plain note when the half-life
 * cannot change anything yet. Pure; no `vscode` (chartView.ts shows it). Orders come
 * from the backend (`--compare-half-lives`), never from this curve.
 */

/** A memory's recency weight at an age: it halves every `halfLifeDays`. */
export function recencyMultiplier(ageDays: number, halfLifeDays: number): number {
  return Math.exp((-Math.LN2 * Math.max(0, ageDays)) / halfLifeDays);
}

export interface ChartMemory {
  id: string;
  title: string;
  ageDays: number;
  /** The age in words for the dot's hover ("7 minutes", "3 days"): a fraction of a day is no age for people. */
  age: string;
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
  return `All ${ages.length} memories are new (the oldest is ${ageText(Math.max(...ages))} old), so every half-life from ${lowest} to ${highest} days weighs them almost the same: the half-life changes nothing yet.`;
}

/** A young age in minutes or hours ("less than a minute", "25 minutes", "3 hours"), days beyond. */
export function ageText(ageDays: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const minutes = Math.round(ageDays * 1440);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.round(ageDays * 24);
  return hours < 48 ? plural(hours, 'hour') : plural(Math.round(ageDays), 'day');
}
