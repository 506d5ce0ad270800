/** Builders and recording fakes shared by the unit tests. */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { MemoryAccess } from '../../../extension/src/access';
import type { CancellationLike, Logger } from '../../../extension/src/backendClient/bridge';
import type { HalfLifeAdvice, MemoryHit, RetrieveResult } from '../../../extension/src/backendClient/contract';
import type { Memories } from '../../../extension/src/backendClient/memoryclient';
import { ok, type Outcome } from '../../../extension/src/backendClient/outcome';
import { DEFAULT_SETTINGS, type Settings } from '../../../extension/src/settings';

export interface RecordingLog extends Logger {
  lines: string[];
}

export function recordingLog(): RecordingLog {
  const lines: string[] = [];
  const add = (level: string) => (message: string) => void lines.push(`${level} ${message}`);
  return { lines, info: add('info'), warn: add('warn'), error: add('error'), trace: add('trace') };
}

export class FakeToken implements CancellationLike {
  isCancellationRequested = false;
  private listeners: Array<() => unknown> = [];
  onCancellationRequested(listener: () => unknown) {
    this.listeners.push(listener);
    return { dispose: () => void (this.listeners = this.listeners.filter((l) => l !== listener)) };
  }
  cancel(): void {
    this.isCancellationRequested = true;
    for (const listener of this.listeners) listener();
  }
}

export function hit(overrides: Partial<MemoryHit> = {}): MemoryHit {
  return {
    id: 'm1',
    text: 'We use SQLite for tests.',
    topic: 'database',
    status: 'Active',
    decisions: [],
    rationale: [],
    openQuestions: [],
    references: [],
    supersedes: [],
    supersededBy: [],
    standsInFor: [],
    semanticScore: 0.5,
    recencyMultiplier: 0.5,
    statusMultiplier: 1,
    score: 0.25,
    ageDays: 7,
    tokens: 6,
    ...overrides,
  };
}

export function retrieved(hits: MemoryHit[], previews: RetrieveResult['previews'] = []): RetrieveResult {
  return { query: 'q', halfLifeDays: 7, totalCandidates: hits.length, results: hits, previews };
}

/** `feedback.py recommend`'s answer: by default, not enough feedback yet. */
export function advice(overrides: Partial<HalfLifeAdvice> = {}): HalfLifeAdvice {
  return {
    currentHalfLifeDays: 7,
    reason: 'Not enough feedback yet: 4 of 20 helpful signals and 1 of 5 questions. Rate @memory answers with 👍/👎 or open the memories they cite.',
    helpful: 4,
    questions: 1,
    missingHelpful: 16,
    missingQuestions: 4,
    ...overrides,
  };
}

/** What a write reports when it removed no secret. */
export const NO_REDACTIONS = { count: 0, byType: {} };

type Calls = { [K in keyof Memories]: unknown[][] };

/** Memories whose methods return canned outcomes and record their arguments (without the token). */
export function fakeMemories(overrides: Partial<Memories> = {}): Memories & { calls: Calls } {
  const calls: Calls = {
    retrieve: [], store: [], ingest: [], listTopics: [], listMemories: [], compact: [], undoCompaction: [], supersede: [], restoreSuperseded: [],
    forget: [], edit: [], recordFeedback: [], recommendHalfLife: [], startBackend: [], importDecisionRecords: [],
  };
  const defaults: Memories = {
    // One memory; asked for previews, the same memory under each half-life.
    retrieve: async (options) => ok(retrieved([hit()], (options.compareHalfLives ?? []).map((h) => ({ halfLifeDays: h, results: [hit()] })))),
    store: async () => ok(['mem-1']),
    // By default ingest is `store` with nothing detected, so a test overriding `store` covers both.
    ingest: async (memories, token) => {
      const stored = await record('store')(memories, token) as Outcome<string[]>;
      return stored.ok ? ok({ stored: stored.value, possibleUpdates: [], autoSuperseded: [], merged: [], redactions: NO_REDACTIONS }) : stored;
    },
    listTopics: async () => ok([]),
    listMemories: async () => ok([]),
    compact: async () => ok({ recordId: 'dr-1', superseded: ['m1', 'm2'], noop: false, redactions: NO_REDACTIONS }),
    undoCompaction: async () => ok(['m1', 'm2']),
    recordFeedback: async (events) => ok(events.length),
    recommendHalfLife: async () => ok(advice()),
    startBackend: async () => ok({ success: true, running: true }),
    supersede: async (oldId, newId) => ok({ old: oldId, new: newId, noop: false, dryRun: false }),
    restoreSuperseded: async (id) => ok({ id, status: 'Active', unlinkedFrom: ['m2'] }),
    forget: async (ids, options) =>
      ok({
        dryRun: options?.dryRun === true,
        forgotten: options?.dryRun ? [] : [...ids],
        wouldForget: options?.dryRun ? ids.map((id) => ({ id, text: `The text of ${id}.`, topic: 'database', status: 'Active' })) : [],
        cleaned: [], records: {}, droppedRecords: [], restored: {},
      }),
    edit: async (id, text) => ok({ id, dryRun: false, noop: false, text, cleaned: [], redactions: NO_REDACTIONS }),
    importDecisionRecords: async () => ok({ records: 0, superseded: 0, links: 0, folders: [], skipped: [], stored: [] }),
  };
  const merged = { ...defaults, ...overrides };
  const record =
    <K extends keyof Memories>(name: K) =>
    (...args: unknown[]) => {
      calls[name].push(args.filter((a) => !(a instanceof FakeToken)));
      return (merged[name] as (...a: unknown[]) => unknown)(...args);
    };
  return {
    calls,
    retrieve: record('retrieve') as Memories['retrieve'],
    store: record('store') as Memories['store'],
    ingest: record('ingest') as Memories['ingest'],
    startBackend: record('startBackend') as Memories['startBackend'],
    supersede: record('supersede') as Memories['supersede'],
    restoreSuperseded: record('restoreSuperseded') as Memories['restoreSuperseded'],
    forget: record('forget') as Memories['forget'],
    edit: record('edit') as Memories['edit'],
    listTopics: record('listTopics') as Memories['listTopics'],
    listMemories: record('listMemories') as Memories['listMemories'],
    compact: record('compact') as Memories['compact'],
    undoCompaction: record('undoCompaction') as Memories['undoCompaction'],
    recordFeedback: record('recordFeedback') as Memories['recordFeedback'],
    recommendHalfLife: record('recommendHalfLife') as Memories['recommendHalfLife'],
    importDecisionRecords: record('importDecisionRecords') as Memories['importDecisionRecords'],
  };
}

export function fakeAccess(memories: Memories | Outcome<never>, settings: Partial<Settings> = {}): MemoryAccess {
  return {
    open: async () => ('ok' in memories && memories.ok === false ? memories : ok(memories as Memories)),
    settings: () => ({ ...DEFAULT_SETTINGS, ...settings }),
  };
}

/**
 * A folder laid out like the extension root (python/<script>.py) whose "Python scripts" are
 * JavaScript, run by node standing in for the interpreter. Returns the root.
 */
export function fakeCliRoot(scripts: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cognee-memory-test-'));
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, 'python'));
  for (const [name, source] of Object.entries(scripts)) writeFileSync(path.join(root, 'python', `${name}.py`), source);
  return root;
}

/** A fake CLI that answers with its argv and stdin: `{"success": true, "argv": [...], "stdin": "..."}`. */
export const ECHO_CLI = `
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', () => {
  process.stderr.write('log line on stderr\\n');
  console.log(JSON.stringify({ success: true, argv: process.argv.slice(2), stdin: input, results: [], stored: ['mem-1'] }));
});
`;

/** A fake CLI (for fakeCliRoot) that records its argv and stdin in a file next to it, then prints `reply`. */
export const recorder = (reply: object): string => `
const fs = require('fs');
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', () => {
  fs.writeFileSync(__filename + '.call.json', JSON.stringify({ argv: process.argv.slice(2), stdin: input }));
  console.log(${JSON.stringify(JSON.stringify(reply))});
});`;

/** What the `recorder` CLI named `script` was last called with. */
export const lastCall = (root: string, script: string): { argv: string[]; stdin: string } =>
  JSON.parse(readFileSync(path.join(root, 'python', `${script}.py.call.json`), 'utf8'));
