/** Settings → the argv of each CLI (python/CONTRACT.md). Pure; no `vscode`. */
import { homedir } from 'node:os';
import * as path from 'node:path';
import { DEFAULT_SETTINGS, type MemoryStatus, type Settings } from '../settings';

export interface RetrieveOptions {
  query: string;
  /** Overrides maxContextResults (e.g. the retrieve tool's maxResults, or Tune Half-Life's wider net). */
  topK?: number;
  maxTokens?: number;
  halfLifeDays?: number;
  includeSuperseded?: boolean;
  /** Also rank the same candidates under these half-lives (the response's `previews`). */
  compareHalfLives?: readonly number[];
}

/** The store's folder; `~` is the home folder (`~/…`, and on Windows `~\…` too). */
export function storageDir(settings: Settings, workspace: string, platform: NodeJS.Platform = process.platform): string {
  const paths = platform === 'win32' ? path.win32 : path.posix;
  const configured = settings.storagePath;
  if (!configured) return paths.join(workspace, '.cognee-memory');
  const home = platform === 'win32' ? /^~(?=$|[\\/])/ : /^~(?=$|\/)/;
  const expanded = home.test(configured) ? paths.join(homedir(), configured.slice(1)) : configured;
  return paths.resolve(workspace, expanded);
}

/** --workspace, --storage-dir, --embedder and (for a team space) the server: common to every script. */
export function commonArgs(settings: Settings, workspace: string): string[] {
  return ['--workspace', workspace, '--storage-dir', storageDir(settings, workspace), '--embedder', settings.embedder, ...profileArgs(settings)];
}

/** The postgres profile's team space. Never the password: it travels in the child's environment. */
export function profileArgs(settings: Settings): string[] {
  if (settings.storageProfile !== 'postgres') return [];
  return settings.teamServer ? ['--profile', 'postgres', '--team-server', settings.teamServer] : ['--profile', 'postgres'];
}

const STATUSES: readonly MemoryStatus[] = ['DecisionRecord', 'Active', 'Superseded'];

export function retrieveArgs(settings: Settings, workspace: string, options: RetrieveOptions): string[] {
  const args = [
    ...commonArgs(settings, workspace),
    '--query', options.query,
    '--top-k', String(options.topK ?? settings.maxContextResults),
    '--max-tokens', String(options.maxTokens ?? settings.maxContextTokens),
    '--half-life-days', String(options.halfLifeDays ?? settings.halfLifeDays),
  ];
  if (options.includeSuperseded ?? settings.includeSuperseded) args.push('--include-superseded');
  for (const status of STATUSES) {
    args.push('--status-multiplier', `${status}=${settings.statusMultipliers[status]}`);
  }
  // The first stage: flags only where the settings leave the defaults.
  if (!settings.lexical) args.push('--no-lexical');
  if (settings.fusion !== DEFAULT_SETTINGS.fusion) args.push('--fusion', settings.fusion);
  if (options.compareHalfLives?.length) args.push('--compare-half-lives', options.compareHalfLives.join(','));
  return args;
}

/** `backend.py ... start`: start the workspace backend (and wait until it is ready) without a query. */
export function backendStartArgs(settings: Settings, workspace: string): string[] {
  return [...commonArgs(settings, workspace), 'start'];
}

/** `backend.py status`: never starts a backend; a starting one says how far a move of its store is. */
export function backendStatusArgs(settings: Settings, workspace: string): string[] {
  return [...commonArgs(settings, workspace), 'status'];
}

export function ingestArgs(settings: Settings, workspace: string): string[] {
  const args = [...commonArgs(settings, workspace), '--update-policy', settings.updatePolicy];
  if (settings.dedup) args.push('--dedup');
  if (!settings.scrubSecrets) args.push('--no-scrub');
  return [...args, '--file', '-'];
}

export function supersedeArgs(settings: Settings, workspace: string, oldId: string, newId: string, options: { dryRun?: boolean } = {}): string[] {
  const args = [...commonArgs(settings, workspace), '--old', oldId, '--new', newId];
  if (options.dryRun) args.push('--dry-run');
  return args;
}

export function restoreArgs(settings: Settings, workspace: string, id: string): string[] {
  return [...commonArgs(settings, workspace), '--restore', id];
}

/** `forget.py --id ID …`: ids in argv (they are not secret); `--dry-run` lists what would go. */
export function forgetArgs(settings: Settings, workspace: string, ids: readonly string[], options: { dryRun?: boolean } = {}): string[] {
  const args = [...commonArgs(settings, workspace), ...ids.flatMap((id) => ['--id', id])];
  if (options.dryRun) args.push('--dry-run');
  return args;
}

/** `edit.py --id ID --file -`: the new text travels on stdin, never in argv (it may hold a secret). */
export function editArgs(settings: Settings, workspace: string, id: string): string[] {
  return [...commonArgs(settings, workspace), '--id', id, '--file', '-'];
}

export function listTopicsArgs(settings: Settings, workspace: string): string[] {
  return [...commonArgs(settings, workspace), '--list-topics'];
}

export function listMemoriesArgs(settings: Settings, workspace: string): string[] {
  return [...commonArgs(settings, workspace), '--list-memories'];
}

export function compactArgs(
  settings: Settings,
  workspace: string,
  topic: string,
  options: { dryRun?: boolean; summaryFile?: string } = {},
): string[] {
  const args = [...commonArgs(settings, workspace), '--topic', topic];
  if (options.dryRun) args.push('--dry-run');
  if (options.summaryFile) args.push('--summary-file', options.summaryFile);
  return args;
}

export function undoArgs(settings: Settings, workspace: string, recordId: string): string[] {
  return [...commonArgs(settings, workspace), '--undo', recordId];
}

/** `feedback.py record …`: events as JSON Lines on stdin. */
export function feedbackRecordArgs(settings: Settings, workspace: string): string[] {
  return ['record', ...commonArgs(settings, workspace), '--file', '-'];
}

/** `feedback.py recommend …`, compared with the half-life in use. */
export function recommendArgs(settings: Settings, workspace: string): string[] {
  return ['recommend', ...commonArgs(settings, workspace), '--half-life-days', String(settings.halfLifeDays)];
}
