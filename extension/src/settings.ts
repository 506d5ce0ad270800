/**
 * The `cogneeMemory.*` settings as one typed object. Read fresh on every call, so a change applies
 * to the next Python call without a reload. Free of `vscode`: the caller passes the configuration.
 */

export type MemoryStatus = 'DecisionRecord' | 'Active' | 'Superseded';
export type Embedder = 'local' | 'cognee';
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
  /** Empty = discover (see python.ts). */
  pythonPath: string;
  /** Empty = <workspace>/.cognee-memory; relative paths are relative to the workspace. */
  storagePath: string;
  embedder: Embedder;
  requestTimeoutSeconds: number;
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
  pythonPath: '',
  storagePath: '',
  embedder: 'local',
  // Generous: the first call of a session may import Cognee and start the workspace backend (~20 s).
  requestTimeoutSeconds: 120,
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
  'pythonPath',
  'storage.path',
  'embedder',
  'requestTimeoutSeconds',
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
    pythonPath: text(config.get('pythonPath')),
    storagePath: text(config.get('storage.path')),
    embedder: config.get('embedder') === 'cognee' ? 'cognee' : 'local',
    requestTimeoutSeconds: positiveNumber(config.get('requestTimeoutSeconds'), d.requestTimeoutSeconds),
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

function positiveNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function nonNegativeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function port(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
