/**
 * Typed views of the CLIs' JSON (python/CONTRACT.md). Parsing is tolerant: unknown fields are
 * ignored and missing optional ones get neutral defaults, so a newer Python side keeps working.
 */

export interface MemoryHit {
  id: string;
  text: string;
  topic?: string;
  status?: string;
  sourceCreatedAt?: string;
  createdAt?: string;
  decisions: string[];
  rationale: string[];
  openQuestions: string[];
  references: string[];
  supersedes: string[];
  supersededBy: string[];
  semanticScore: number;
  recencyMultiplier: number;
  statusMultiplier: number;
  score: number;
  ageDays: number;
  tokens: number;
  foundBy?: string;
}

export interface RetrieveResult {
  query: string;
  halfLifeDays: number;
  totalCandidates: number;
  results: MemoryHit[];
}

export interface TopicInfo {
  topic: string;
  activeCount: number;
  newestActivity?: string;
  hasDecisionRecord: boolean;
  decisionRecordId?: string;
  suggested: boolean;
}

export interface CompactResult {
  recordId: string;
  superseded: string[];
  /** The record's text when the CLI returns it (a dry run may). */
  text?: string;
  /** True when nothing changed (e.g. nothing new since the last record); `message` says why. */
  noop: boolean;
  message?: string;
}

/** A memory as ingest.py reads it (one JSON line). */
export interface NewMemory {
  id?: string;
  text: string;
  topic?: string;
  status?: 'Active' | 'Superseded' | 'DecisionRecord';
  decisions?: string[];
  rationale?: string[];
  references?: string[];
  source_created_at?: string;
}

type Json = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' && v ? [v] : [];
const objects = (v: unknown): Json[] =>
  Array.isArray(v) ? v.filter((x): x is Json => !!x && typeof x === 'object' && !Array.isArray(x)) : [];

export function parseHit(raw: Json): MemoryHit {
  return {
    id: str(raw.id) ?? '(no id)',
    text: typeof raw.text === 'string' ? raw.text : '',
    topic: str(raw.topic),
    status: str(raw.status),
    sourceCreatedAt: str(raw.source_created_at),
    createdAt: str(raw.created_at),
    decisions: strings(raw.decisions),
    rationale: strings(raw.rationale),
    openQuestions: strings(raw.open_questions),
    references: strings(raw.references),
    supersedes: strings(raw.supersedes),
    supersededBy: strings(raw.superseded_by),
    semanticScore: num(raw.semantic_score),
    recencyMultiplier: num(raw.recency_multiplier, 1),
    statusMultiplier: num(raw.status_multiplier, 1),
    score: num(raw.score),
    ageDays: num(raw.age_days),
    tokens: num(raw.tokens, Math.ceil((typeof raw.text === 'string' ? raw.text.length : 0) / 4)),
    foundBy: str(raw.found_by),
  };
}

export function parseRetrieve(raw: Json): RetrieveResult {
  return {
    query: str(raw.query) ?? '',
    halfLifeDays: num(raw.half_life_days, 7),
    totalCandidates: num(raw.total_candidates),
    results: objects(raw.results).map(parseHit),
  };
}

export function parseTopics(raw: Json): TopicInfo[] {
  return objects(raw.topics)
    .filter((t) => str(t.topic))
    .map((t) => ({
      topic: t.topic as string,
      activeCount: num(t.active_count, num(t.active)),
      newestActivity: str(t.newest_activity),
      hasDecisionRecord: t.has_decision_record === true,
      decisionRecordId: str(t.decision_record_id),
      suggested: t.suggested === true,
    }));
}

/** Suggested topics first, then the ones with the most active memories, then by name. */
export function sortTopics(topics: readonly TopicInfo[]): TopicInfo[] {
  return [...topics].sort(
    (a, b) => Number(b.suggested) - Number(a.suggested) || b.activeCount - a.activeCount || a.topic.localeCompare(b.topic),
  );
}

export function parseCompact(raw: Json): CompactResult {
  const record = raw.record && typeof raw.record === 'object' ? (raw.record as Json) : {};
  return {
    recordId: str(raw.record_id) ?? str(record.id) ?? '',
    superseded: strings(raw.superseded ?? raw.would_supersede ?? raw.sources),
    text: str(raw.text) ?? str(record.text),
    noop: raw.noop === true,
    message: str(raw.message),
  };
}

/** The restored ids: compact.py --undo maps each id to its restored status (`{"db-a1": "Active", "db-b2": null}`); a plain list is accepted too. */
export function parseRestored(raw: Json): string[] {
  const restored = raw.restored;
  if (restored && typeof restored === 'object' && !Array.isArray(restored)) return Object.keys(restored);
  return strings(restored);
}

export function parseStored(raw: Json): string[] {
  return strings(raw.stored);
}
