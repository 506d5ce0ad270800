/**
 * "Set Up Python Environment": create <extension root>/.venv and pip-install the Python package that
 * ships in the extension (python/ + pyproject.toml), with progress. The interpreter discovery
 * (python.ts) then finds it when `cogneeMemory.pythonPath` is empty.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { runProcess, type CancellationLike, type Logger } from '../bridge';
import { COMMANDS, SETUP_TIMEOUT_MS } from '../constants';
import { fail, ok, type Outcome } from '../outcome';
import { pythonExtensionInterpreter, venvPython } from '../python';
import { vscodeApi } from '../vscodeapi';
import { showFailure } from './common';

export interface SetupStep {
  label: string;
  command: string;
  args: string[];
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

/** The argv of each step; creating the venv is skipped when it exists. `source` is the staged package. */
export function setupSteps(
  basePython: string,
  root: string,
  venvExists: boolean,
  source: string,
  platform: NodeJS.Platform = process.platform,
): SetupStep[] {
  const python = venvPython(root, platform);
  const venv = path.join(root, '.venv');
  return [
    ...(venvExists ? [] : [{ label: 'Creating the Python environment', command: basePython, args: ['-m', 'venv', venv] }]),
    {
      label: 'Installing Cognee Chat Memory and its dependencies (a few minutes)',
      command: python,
      args: ['-m', 'pip', 'install', '--disable-pip-version-check', '--progress-bar', 'off', source],
    },
  ];
}

export async function runSetup(
  root: string,
  basePython: string,
  log: Logger,
  report: (message: string) => void,
  token?: CancellationLike,
): Promise<Outcome<string>> {
  const source = await stagePackage(root);
  try {
    const done = await runSteps(setupSteps(basePython, root, existsSync(venvPython(root)), source), log, report, token);
    return done.ok ? ok(venvPython(root)) : done;
  } finally {
    await rm(source, { recursive: true, force: true });
  }
}

async function runSteps(steps: SetupStep[], log: Logger, report: (message: string) => void, token?: CancellationLike): Promise<Outcome<void>> {
  for (const step of steps) {
    report(step.label);
    const result = await runProcess({
      command: step.command,
      args: step.args,
      timeoutMs: SETUP_TIMEOUT_MS,
      label: 'setup',
      token,
      log,
      onLine: (line) => {
        log.info(`[setup] ${line}`);
        if (/^(Collecting|Installing|Building|Successfully)/.test(line)) report(line.slice(0, 100));
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

export async function setupPythonCommand(root: string, log: Logger): Promise<string | undefined> {
  const fromExtension = await pythonExtensionInterpreter().catch(() => undefined);
  const basePython = fromExtension ?? (process.platform === 'win32' ? 'python' : 'python3');
  const outcome = await vscodeApi.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'Cognee Memory: setting up Python', cancellable: true },
    (progress, token) => runSetup(root, basePython, log, (message) => progress.report({ message }), token),
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
  const overridden = vscodeApi.getConfiguration('cogneeMemory').get<string>('pythonPath');
  void vscodeApi.showInformationMessage(
    `Python environment ready at ${outcome.value}.${overridden ? ' Note: cogneeMemory.pythonPath is set and takes precedence; clear it to use this environment.' : ''}`,
  );
  return outcome.value;
}

export function registerSetupCommand(context: vscode.ExtensionContext, log: Logger): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMANDS.setupPython, () => setupPythonCommand(context.extensionPath, log)),
  );
}
