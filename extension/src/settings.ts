/**
 * The `cogneeMemory.*` settings as one typed object. Read fresh on every call, so a change applies
 * to the next Python call without a reload. Free of `vscode`: the caller passes the configuration.
 */

export type MemoryStatus = 'DecisionRecord' | 'Active' | 'Superseded';
export type Embedder = 'local' | 'cognee';
export type Fusion = 'none' | 'rrf';

export interface Settings {
  halfLifeDays: number;
  statusMultipliers: Record<MemoryStatus, number>;
  includeSuperseded: boolean;
  maxContextResults: number;
  maxContextTokens: number;
  /** Empty = discover (see python.ts). */
  pythonPath: string;
  /** Empty = <workspace>/.cognee-memory; relative paths are relative to the workspace. */
  storagePath: string;
  embedder: Embedder;
  requestTimeoutSeconds: number;
  // Lexical retrieval, rank fusion and usage tracking (docs/lexical-and-usage.md).
  lexical: boolean;
  fusion: Fusion;
  rrfK: number;
  trackUsage: boolean;
}

export const SETTINGS_SECTION = 'cogneeMemory';

export const DEFAULT_SETTINGS: Settings = {
  halfLifeDays: 7,
  statusMultipliers: { DecisionRecord: 1.1, Active: 1.0, Superseded: 0.4 },
  includeSuperseded: false,
  maxContextResults: 5,
  maxContextTokens: 2000,
  pythonPath: '',
  storagePath: '',
  embedder: 'local',
  // Generous: the first call of a session may import Cognee and start the workspace backend (~20 s).
  requestTimeoutSeconds: 120,
  lexical: false,
  fusion: 'none',
  rrfK: 60,
  trackUsage: false,
};

/** Keys (relative to the section) in the order of package.json; the tests check both agree. */
export const SETTING_KEYS = [
  'ranking.halfLifeDays',
  'ranking.statusMultipliers',
  'ranking.includeSuperseded',
  'maxContextResults',
  'maxContextTokens',
  'pythonPath',
  'storage.path',
  'embedder',
  'requestTimeoutSeconds',
  'retrieval.lexical',
  'retrieval.fusion',
  'retrieval.rrfK',
  'ranking.trackUsage',
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
    pythonPath: text(config.get('pythonPath')),
    storagePath: text(config.get('storage.path')),
    embedder: config.get('embedder') === 'cognee' ? 'cognee' : 'local',
    requestTimeoutSeconds: positiveNumber(config.get('requestTimeoutSeconds'), d.requestTimeoutSeconds),
    lexical: config.get<boolean>('retrieval.lexical') === true,
    fusion: config.get('retrieval.fusion') === 'rrf' ? 'rrf' : 'none',
    rrfK: positiveNumber(config.get('retrieval.rrfK'), d.rrfK),
    trackUsage: config.get<boolean>('ranking.trackUsage') === true,
  };
}

function positiveNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function nonNegativeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
