/**
 * The team server (postgres profile): its URL `postgresql://USER@HOST[:PORT]/SPACE[?sslmode=MODE]`
 * and its password, kept in VS Code's secret storage and handed to the Python child in its
 * environment (COGNEE_MEMORY_PG_PASSWORD), never in argv, settings or the log. No `vscode` import.
 */
import type { Settings } from '../settings';

export const PASSWORD_ENV = 'COGNEE_MEMORY_PG_PASSWORD';
export const TEAM_SERVER_SETTING = 'cogneeMemory.storage.teamServer';
const DEFAULT_PORT = 5432;

/** The part of `vscode.SecretStorage` used here (tests pass a Map-backed fake). */
export interface SecretsLike {
  get(key: string): Thenable<string | undefined>;
  store(key: string, value: string): Thenable<void>;
  delete(key: string): Thenable<void>;
}

export interface TeamServer {
  user: string;
  host: string;
  port: number;
  space: string;
  /** True when the URL holds a password, which must never reach argv or the log. */
  hasPassword: boolean;
}

/** The parts of a team-server URL, or undefined when it is not a `postgresql://` URL with a host. */
export function parseTeamServer(url: string): TeamServer | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'postgresql:' || !parsed.hostname) return undefined;
  return {
    user: decodeURIComponent(parsed.username),
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : DEFAULT_PORT,
    space: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    hasPassword: parsed.password !== '',
  };
}

/**
 * One password per role and server, so switching spaces on the same server needs none. The key
 * is the one earlier versions used, so a password stored before an update keeps working.
 */
export function passwordKey(settings: Settings): string {
  const server = parseTeamServer(settings.teamServer);
  return `cogneeMemory.postgres.password:${server?.user ?? ''}@${server?.host ?? ''}:${server?.port ?? DEFAULT_PORT}`;
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

/**
 * What is wrong with the team-server setting for the postgres profile, in plain words (undefined
 * when nothing is). `needSpace`: false for the password, which is per role and server.
 */
export function teamServerProblem(settings: Settings, needSpace = true): string | undefined {
  const format = 'postgresql://USER@HOST[:PORT]/SPACE';
  if (!settings.teamServer) return `Set ${TEAM_SERVER_SETTING} to the team space, as ${format}.`;
  const server = parseTeamServer(settings.teamServer);
  // The value itself is not repeated: it might hold a password.
  if (!server) return `${TEAM_SERVER_SETTING} is not a URL of the form ${format}.`;
  if (server.hasPassword) {
    return `${TEAM_SERVER_SETTING} holds a password: remove it from the URL and set it with "Cognee Memory: Set Team Server Password" instead.`;
  }
  if (!server.user) return `${TEAM_SERVER_SETTING} names no user: write it as ${format}.`;
  if (needSpace && !server.space) return `${TEAM_SERVER_SETTING} names no space: write it as ${format}.`;
  return undefined;
}
