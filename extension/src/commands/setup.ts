/**
 * "Set Up Python Environment": create <extension root>/.venv and pip-install the Python package that
 * ships in the extension (python/ + pyproject.toml), with progress. The interpreter discovery
 * (python.ts) then finds it when `cogneeMemory.pythonPath` is empty.
 */
import { existsSync } from 'node:fs';
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

/** The argv of each step; creating the venv is skipped when it exists. */
export function setupSteps(basePython: string, root: string, venvExists: boolean, platform: NodeJS.Platform = process.platform): SetupStep[] {
  const python = venvPython(root, platform);
  const venv = `${root}/.venv`;
  return [
    ...(venvExists ? [] : [{ label: 'Creating the Python environment', command: basePython, args: ['-m', 'venv', venv] }]),
    {
      label: 'Installing Cognee Chat Memory and its dependencies (a few minutes)',
      command: python,
      args: ['-m', 'pip', 'install', '--disable-pip-version-check', '--progress-bar', 'off', root],
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
  for (const step of setupSteps(basePython, root, existsSync(venvPython(root)))) {
    report(step.label);
    const result = await runProcess({
      command: step.command,
      args: step.args,
      cwd: root,
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
  return ok(venvPython(root));
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
