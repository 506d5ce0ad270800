/**
 * Runs the Python CLIs. Deliberately free of any `vscode` import so it can be tested in plain Node:
 * the caller passes a logger and a cancellation token that merely look like VS Code's.
 *
 * A process is always spawned from an argv array (never a shell), is killed on timeout or
 * cancellation, and every call ends in exactly one typed Outcome.
 */
import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ErrorCode, fail, ok, type MemoryError, type Outcome } from './outcome';

/** After SIGTERM, a child that has not exited within this grace period gets SIGKILL. */
export const KILL_GRACE_MS = 2_000;

/** Keep at most this much of stderr in memory for error messages (the log gets all of it). */
const STDERR_TAIL_CHARS = 4_000;

/** The subset of LogOutputChannel the bridge needs. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  trace(message: string): void;
}

/** The subset of vscode.CancellationToken the bridge needs. */
export interface CancellationLike {
  readonly isCancellationRequested: boolean;
  onCancellationRequested(listener: () => unknown): { dispose(): unknown };
}

export interface ProcessRequest {
  command: string;
  args: readonly string[];
  /** Written to the child's stdin, which is then closed. */
  stdin?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** A name for messages and the log, e.g. "retrieve". */
  label: string;
  token?: CancellationLike;
  log: Logger;
  /** Called with each output line (e.g. pip progress); stderr lines go to the log regardless. */
  onLine?: (line: string) => void;
}

export interface ProcessResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/** Quote an argv for the log only; never used to run anything. */
export function formatCommandLine(command: string, args: readonly string[]): string {
  return [command, ...args].map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : JSON.stringify(part))).join(' ');
}

/** Spawn and collect. Timeout and cancellation kill the child and end in TIMEOUT / CANCELLED. */
export function runProcess(request: ProcessRequest): Promise<Outcome<ProcessResult>> {
  const { log, label, token } = request;
  if (token?.isCancellationRequested) {
    return Promise.resolve(cancelledOutcome(label));
  }
  log.info(`[${label}] ${formatCommandLine(request.command, request.args)}`);
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawnChild(request);
    let settled = false;
    const finish = (outcome: Outcome<ProcessResult>): void => {
      if (settled) return;
      settled = true;
      stopper.dispose();
      resolve(outcome);
    };
    const stopper = stopOnTimeoutOrCancel(child, request);
    const output = collectOutput(child, request);

    child.on('error', (err: NodeJS.ErrnoException) => finish(spawnFailure(request.command, err)));
    child.on('close', (exitCode) => {
      output.flushStderr();
      log.info(`[${label}] exited with ${exitCode ?? 'a signal'} after ${Date.now() - started} ms`);
      finish(closedOutcome(request, stopper.reason, { exitCode, stdout: output.stdout, stderr: output.stderrTail }));
    });

    // A child that exits before reading stdin raises EPIPE here; the exit code tells the story.
    child.stdin.on('error', (err) => log.trace(`[${label}] stdin: ${err.message}`));
    child.stdin.end(request.stdin ?? '');
  });
}

/** From an argv array, never through a shell; all three streams piped. */
function spawnChild(request: ProcessRequest): ChildProcessWithoutNullStreams {
  return spawn(request.command, [...request.args], {
    cwd: request.cwd,
    env: request.env ?? process.env,
    shell: false,
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
}

type StopReason = 'timeout' | 'cancelled';

interface Stopper {
  /** Why the child was stopped, if it was. */
  readonly reason: StopReason | undefined;
  /** Clears the timers and the cancellation listener. */
  dispose(): void;
}

/** On timeout or cancellation: SIGTERM, then SIGKILL after the grace period (once, and only while the child runs). */
function stopOnTimeoutOrCancel(child: ChildProcess, request: ProcessRequest): Stopper {
  const { log, label, token, timeoutMs } = request;
  let reason: StopReason | undefined;
  let killTimer: NodeJS.Timeout | undefined;
  const kill = (why: StopReason): void => {
    if (reason || child.exitCode !== null) return;
    reason = why;
    log.warn(`[${label}] ${why === 'timeout' ? `timed out after ${timeoutMs} ms` : 'cancelled'}; stopping the Python process`);
    child.kill('SIGTERM');
    killTimer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
    killTimer.unref();
  };
  const timer = setTimeout(() => kill('timeout'), timeoutMs);
  const cancelListener = token?.onCancellationRequested(() => kill('cancelled'));
  return {
    get reason() {
      return reason;
    },
    dispose() {
      clearTimeout(timer);
      clearTimeout(killTimer);
      cancelListener?.dispose();
    },
  };
}

interface CollectedOutput {
  readonly stdout: string;
  /** The last STDERR_TAIL_CHARS of stderr. */
  readonly stderrTail: string;
  /** Emits an unterminated last stderr line. */
  flushStderr(): void;
}

/**
 * Keeps all of stdout and the tail of stderr. Complete stdout lines go to `onLine` (an unterminated
 * last stdout line is only in `stdout`); stderr lines go to the log and to `onLine`. Blank lines are skipped.
 */
function collectOutput(child: ChildProcessWithoutNullStreams, request: ProcessRequest): CollectedOutput {
  const { log, label } = request;
  let stdout = '';
  let stderrTail = '';
  let pendingOut = '';
  let pendingErr = '';
  const emitStderr = (line: string): void => {
    if (!line.trim()) return;
    log.trace(`[${label}] ${line}`);
    request.onLine?.(line);
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
    if (!request.onLine) return;
    const lines = (pendingOut + chunk).split(/\r?\n/);
    pendingOut = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) request.onLine(line);
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    const lines = (pendingErr + chunk).split(/\r?\n/);
    pendingErr = lines.pop() ?? '';
    for (const line of lines) emitStderr(line);
  });
  return {
    get stdout() {
      return stdout;
    },
    get stderrTail() {
      return stderrTail;
    },
    flushStderr() {
      if (pendingErr) emitStderr(pendingErr);
    },
  };
}

/** The child could not be started: a missing interpreter is PYTHON_NOT_FOUND, anything else SPAWN_FAILED. */
function spawnFailure(command: string, err: NodeJS.ErrnoException): Outcome<never> {
  const missing = err.code === 'ENOENT';
  return fail(
    missing ? ErrorCode.pythonNotFound : ErrorCode.spawnFailed,
    missing ? `Cannot run '${command}': it does not exist.` : `Cannot start '${command}': ${err.message}`,
    false,
  );
}

/** The child closed: TIMEOUT or CANCELLED when it was stopped, else what it produced. */
function closedOutcome(request: ProcessRequest, stopped: StopReason | undefined, result: ProcessResult): Outcome<ProcessResult> {
  if (stopped === 'timeout') {
    return fail(ErrorCode.timeout, `${request.label} did not finish within ${Math.round(request.timeoutMs / 1000)} s and was stopped.`, true);
  }
  if (stopped === 'cancelled') return cancelledOutcome(request.label);
  return ok(result);
}

function cancelledOutcome(label: string): Outcome<never> {
  return fail(ErrorCode.cancelled, `${label} was cancelled.`, true);
}

export interface CliRequest extends Omit<ProcessRequest, 'command' | 'args'> {
  python: string;
  /** Absolute path of the entry script, e.g. <root>/python/retrieve.py. */
  script: string;
  args: readonly string[];
}

/** The success envelope of the contract: `{"success": true, ...}`. */
export type CliSuccess = Record<string, unknown> & { success: true };

/**
 * Run one entry script and read its single JSON object: `{"success": true, ...}` becomes the value,
 * `{"success": false, "error": {...}}` becomes the error with the contract's code.
 */
export async function runCli(request: CliRequest): Promise<Outcome<CliSuccess>> {
  if (!existsSync(request.script)) {
    return fail(ErrorCode.scriptMissing, `The Python entry script ${request.script} is missing from this installation.`);
  }
  const { python, script, ...rest } = request;
  const result = await runProcess({ ...rest, command: python, args: [script, ...request.args] });
  if (!result.ok) return result;
  return parseEnvelope(result.value, request.label);
}

/** Turn a finished CLI run into an Outcome; tolerant of extra fields, strict about the envelope. */
export function parseEnvelope(result: ProcessResult, label: string): Outcome<CliSuccess> {
  const payload = lastJsonObject(result.stdout);
  if (payload && payload.success === true) {
    return ok(payload as CliSuccess);
  }
  if (payload && payload.success === false) {
    return { ok: false, error: toError(payload.error) };
  }
  if (/ModuleNotFoundError|No module named/.test(result.stderr)) {
    const module = /No module named '([^']+)'/.exec(result.stderr)?.[1];
    return fail(
      ErrorCode.pythonPackagesMissing,
      `The selected Python interpreter lacks the memory package${module ? ` (no module named '${module}')` : ''}.`,
    );
  }
  const tail = result.stderr.trim().split(/\r?\n/).slice(-3).join(' | ');
  return fail(
    result.exitCode === 0 ? ErrorCode.badOutput : ErrorCode.processFailed,
    `${label} exited with ${result.exitCode ?? 'a signal'} without a JSON result${tail ? `: ${tail}` : '.'}`,
  );
}

function lastJsonObject(stdout: string): Record<string, unknown> | undefined {
  const lines = stdout.trim().split(/\r?\n/).reverse();
  for (const line of lines) {
    const text = line.trim();
    if (!text.startsWith('{')) continue;
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // not the JSON line; keep looking
    }
  }
  return undefined;
}

function toError(raw: unknown): MemoryError {
  const error = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const details = error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : undefined;
  return {
    code: typeof error.code === 'string' ? error.code : 'INTERNAL_ERROR',
    message: typeof error.message === 'string' ? error.message : 'The Python side reported an error without a message.',
    retryable: error.retryable === true,
    ...(details ? { details } : {}),
  };
}
