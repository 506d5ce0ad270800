/** Settings → the argv of each CLI (python/CONTRACT.md). Pure; no `vscode`. */
import { homedir } from 'node:os';
import * as path from 'node:path';
import type { MemoryStatus, Settings } from './settings';

export interface RetrieveOptions {
  query: string;
  /** Overrides maxContextResults (e.g. the retrieve tool's maxResults, or Tune Half-Life's wider net). */
  topK?: number;
  maxTokens?: number;
  halfLifeDays?: number;
  includeSuperseded?: boolean;
}

export function storageDir(settings: Settings, workspace: string): string {
  const configured = settings.storagePath;
  if (!configured) return path.join(workspace, '.cognee-memory');
  const expanded = configured === '~' || configured.startsWith('~/') ? path.join(homedir(), configured.slice(1)) : configured;
  return path.resolve(workspace, expanded);
}

/** --workspace, --storage-dir, --embedder and (for a team space) the server: common to every script. */
export function commonArgs(settings: Settings, workspace: string): string[] {
  return ['--workspace', workspace, '--storage-dir', storageDir(settings, workspace), '--embedder', settings.embedder, ...profileArgs(settings)];
}

/** The postgres profile's server settings. Never the password: it travels in the child's environment. */
export function profileArgs(settings: Settings): string[] {
  if (settings.storageProfile !== 'postgres') return [];
  const { host, port, user, space, sslmode } = settings.postgres;
  const args = ['--profile', 'postgres', '--pg-host', host, '--pg-port', String(port), '--pg-user', user, '--space', space];
  return sslmode ? [...args, '--pg-sslmode', sslmode] : args;
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
  return args;
}

export function ingestArgs(settings: Settings, workspace: string): string[] {
  return [...commonArgs(settings, workspace), '--file', '-'];
}

export function listTopicsArgs(settings: Settings, workspace: string): string[] {
  return [...commonArgs(settings, workspace), '--list-topics'];
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
