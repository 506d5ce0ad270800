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
  /** The memory's own cosine similarity to the query, when the response gives it apart from `semanticScore` (fusion, lexical). */
  cosine?: number;
  /** For a memory that replaced others (`stands_in_for`): the best cosine of it and them. */
  standsInCosine?: number;
  /** The first stage's relevance in [0, 1] (calibrated: the same number means the same on every question). */
  relevance?: number;
  /** Whether it passed the relevance gate (then ordered by score; the others follow by relevance). */
  gated?: boolean;
  /** Why it is where it is, in one sentence (the gate, what it stands in for). */
  why?: string;
  /** The older memories it stands in for. */
  standsInFor: string[];
  /** Why: someone marked them replaced by it, it reads as an update nobody marked, or it is a newer record answering as well. */
  standsInBecause?: 'marked' | 'update' | 'answer';
}

export interface RetrieveResult {
  query: string;
  halfLifeDays: number;
  totalCandidates: number;
  results: MemoryHit[];
  /** With `--compare-half-lives`: the same pipeline's results under each half-life asked for, in that order. */
  previews: HalfLifePreview[];
}

/** One half-life's results from the same retrieve (one candidate set), shaped like `results`. */
export interface HalfLifePreview {
  halfLifeDays: number;
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

/** Secrets replaced by `[REDACTED:<type>]` before a write (`redactions` of ingest and compact). */
export interface Redactions {
  count: number;
  byType: Record<string, number>;
}

export interface CompactResult {
  recordId: string;
  superseded: string[];
  /** The record's text when the CLI returns it (a dry run may). */
  text?: string;
  /** True when nothing changed (e.g. nothing new since the last record); `message` says why. */
  noop: boolean;
  message?: string;
  redactions: Redactions;
}

/** A memory as ingest.py reads it (one JSON line). */
export interface NewMemory {
  id?: string;
  text: string;
  topic?: string;
  status?: 'Active' | 'Superseded' | 'DecisionRecord';
  decisions?: string[];
  rationale?: string[];
  open_questions?: string[];
  references?: string[];
  source_created_at?: string;
}

/** One older memory a newly stored one may update (ingest's `possible_updates`). */
export interface PossibleUpdate {
  /** The newly stored memory. */
  newId: string;
  /** The older memory. */
  id: string;
  kind: 'updates' | 'duplicate' | 'related';
  confidence: number;
  reasons: string[];
  text: string;
  topic?: string;
  status?: string;
  /** When the older memory was made (its age, for people). */
  sourceCreatedAt?: string;
  /** Set when the new memory changes only some of the older one's facts: superseding it would hide the others. */
  partial?: PartialChange;
}

/** A partial update: the older memory's facts the new one leaves (`kept`) and changes, and a successor keeping them. */
export interface PartialChange {
  kept: string[];
  replaced: string[];
  /** The kept facts plus the new statement, for the user to confirm and edit before it is stored. */
  successor: string;
}

/** An older memory the `auto` update policy marked Superseded (undo: restore it). */
export interface AutoSupersession {
  old: string;
  new: string;
  confidence: number;
  reasons: string[];
  /** The older memory's text and time, from the same ingest's possible updates (for people, not ids). */
  text?: string;
  sourceCreatedAt?: string;
}

export interface IngestResult {
  stored: string[];
  possibleUpdates: PossibleUpdate[];
  autoSuperseded: AutoSupersession[];
  /** Duplicates merged into a stored memory (`--dedup`). */
  merged: Array<{ id: string; into: string }>;
  redactions: Redactions;
}

export interface SupersedeResult {
  old: string;
  new: string;
  noop: boolean;
  dryRun: boolean;
  message?: string;
}

export interface RestoreResult {
  id: string;
  /** The status it got back (undefined = legacy). */
  status?: string;
  unlinkedFrom: string[];
}

/** A memory as a forget dry run shows it, for the confirmation. */
export interface MemoryPreview {
  id: string;
  text: string;
  topic?: string;
  status?: string;
}

export interface ForgetResult {
  dryRun: boolean;
  /** Removed (empty in a dry run). */
  forgotten: string[];
  /** Dry run: what would be removed, with their text. */
  wouldForget: MemoryPreview[];
  /** Other memories that held copies of the words and were cleaned (e.g. a compaction record). */
  cleaned: string[];
  /** Compaction records that lost a source: record id → the forgotten source ids. */
  records: Record<string, string[]>;
  /** Records made from a forgotten memory that are deleted rather than rebuilt (written from a
   * chat summary, or no source left); their other sources become current again. */
  droppedRecords: string[];
  /** Sources of a forgotten record that got their prior status back (null = legacy). */
  restored: Record<string, string | null>;
}

export interface EditResult {
  id: string;
  dryRun: boolean;
  noop: boolean;
  /** The text as stored (secrets scrubbed). */
  text: string;
  cleaned: string[];
  redactions: Redactions;
}

type Json = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' && v ? [v] : [];
const objects = (v: unknown): Json[] =>
  Array.isArray(v) ? v.filter((x): x is Json => !!x && typeof x === 'object' && !Array.isArray(x)) : [];

export function parseRedactions(raw: unknown): Redactions {
  const r = raw && typeof raw === 'object' ? (raw as Json) : {};
  const byType: Record<string, number> = {};
  if (r.by_type && typeof r.by_type === 'object') {
    for (const [kind, n] of Object.entries(r.by_type as Json)) if (typeof n === 'number' && n > 0) byType[kind] = n;
  }
  return { count: num(r.count), byType };
}

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
    ...(typeof raw.cosine === 'number' && Number.isFinite(raw.cosine) ? { cosine: raw.cosine } : {}),
    ...(typeof raw.stands_in_cosine === 'number' && Number.isFinite(raw.stands_in_cosine)
      ? { standsInCosine: raw.stands_in_cosine } : {}),
    ...(typeof raw.relevance === 'number' && Number.isFinite(raw.relevance) ? { relevance: raw.relevance } : {}),
    ...(typeof raw.gated === 'boolean' ? { gated: raw.gated } : {}),
    ...(typeof raw.why === 'string' && raw.why ? { why: raw.why } : {}),
    standsInFor: strings(raw.stands_in_for),
    ...(raw.stands_in_because === 'marked' || raw.stands_in_because === 'update' || raw.stands_in_because === 'answer'
      ? { standsInBecause: raw.stands_in_because } : {}),
  };
}

export function parseRetrieve(raw: Json): RetrieveResult {
  return {
    query: str(raw.query) ?? '',
    halfLifeDays: num(raw.half_life_days, 7),
    totalCandidates: num(raw.total_candidates),
    results: objects(raw.results).map(parseHit),
    previews: objects(raw.previews)
      .filter((p) => typeof p.half_life_days === 'number' && Number.isFinite(p.half_life_days))
      .map((p) => ({ halfLifeDays: p.half_life_days as number, results: objects(p.results).map(parseHit) })),
  };
}

/** The preview for `halfLifeDays` in a retrieve answer (undefined when it was not asked for). */
export function previewFor(result: RetrieveResult, halfLifeDays: number): MemoryHit[] | undefined {
  return result.previews.find((p) => Math.abs(p.halfLifeDays - halfLifeDays) < 1e-9)?.results;
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
    redactions: parseRedactions(raw.redactions),
  };
}

/** The restored ids: compact.py --undo maps each id to its restored status (`{"db-a1": "Active", "db-b2": null}`); a plain list is accepted too. */
export function parseRestored(raw: Json): string[] {
  const restored = raw.restored;
  if (restored && typeof restored === 'object' && !Array.isArray(restored)) return Object.keys(restored);
  return strings(restored);
}

/**
 * `compact.py --list-memories`: every memory, as hits without a query (scores 0, multipliers 1),
 * aged from its source time (else its creation time) against `nowMs`.
 */
export function parseMemoryList(raw: Json, nowMs: number): MemoryHit[] {
  return objects(raw.memories).map((m) => {
    const hit = parseHit(m);
    const stamp = Date.parse(hit.sourceCreatedAt ?? hit.createdAt ?? '');
    return { ...hit, ageDays: Number.isFinite(stamp) ? Math.max(0, (nowMs - stamp) / 86_400_000) : 0 };
  });
}

export function parseStored(raw: Json): string[] {
  return strings(raw.stored);
}

/** A feedback event as `feedback.py record` reads it (one JSON line); see docs/feedback.md. */
export type FeedbackEvent =
  | {
      type: 'shown';
      retrieval_id: string;
      /** Hashed by Python with a per-store key; the text itself is never stored. */
      question?: string;
      half_life_days: number;
      memories: Array<{
        id: string;
        rank: number;
        shown: boolean;
        semantic: number;
        age_days: number;
        status: string | null;
        status_multiplier: number;
      }>;
    }
  | { type: 'rating'; retrieval_id: string; helpful: boolean }
  | { type: 'opened'; retrieval_id: string; memory_id: string };

/** `feedback.py recommend`: a recommended half-life, or none with the reason. */
export interface HalfLifeAdvice {
  currentHalfLifeDays: number;
  /** Share of comparisons in which the current half-life ranks helpful memories first (undefined: none yet). */
  currentAgreement?: number;
  recommendation?: {
    halfLifeDays: number;
    agreement: number;
    change: boolean;
    confidence: number;
    confidenceLabel: string;
  };
  reason: string;
  helpful: number;
  questions: number;
  missingHelpful: number;
  missingQuestions: number;
}

export function parseAdvice(raw: Json): HalfLifeAdvice {
  const current = (raw.current && typeof raw.current === 'object' ? raw.current : {}) as Json;
  const evidence = (raw.evidence && typeof raw.evidence === 'object' ? raw.evidence : {}) as Json;
  const missing = (evidence.missing && typeof evidence.missing === 'object' ? evidence.missing : {}) as Json;
  const rec = raw.recommendation && typeof raw.recommendation === 'object' ? (raw.recommendation as Json) : undefined;
  const days = rec ? num(rec.half_life_days, NaN) : NaN;
  return {
    currentHalfLifeDays: num(current.half_life_days, 7),
    currentAgreement: typeof current.agreement === 'number' ? current.agreement : undefined,
    recommendation:
      rec && Number.isFinite(days) && days > 0
        ? {
            halfLifeDays: days,
            agreement: num(rec.agreement),
            change: rec.change === true,
            confidence: num(rec.confidence),
            confidenceLabel: str(rec.confidence_label) ?? 'low',
          }
        : undefined,
    reason: str(raw.reason) ?? '',
    helpful: num(evidence.helpful),
    questions: num(evidence.questions),
    missingHelpful: num(missing.helpful),
    missingQuestions: num(missing.questions),
  };
}
const KINDS = new Set(['updates', 'duplicate', 'related']);

export function parseIngest(raw: Json): IngestResult {
  const updates = raw.possible_updates && typeof raw.possible_updates === 'object' && !Array.isArray(raw.possible_updates)
    ? (raw.possible_updates as Record<string, unknown>) : {};
  const possibleUpdates: PossibleUpdate[] = [];
  for (const [newId, list] of Object.entries(updates)) {
    for (const u of objects(list)) {
      const id = str(u.id);
      const kind = str(u.kind);
      if (!id || !kind || !KINDS.has(kind)) continue;
      possibleUpdates.push({
        newId, id, kind: kind as PossibleUpdate['kind'], confidence: num(u.confidence), reasons: strings(u.reasons),
        text: typeof u.text === 'string' ? u.text : '', topic: str(u.topic), status: str(u.status),
        ...(str(u.source_created_at) ? { sourceCreatedAt: str(u.source_created_at) } : {}),
        ...parsePartial(u.partial),
      });
    }
  }
  return {
    stored: strings(raw.stored),
    possibleUpdates,
    autoSuperseded: objects(raw.auto_superseded)
      .filter((a) => str(a.old) && str(a.new))
      .map((a) => {
        const verdict = possibleUpdates.find((u) => u.id === a.old && u.newId === a.new);
        return {
          old: a.old as string, new: a.new as string, confidence: num(a.confidence), reasons: strings(a.reasons),
          ...(verdict ? { text: verdict.text, ...(verdict.sourceCreatedAt ? { sourceCreatedAt: verdict.sourceCreatedAt } : {}) } : {}),
        };
      }),
    merged: objects(raw.merged).filter((m) => str(m.id) && str(m.into)).map((m) => ({ id: m.id as string, into: m.into as string })),
    redactions: parseRedactions(raw.redactions),
  };
}

function parsePartial(raw: unknown): { partial?: PartialChange } {
  const p = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Json) : undefined;
  const successor = str(p?.successor);
  return p && successor ? { partial: { kept: strings(p.kept), replaced: strings(p.replaced), successor } } : {};
}

export function parseSupersede(raw: Json): SupersedeResult {
  return { old: str(raw.old) ?? '', new: str(raw.new) ?? '', noop: raw.noop === true, dryRun: raw.dry_run === true, message: str(raw.message) };
}

export function parseRestoreSuperseded(raw: Json): RestoreResult {
  return { id: str(raw.id) ?? '', status: str(raw.status), unlinkedFrom: strings(raw.unlinked_from) };
}

export function parseForget(raw: Json): ForgetResult {
  const records: Record<string, string[]> = {};
  const rawRecords = raw.records && typeof raw.records === 'object' ? (raw.records as Json) : {};
  for (const [id, sources] of Object.entries(rawRecords)) records[id] = strings(sources);
  const restored: Record<string, string | null> = {};
  const rawRestored = raw.restored && typeof raw.restored === 'object' ? (raw.restored as Json) : {};
  for (const [id, status] of Object.entries(rawRestored)) restored[id] = str(status) ?? null;
  return {
    dryRun: raw.dry_run === true,
    forgotten: strings(raw.forgotten),
    wouldForget: objects(raw.memories).map((m) => ({ id: str(m.id) ?? '', text: str(m.text) ?? '', topic: str(m.topic), status: str(m.status) })),
    cleaned: strings(raw.cleaned),
    records,
    droppedRecords: strings(raw.dropped_records),
    restored,
  };
}

export function parseEdit(raw: Json): EditResult {
  return {
    id: str(raw.id) ?? '',
    dryRun: raw.dry_run === true,
    noop: raw.noop === true,
    text: str(raw.text) ?? '',
    cleaned: strings(raw.cleaned),
    redactions: parseRedactions(raw.redactions),
  };
}
