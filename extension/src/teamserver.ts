/**
 * The team server's password: kept in VS Code's secret storage and handed to the Python child in
 * its environment (COGNEE_MEMORY_PG_PASSWORD), never in argv, settings or the log. No `vscode` import.
 */
import type { Settings } from './settings';

export const PASSWORD_ENV = 'COGNEE_MEMORY_PG_PASSWORD';

/** The part of `vscode.SecretStorage` used here (tests pass a Map-backed fake). */
export interface SecretsLike {
  get(key: string): Thenable<string | undefined>;
  store(key: string, value: string): Thenable<void>;
  delete(key: string): Thenable<void>;
}

/** One password per role and server, so switching spaces on the same server needs none. */
export function passwordKey(settings: Settings): string {
  const { user, host, port } = settings.postgres;
  return `cogneeMemory.postgres.password:${user}@${host}:${port}`;
}

/**
 * The environment for a Python child: for the postgres profile, the stored password added (a
 * password already in the inherited environment is kept when none is stored); otherwise undefined,
 * i.e. the default environment.
 */
export async function childEnv(
  settings: Settings,
  secrets: SecretsLike | undefined,
  base: NodeJS.ProcessEnv = process.env,
): Promise<NodeJS.ProcessEnv | undefined> {
  if (settings.storageProfile !== 'postgres') return undefined;
  const stored = secrets ? await secrets.get(passwordKey(settings)) : undefined;
  return stored ? { ...base, [PASSWORD_ENV]: stored } : { ...base };
}

/** What is missing before the postgres profile can work (empty when nothing is). */
export function missingServerSettings(settings: Settings): string[] {
  const { host, user, space } = settings.postgres;
  return [
    ...(host ? [] : ['cogneeMemory.postgres.host']),
    ...(user ? [] : ['cogneeMemory.postgres.user']),
    ...(space ? [] : ['cogneeMemory.postgres.space']),
  ];
}
