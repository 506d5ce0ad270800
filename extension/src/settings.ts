/**
 * The `cogneeMemory.*` settings as one typed object. Read fresh on every call, so a change applies
 * to the next Python call without a reload. Free of `vscode`: the caller passes the configuration.
 */

export type MemoryStatus = 'DecisionRecord' | 'Active' | 'Superseded';
export type Embedder = 'local' | 'cognee';
export type UpdatePolicy = 'suggest' | 'auto' | 'off';

/** Opt-in ranking options (docs/ranking-options.md). `null` = the preset's value. */
export const RANKING_PRESETS = ['plan018', 'mnemexa', 'synabun', 'memorysync', 'recall'] as const;
export type RankingPreset = (typeof RANKING_PRESETS)[number];
export const WEIGHT_NAMES = ['semantic', 'recency', 'importance', 'usage'] as const;
export type WeightName = (typeof WEIGHT_NAMES)[number];
const COMBINES = ['product', 'weighted-sum'] as const;
const NORMALIZATIONS = ['none', 'minmax'] as const;
const USAGE_BOOSTS = ['off', 'memorysync', 'recall', 'synabun'] as const;
const DIVERSITY = ['off', 'auto', 'always'] as const;

export interface RankingSettings {
  preset: RankingPreset;
  combine: (typeof COMBINES)[number] | null;
  /** Weighted-sum weights given by the user (the others stay the preset's). */
  weights: Partial<Record<WeightName, number>>;
  normalization: (typeof NORMALIZATIONS)[number] | null;
  intentHalfLife: boolean | null;
  freshnessFloor: number | null;
  /** A threshold, 'off' (turn a preset's shield off) or null. */
  importanceShield: number | 'off' | null;
  usageBoost: (typeof USAGE_BOOSTS)[number] | null;
  recencyFromAccess: boolean | null;
  tiebreakStd: number | null;
  diversity: (typeof DIVERSITY)[number] | null;
  mmrLambda: number | null;
  minScore: number | null;
  /** Vector hits fetched per result, 'off' (the default pool) or null. */
  overfetch: number | 'off' | null;
}
export type Fusion = 'none' | 'score' | 'rrf';
export type StorageProfile = 'local' | 'postgres';
export type SslMode = '' | 'disable' | 'prefer' | 'require' | 'verify-ca' | 'verify-full';

/** A team space on a PostgreSQL server (the password is never a setting: see teamserver.ts). */
export interface PostgresSettings {
  host: string;
  port: number;
  user: string;
  space: string;
  sslmode: SslMode;
}

export interface Settings {
  halfLifeDays: number;
  statusMultipliers: Record<MemoryStatus, number>;
  includeSuperseded: boolean;
  maxContextResults: number;
  maxContextTokens: number;
  /** Memories less relevant than this (cosine to the question, 0–1) are not sent to the chat model (relevance.ts). */
  chatMinRelevance: number;
  /** Empty = discover (see python.ts). */
  pythonPath: string;
  /** Empty = <workspace>/.cognee-memory; relative paths are relative to the workspace. */
  storagePath: string;
  embedder: Embedder;
  requestTimeoutSeconds: number;
  /** Start the workspace backend when a window with a store opens, so the first answer is warm. */
  warmUpOnOpen: boolean;
  /** Record which memories helped (👍/👎, opened references) for Tune Half-Life's advice. */
  feedbackEnabled: boolean;
  /** What storing a memory that looks like an update of an older one does (docs/updates.md). */
  updatePolicy: UpdatePolicy;
  /** Merge a new memory into a stored duplicate (cosine > 0.92 and the same content). */
  dedup: boolean;
  /** Replace credentials with `[REDACTED:<type>]` before a memory is stored (docs/secrets.md). */
  scrubSecrets: boolean;
  ranking: RankingSettings;
  // Lexical retrieval, rank fusion and usage tracking (docs/lexical-and-usage.md).
  lexical: boolean;
  fusion: Fusion;
  rrfK: number;
  /** Relevance first: the formula orders only the memories within the band of the best relevance. */
  relevanceGate: boolean;
  /** The gate's band: a share (0–1) of the best first-stage relevance. */
  relevanceBand: number;
  trackUsage: boolean;
  storageProfile: StorageProfile;
  postgres: PostgresSettings;
}

export const SETTINGS_SECTION = 'cogneeMemory';

export const DEFAULT_SETTINGS: Settings = {
  halfLifeDays: 7,
  statusMultipliers: { DecisionRecord: 1.1, Active: 1.0, Superseded: 0.4 },
  includeSuperseded: false,
  maxContextResults: 5,
  maxContextTokens: 2000,
  chatMinRelevance: 0.2,
  pythonPath: '',
  storagePath: '',
  embedder: 'local',
  // Generous: the first call of a session may import Cognee and start the workspace backend (~20 s).
  requestTimeoutSeconds: 120,
  warmUpOnOpen: true,
  feedbackEnabled: true,
  updatePolicy: 'suggest',
  dedup: false,
  scrubSecrets: true,
  ranking: {
    preset: 'plan018',
    combine: null,
    weights: {},
    normalization: null,
    intentHalfLife: null,
    freshnessFloor: null,
    importanceShield: null,
    usageBoost: null,
    recencyFromAccess: null,
    tiebreakStd: null,
    diversity: null,
    mmrLambda: null,
    minScore: null,
    overfetch: null,
  },
  lexical: true,
  fusion: 'score',
  rrfK: 60,
  relevanceGate: true,
  relevanceBand: 0.2,
  trackUsage: false,
  storageProfile: 'local',
  postgres: { host: '', port: 5432, user: '', space: '', sslmode: '' },
};

/** Keys (relative to the section) in the order of package.json; the tests check both agree. */
export const SETTING_KEYS = [
  'ranking.halfLifeDays',
  'ranking.statusMultipliers',
  'ranking.includeSuperseded',
  'maxContextResults',
  'maxContextTokens',
  'chat.minRelevance',
  'pythonPath',
  'storage.path',
  'embedder',
  'requestTimeoutSeconds',
  'warmUpOnOpen',
  'feedback.enabled',
  'updates.policy',
  'updates.dedup',
  'ranking.preset',
  'ranking.combine',
  'ranking.weights',
  'ranking.normalization',
  'ranking.intentHalfLife',
  'ranking.freshnessFloor',
  'ranking.importanceShield',
  'ranking.usageBoost',
  'ranking.recencyFromAccess',
  'ranking.tiebreakStd',
  'ranking.diversity',
  'ranking.mmrLambda',
  'ranking.minScore',
  'ranking.overfetch',
  'secrets.scrub',
  'retrieval.lexical',
  'retrieval.fusion',
  'retrieval.rrfK',
  'retrieval.relevanceGate',
  'retrieval.relevanceBand',
  'ranking.trackUsage',
  'storage.profile',
  'postgres.host',
  'postgres.port',
  'postgres.user',
  'postgres.space',
  'postgres.sslmode',
] as const;

const SSL_MODES: readonly SslMode[] = ['', 'disable', 'prefer', 'require', 'verify-ca', 'verify-full'];

export interface ConfigurationLike {
  get<T>(key: string): T | undefined;
}

export function readSettings(config: ConfigurationLike): Settings {
  const d = DEFAULT_SETTINGS;
  const multipliers = config.get<Partial<Record<MemoryStatus, unknown>>>('ranking.statusMultipliers') ?? {};
  return {
    halfLifeDays: positiveNumber(config.get('ranking.halfLifeDays'), d.halfLifeDays),
    statusMultipliers: {
      DecisionRecord: nonNegativeNumber(multipliers.DecisionRecord, d.statusMultipliers.DecisionRecord),
      Active: nonNegativeNumber(multipliers.Active, d.statusMultipliers.Active),
      Superseded: nonNegativeNumber(multipliers.Superseded, d.statusMultipliers.Superseded),
    },
    includeSuperseded: config.get<boolean>('ranking.includeSuperseded') === true,
    maxContextResults: Math.floor(positiveNumber(config.get('maxContextResults'), d.maxContextResults)),
    maxContextTokens: Math.floor(positiveNumber(config.get('maxContextTokens'), d.maxContextTokens)),
    chatMinRelevance: fraction(config.get('chat.minRelevance')) ?? d.chatMinRelevance,
    pythonPath: text(config.get('pythonPath')),
    storagePath: text(config.get('storage.path')),
    embedder: config.get('embedder') === 'cognee' ? 'cognee' : 'local',
    requestTimeoutSeconds: positiveNumber(config.get('requestTimeoutSeconds'), d.requestTimeoutSeconds),
    warmUpOnOpen: config.get<boolean>('warmUpOnOpen') !== false,
    feedbackEnabled: config.get<boolean>('feedback.enabled') !== false,
    updatePolicy: updatePolicy(config.get('updates.policy'), d.updatePolicy),
    dedup: config.get<boolean>('updates.dedup') === true,
    // Only an explicit false turns scrubbing off; anything else keeps it on.
    scrubSecrets: config.get<boolean>('secrets.scrub') !== false,
    ranking: readRanking(config),
    // Only an explicit false / 'none' turns the default first stage off.
    lexical: config.get<boolean>('retrieval.lexical') !== false,
    fusion: fusionOf(config.get('retrieval.fusion')),
    rrfK: positiveNumber(config.get('retrieval.rrfK'), d.rrfK),
    relevanceGate: config.get<boolean>('retrieval.relevanceGate') !== false,
    relevanceBand: share(config.get('retrieval.relevanceBand'), d.relevanceBand),
    trackUsage: config.get<boolean>('ranking.trackUsage') === true,
    storageProfile: config.get('storage.profile') === 'postgres' ? 'postgres' : 'local',
    postgres: {
      host: text(config.get('postgres.host')),
      port: port(config.get('postgres.port'), d.postgres.port),
      user: text(config.get('postgres.user')),
      space: text(config.get('postgres.space')),
      sslmode: SSL_MODES.find((m) => m === config.get('postgres.sslmode')) ?? '',
    },
  };
}

/** The ranking options; 'preset' (or anything invalid) means "the preset's value" (null). */
function readRanking(config: ConfigurationLike): RankingSettings {
  const weights: Partial<Record<WeightName, number>> = {};
  const rawWeights = config.get<Record<string, unknown>>('ranking.weights') ?? {};
  for (const name of WEIGHT_NAMES) {
    const value = rawWeights[name];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) weights[name] = value;
  }
  return {
    preset: oneOf(config.get('ranking.preset'), RANKING_PRESETS) ?? 'plan018',
    combine: oneOf(config.get('ranking.combine'), COMBINES),
    weights,
    normalization: oneOf(config.get('ranking.normalization'), NORMALIZATIONS),
    intentHalfLife: onOff(config.get('ranking.intentHalfLife')),
    freshnessFloor: fraction(config.get('ranking.freshnessFloor')),
    importanceShield: config.get('ranking.importanceShield') === 'off' ? 'off' : fraction(config.get('ranking.importanceShield')),
    usageBoost: oneOf(config.get('ranking.usageBoost'), USAGE_BOOSTS),
    recencyFromAccess: onOff(config.get('ranking.recencyFromAccess')),
    tiebreakStd: fraction(config.get('ranking.tiebreakStd')),
    diversity: oneOf(config.get('ranking.diversity'), DIVERSITY),
    mmrLambda: fraction(config.get('ranking.mmrLambda')),
    minScore: fraction(config.get('ranking.minScore')),
    overfetch: overfetch(config.get('ranking.overfetch')),
  };
}

function oneOf<T extends string>(value: unknown, choices: readonly T[]): T | null {
  return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

function onOff(value: unknown): boolean | null {
  return value === 'on' ? true : value === 'off' ? false : null;
}

function fraction(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

function overfetch(value: unknown): number | 'off' | null {
  if (value === 'off') return 'off';
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100 ? value : null;
}

function positiveNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function nonNegativeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A number from 0 to 1 (a share), else the fallback. */
function share(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : fallback;
}

function port(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function updatePolicy(value: unknown, fallback: UpdatePolicy): UpdatePolicy {
  return value === 'suggest' || value === 'auto' || value === 'off' ? value : fallback;
}

function fusionOf(value: unknown): Fusion {
  return value === 'none' || value === 'rrf' ? value : 'score';
}
