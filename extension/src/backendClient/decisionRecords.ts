/**
 * `ingest.py --adr auto` / `--adr-dir PATH`: the arguments, the progress lines it prints on stderr,
 * and its JSON summary. No `vscode` import.
 */
import type { Settings } from '../settings';
import { commonArgs } from './cliargs';

export interface SkippedRecord {
  path: string;
  reason: string;
}

export interface ImportSummary {
  /** Records read and stored (each once: ids come from their paths, so a re-import updates them). */
  records: number;
  /** Of those, how many a newer record replaces (stored as Superseded). */
  superseded: number;
  /** Supersession links stored (newer → older). */
  links: number;
  /** The folders read, relative to the workspace. */
  folders: string[];
  skipped: SkippedRecord[];
  stored: string[];
  /** Said when nothing was found (where it looked). */
  message?: string;
}

export interface ReadingProgress {
  done: number;
  total: number;
  path: string;
}

/** `folders` empty = find them (`--adr auto`); else each as `--adr-dir`. */
export function importRecordsArgs(settings: Settings, workspace: string, folders: readonly string[] = []): string[] {
  const args = commonArgs(settings, workspace);
  if (!settings.scrubSecrets) args.push('--no-scrub');
  if (!folders.length) return [...args, '--adr', 'auto'];
  return [...args, ...folders.flatMap((f) => ['--adr-dir', f])];
}

const READING = /^reading decision records: (\d+)\/(\d+) \((.*)\)$/;

/** "reading decision records: 3/17 (docs/adr/0003-x.md)" → its numbers; any other line → undefined. */
export function readingProgress(line: string): ReadingProgress | undefined {
  const match = READING.exec(line.trim());
  return match ? { done: Number(match[1]), total: Number(match[2]), path: match[3] ?? '' } : undefined;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function parseImportSummary(raw: Record<string, unknown>): ImportSummary {
  const skipped = (Array.isArray(raw.skipped) ? raw.skipped : [])
    .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object')
    .map((s) => ({ path: typeof s.path === 'string' ? s.path : '', reason: typeof s.reason === 'string' ? s.reason : '' }))
    .filter((s) => s.path);
  return {
    records: count(raw.records),
    superseded: count(raw.superseded),
    links: count(raw.links),
    folders: strings(raw.folders),
    skipped,
    stored: strings(raw.stored),
    ...(typeof raw.message === 'string' && raw.message ? { message: raw.message } : {}),
  };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The summary in words, e.g. "Imported 42 decision records from docs/adr: 37 current, 5 superseded (…)." */
export function importSummaryText(summary: ImportSummary): string {
  if (!summary.records) return summary.message ?? 'No decision records were found.';
  const where = summary.folders.length ? ` from ${summary.folders.join(', ')}` : '';
  const current = summary.records - summary.superseded;
  let text = `Imported ${plural(summary.records, 'decision record', 'decision records')}${where}: ${current} current`;
  if (summary.superseded) {
    text += `, ${summary.superseded} superseded`;
    if (summary.links) text += ` (${plural(summary.links, 'link', 'links')} to the records that replaced them)`;
  }
  text += '. Importing again updates them; it never adds copies.';
  if (summary.skipped.length) {
    const first = summary.skipped[0]!;
    const more = summary.skipped.length > 1 ? ` and ${summary.skipped.length - 1} more` : '';
    text += ` Skipped ${plural(summary.skipped.length, 'file', 'files')}: ${first.path} (${first.reason})${more}.`;
  }
  return text;
}
