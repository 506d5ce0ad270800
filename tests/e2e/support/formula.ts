/**
 * The ranking formula, written out independently of the product (README, "How ranking works"):
 * score = semantic × exp(−ln2 · age_days / halfLifeDays) × status multiplier; order by score,
 * then status (DecisionRecord > Active > Superseded), then id.
 */
export const STATUS_MULTIPLIERS: Record<string, number> = { DecisionRecord: 1.1, Active: 1.0, Superseded: 0.4 };
const STATUS_RANK: Record<string, number> = { DecisionRecord: 0, Active: 1, Superseded: 2 };

export interface Candidate {
  id: string;
  semantic: number;
  ageDays: number;
  status: string;
}

export function expectedScore(c: Candidate, halfLifeDays: number): number {
  return c.semantic * Math.exp((-Math.LN2 * c.ageDays) / halfLifeDays) * (STATUS_MULTIPLIERS[c.status] ?? 1);
}

export function expectedOrder(candidates: readonly Candidate[], halfLifeDays: number): string[] {
  return [...candidates]
    .map((c) => ({ c, score: expectedScore(c, halfLifeDays) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (STATUS_RANK[a.c.status] ?? 1) - (STATUS_RANK[b.c.status] ?? 1) ||
        (a.c.id < b.c.id ? -1 : a.c.id > b.c.id ? 1 : 0),
    )
    .map(({ c }) => c.id);
}
