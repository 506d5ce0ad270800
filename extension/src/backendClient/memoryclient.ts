/**
 * The memory operations over the CLIs: settings → argv, run through the bridge, parse the JSON.
 * No `vscode` import; everything it needs arrives in a MemoryTarget.
 */
import * as path from 'node:path';
import { runCli, type CancellationLike, type Logger } from './bridge';
import * as cli from './cliargs';
import { importRecordsArgs, parseImportSummary, readingProgress, type ImportSummary, type ReadingProgress } from './decisionRecords';
import {
  parseAdvice,
  parseCompact,
  parseEdit,
  parseForget,
  parseIngest,
  parseMemoryList,
  parseRestored,
  parseRestoreSuperseded,
  parseRetrieve,
  parseSupersede,
  parseTopics,
  type CompactResult,
  type EditResult,
  type ForgetResult,
  type FeedbackEvent,
  type HalfLifeAdvice,
  type IngestResult,
  type MemoryHit,
  type NewMemory,
  type RestoreResult,
  type RetrieveResult,
  type SupersedeResult,
  type TopicInfo,
} from './contract';
import type { Outcome } from './outcome';
import type { Settings } from '../settings';

/** Where and how to run: resolved per call, so settings changes apply at once. */
export interface MemoryTarget {
  python: string;
  /** The folder that holds python/ (the extension root). */
  root: string;
  workspace: string;
  settings: Settings;
  log: Logger;
  env?: NodeJS.ProcessEnv;
}

/** The memory operations, as features see them (a MemoryClient, or a fake in tests). */
export type Memories = Pick<
  MemoryClient,
  | 'retrieve' | 'store' | 'ingest' | 'startBackend' | 'listTopics' | 'listMemories' | 'compact' | 'undoCompaction' | 'supersede' | 'restoreSuperseded'
  | 'forget' | 'edit' | 'recordFeedback' | 'recommendHalfLife' | 'importDecisionRecords'
>;

/**
 * The operations that change the store. A memory view listens to them through `notifyWrites`.
 */
export const WRITE_OPERATIONS = [
  'store', 'ingest', 'compact', 'undoCompaction', 'supersede', 'restoreSuperseded', 'forget', 'edit', 'importDecisionRecords',
] as const;

/** `memories`, calling `onWrite` after each write that succeeded (dry runs change nothing and are skipped). */
export function notifyWrites<M extends Memories>(memories: M, onWrite: () => void): M {
  const wrapped = Object.create(memories) as M;
  const writes: readonly string[] = WRITE_OPERATIONS;
  for (const name of writes) {
    const original = (memories as unknown as Record<string, unknown>)[name];
    if (typeof original !== 'function') continue;
    (wrapped as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const outcome = (await (original as (...a: unknown[]) => Promise<Outcome<unknown>>).apply(memories, args)) as Outcome<unknown>;
      const dryRun = args.some((a) => !!a && typeof a === 'object' && (a as { dryRun?: unknown }).dryRun === true);
      if (outcome.ok && !dryRun) onWrite();
      return outcome;
    };
  }
  return wrapped;
}

type Script = 'retrieve' | 'ingest' | 'compact' | 'feedback' | 'supersede' | 'forget' | 'edit' | 'backend';

export class MemoryClient {
  constructor(private readonly target: MemoryTarget) {}

  retrieve(options: cli.RetrieveOptions, token?: CancellationLike): Promise<Outcome<RetrieveResult>> {
    const { settings, workspace } = this.target;
    return this.call('retrieve', cli.retrieveArgs(settings, workspace, options), token, parseRetrieve);
  }

  /**
   * Start the workspace backend (it imports Cognee once) so the next call answers warm. `timeoutSeconds`
   * replaces cogneeMemory.requestTimeoutSeconds (a start that re-embeds the store takes longer).
   */
  startBackend(token?: CancellationLike, timeoutSeconds?: number): Promise<Outcome<Record<string, unknown>>> {
    const { settings, workspace } = this.target;
    return this.call('backend', cli.backendStartArgs(settings, workspace), token, (raw) => raw, undefined, undefined, timeoutSeconds);
  }

  /** The backend's status (`backend.py status`); while a start moves the store, its progress (`reembed`). */
  backendStatus(token?: CancellationLike): Promise<Outcome<Record<string, unknown>>> {
    const { settings, workspace } = this.target;
    return this.call('backend', cli.backendStatusArgs(settings, workspace), token, (raw) => raw);
  }

  /** Store memories: one JSON line each on the child's stdin (`ingest.py --file -`). */
  async store(memories: readonly NewMemory[], token?: CancellationLike): Promise<Outcome<string[]>> {
    const ingested = await this.ingest(memories, token);
    return ingested.ok ? { ok: true, value: ingested.value.stored } : ingested;
  }

  /** Store memories and report what update detection found (and what the `auto` policy superseded). */
  async ingest(memories: readonly NewMemory[], token?: CancellationLike): Promise<Outcome<IngestResult>> {
    const { settings, workspace, log } = this.target;
    const lines = memories.map((m) => JSON.stringify(m)).join('\n') + '\n';
    if (!settings.scrubSecrets) {
      log.warn('cogneeMemory.secrets.scrub is false: credentials in these memories are stored as given.');
    }
    const outcome = await this.call('ingest', cli.ingestArgs(settings, workspace), token, parseIngest, lines);
    if (outcome.ok) {
      for (const a of outcome.value.autoSuperseded) {
        log.info(`Auto-superseded ${a.old} by ${a.new} (confidence ${a.confidence}: ${a.reasons.join('; ')}); Restore Superseded Memory undoes it.`);
      }
      for (const m of outcome.value.merged) log.info(`Merged duplicate ${m.id} into ${m.into}.`);
    }
    return outcome;
  }

  /**
   * Import the workspace's architecture decision records (`ingest.py --adr auto`, or `--adr-dir` for
   * each of `folders`), reporting each record read to `onProgress`.
   */
  importDecisionRecords(
    folders: readonly string[],
    onProgress?: (progress: ReadingProgress) => void,
    token?: CancellationLike,
  ): Promise<Outcome<ImportSummary>> {
    const { settings, workspace } = this.target;
    const onLine = onProgress
      ? (line: string) => {
          const progress = readingProgress(line);
          if (progress) onProgress(progress);
        }
      : undefined;
    return this.call('ingest', importRecordsArgs(settings, workspace, folders), token, parseImportSummary, undefined, onLine);
  }

  supersede(oldId: string, newId: string, options: { dryRun?: boolean }, token?: CancellationLike): Promise<Outcome<SupersedeResult>> {
    const { settings, workspace } = this.target;
    return this.call('supersede', cli.supersedeArgs(settings, workspace, oldId, newId, options), token, parseSupersede);
  }

  restoreSuperseded(id: string, token?: CancellationLike): Promise<Outcome<RestoreResult>> {
    const { settings, workspace } = this.target;
    return this.call('supersede', cli.restoreArgs(settings, workspace, id), token, parseRestoreSuperseded);
  }

  /**
   * Forget memories for good (`forget.py`): each memory and every copy of its words in the store.
   * With `dryRun` nothing changes and the answer lists the memories (with their text) for a confirmation.
   */
  forget(ids: readonly string[], options: { dryRun?: boolean } = {}, token?: CancellationLike): Promise<Outcome<ForgetResult>> {
    const { settings, workspace } = this.target;
    return this.call('forget', cli.forgetArgs(settings, workspace, ids, options), token, parseForget);
  }

  /** Replace a memory's text (`edit.py`): re-embedded and scrubbed; status, topic and timestamps kept. */
  edit(id: string, text: string, token?: CancellationLike): Promise<Outcome<EditResult>> {
    const { settings, workspace } = this.target;
    return this.call('edit', cli.editArgs(settings, workspace, id), token, parseEdit, text);
  }

  listTopics(token?: CancellationLike): Promise<Outcome<TopicInfo[]>> {
    const { settings, workspace } = this.target;
    return this.call('compact', cli.listTopicsArgs(settings, workspace), token, parseTopics);
  }

  /** Every memory, all statuses (the memory view). */
  listMemories(token?: CancellationLike): Promise<Outcome<MemoryHit[]>> {
    const { settings, workspace } = this.target;
    return this.call('compact', cli.listMemoriesArgs(settings, workspace), token, (raw) => parseMemoryList(raw, Date.now()));
  }

  compact(topic: string, options: { dryRun?: boolean; summaryFile?: string }, token?: CancellationLike): Promise<Outcome<CompactResult>> {
    const { settings, workspace } = this.target;
    return this.call('compact', cli.compactArgs(settings, workspace, topic, options), token, parseCompact);
  }

  undoCompaction(recordId: string, token?: CancellationLike): Promise<Outcome<string[]>> {
    const { settings, workspace } = this.target;
    return this.call('compact', cli.undoArgs(settings, workspace, recordId), token, parseRestored);
  }

  /** Append feedback events to the workspace's feedback log (`feedback.py record`, no backend needed). */
  recordFeedback(events: readonly FeedbackEvent[], token?: CancellationLike): Promise<Outcome<number>> {
    const { settings, workspace } = this.target;
    const lines = events.map((e) => JSON.stringify(e)).join('\n') + '\n';
    return this.call('feedback', cli.feedbackRecordArgs(settings, workspace), token, (raw) => (typeof raw.recorded === 'number' ? raw.recorded : 0), lines);
  }

  /** The half-life the recorded feedback recommends, or why there is none yet. */
  recommendHalfLife(token?: CancellationLike): Promise<Outcome<HalfLifeAdvice>> {
    const { settings, workspace } = this.target;
    return this.call('feedback', cli.recommendArgs(settings, workspace), token, parseAdvice);
  }

  private async call<T>(
    script: Script,
    args: string[],
    token: CancellationLike | undefined,
    parse: (raw: Record<string, unknown>) => T,
    stdin?: string,
    onLine?: (line: string) => void,
    timeoutSeconds?: number,
  ): Promise<Outcome<T>> {
    const { python, root, settings, log, env } = this.target;
    const outcome = await runCli({
      python,
      script: path.join(root, 'python', `${script}.py`),
      args,
      stdin,
      cwd: this.target.workspace,
      env: env ?? process.env,
      timeoutMs: (timeoutSeconds ?? settings.requestTimeoutSeconds) * 1000,
      label: script,
      token,
      log,
      ...(onLine ? { onLine } : {}),
    });
    return outcome.ok ? { ok: true, value: parse(outcome.value) } : outcome;
  }
}
