/**
 * The `cogneeMemory.*` settings as one typed object. Read fresh on every call, so a change applies
 * to the next Python call without a reload. Free of `vscode`: the caller passes the configuration.
 */

export type MemoryStatus = 'DecisionRecord' | 'Active' | 'Superseded';
export type Embedder = 'local' | 'minilm' | 'cognee';
export type UpdatePolicy = 'suggest' | 'auto' | 'off';

export type Fusion = 'none' | 'score' | 'rrf';
export type StorageProfile = 'local' | 'postgres';

export interface Settings {
  halfLifeDays: number;
  statusMultipliers: Record<MemoryStatus, number>;
  includeSuperseded: boolean;
  maxContextResults: number;
  maxContextTokens: number;
  /** Memories less relevant than this (cosine to the question, 0–1) are not sent to the chat model (chat/relevance.ts). */
  chatMinRelevance: number;
  /** Empty = discover (see pythonEnv/python.ts). */
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
  // The first stage: lexical retrieval and how its scores join the vector's (docs/lexical-and-usage.md).
  lexical: boolean;
  fusion: Fusion;
  storageProfile: StorageProfile;
  /** The team space as `postgresql://USER@HOST[:PORT]/SPACE[?sslmode=MODE]`; never a password (teamServer/server.ts). */
  teamServer: string;
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
  lexical: true,
  fusion: 'score',
  storageProfile: 'local',
  teamServer: '',
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
  'secrets.scrub',
  'retrieval.lexical',
  'retrieval.fusion',
  'storage.profile',
  'storage.teamServer',
] as const;

/**
 * Settings earlier versions had. A value the user still has is ignored, with one line in the log
 * (settingsNotes); the old team-server settings become `storage.teamServer` (legacyTeamServer).
 */
export const REMOVED_SETTING_KEYS = [
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
  'ranking.trackUsage',
  'retrieval.rrfK',
  'retrieval.relevanceGate',
  'retrieval.relevanceBand',
  'postgres.host',
  'postgres.port',
  'postgres.user',
  'postgres.space',
  'postgres.sslmode',
] as const;

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
    embedder: embedderOf(config.get('embedder')),
    requestTimeoutSeconds: positiveNumber(config.get('requestTimeoutSeconds'), d.requestTimeoutSeconds),
    warmUpOnOpen: config.get<boolean>('warmUpOnOpen') !== false,
    feedbackEnabled: config.get<boolean>('feedback.enabled') !== false,
    updatePolicy: updatePolicy(config.get('updates.policy'), d.updatePolicy),
    dedup: config.get<boolean>('updates.dedup') === true,
    // Only an explicit false turns scrubbing off; anything else keeps it on.
    scrubSecrets: config.get<boolean>('secrets.scrub') !== false,
    // Only an explicit false / 'none' turns the default first stage off.
    lexical: config.get<boolean>('retrieval.lexical') !== false,
    fusion: fusionOf(config.get('retrieval.fusion')),
    storageProfile: config.get('storage.profile') === 'postgres' ? 'postgres' : 'local',
    teamServer: text(config.get('storage.teamServer')) || legacyTeamServer(config) || '',
  };
}

function fraction(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

function positiveNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function nonNegativeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * The URL the settings of earlier versions described (`postgres.host`, `.port`, `.user`, `.space`,
 * `.sslmode`), so an update keeps a working team setup; undefined unless host, user and space are set.
 */
export function legacyTeamServer(config: ConfigurationLike): string | undefined {
  const host = text(config.get('postgres.host'));
  const user = text(config.get('postgres.user'));
  const space = text(config.get('postgres.space'));
  if (!host || !user || !space) return undefined;
  const portValue = config.get('postgres.port');
  const withPort = typeof portValue === 'number' && Number.isInteger(portValue) && portValue > 0 && portValue < 65536 && portValue !== 5432;
  const sslmode = text(config.get('postgres.sslmode'));
  const query = SSL_MODES.includes(sslmode) ? `?sslmode=${sslmode}` : '';
  return `postgresql://${encodeURIComponent(user)}@${host}${withPort ? `:${portValue}` : ''}/${space}${query}`;
}

const SSL_MODES = ['disable', 'prefer', 'require', 'verify-ca', 'verify-full'];

/**
 * What the log should say once about settings of earlier versions: the team server made from the
 * old settings, and the removed settings that are ignored (one line each; empty when none is set).
 */
export function settingsNotes(config: ConfigurationLike): string[] {
  const notes: string[] = [];
  const migrated = text(config.get('storage.teamServer')) ? undefined : legacyTeamServer(config);
  if (migrated) {
    notes.push(`cogneeMemory.storage.teamServer is empty: using ${migrated}, made from the cogneeMemory.postgres.* settings of an earlier version ` +
      '(set cogneeMemory.storage.teamServer to keep it).');
  }
  const ignored = REMOVED_SETTING_KEYS.filter((key) => config.get(key) !== undefined && !(migrated && key.startsWith('postgres.')));
  if (ignored.length) {
    notes.push(`Ignored ${ignored.map((key) => `cogneeMemory.${key}`).join(', ')}: this version no longer has ` +
      `${ignored.length === 1 ? 'that setting' : 'these settings'}; remove ${ignored.length === 1 ? 'it' : 'them'} from your settings.`);
  }
  return notes;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function updatePolicy(value: unknown, fallback: UpdatePolicy): UpdatePolicy {
  return value === 'suggest' || value === 'auto' || value === 'off' ? value : fallback;
}

function embedderOf(value: unknown): Embedder {
  return value === 'minilm' || value === 'cognee' ? value : 'local';
}

function fusionOf(value: unknown): Fusion {
  return value === 'none' || value === 'rrf' ? value : 'score';
}
