/** One typed outcome for everything that can fail in an expected way: a value or an error, never both. */

export interface MemoryError {
  /** A contract code from python/CONTRACT.md, or one of the extension's own (see ErrorCode). */
  code: string;
  message: string;
  retryable: boolean;
  details?: Record<string, unknown>;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: MemoryError };

/** Codes the extension produces itself, next to the contract's codes. */
export const ErrorCode = {
  pythonNotFound: 'PYTHON_NOT_FOUND',
  pythonPackagesMissing: 'PYTHON_PACKAGES_MISSING',
  scriptMissing: 'SCRIPT_MISSING',
  spawnFailed: 'SPAWN_FAILED',
  timeout: 'TIMEOUT',
  cancelled: 'CANCELLED',
  badOutput: 'BAD_OUTPUT',
  processFailed: 'PROCESS_FAILED',
  noWorkspace: 'NO_WORKSPACE',
  untrustedWorkspace: 'UNTRUSTED_WORKSPACE',
  storeLocked: 'STORE_LOCKED',
  notFound: 'NOT_FOUND',
  badSetting: 'BAD_SETTING',
} as const;

export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: string, message: string, retryable = false, details?: Record<string, unknown>): Outcome<T> {
  return { ok: false, error: details ? { code, message, retryable, details } : { code, message, retryable } };
}
