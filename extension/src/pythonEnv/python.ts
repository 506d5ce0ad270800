/**
 * Which Python runs the CLIs: the `cogneeMemory.pythonPath` setting, else the environment that
 * "Set Up Python Environment" made in the extension's global storage (environment.ts), else the
 * Python extension's active interpreter, else a development checkout's <extension root>/.venv.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { PYTHON_EXTENSION_ID } from '../constants';
import { ErrorCode, fail, ok, type Outcome } from '../backendClient/outcome';
import { vscodeApi } from '../vscodeapi';
import type * as vscode from 'vscode';

export type InterpreterSource = 'setting' | 'own-env' | 'python-extension' | 'extension-venv';

export interface Interpreter {
  path: string;
  source: InterpreterSource;
}

export interface InterpreterLookup {
  setting: string;
  /** The extension root; a development checkout may hold .venv (scripts/setup.sh). */
  root: string;
  /** The interpreter of the extension's own environment when it is set up (upgraded first when outdated). */
  ownEnv?(): Promise<string | undefined>;
  fromPythonExtension(): Promise<string | undefined>;
  exists?(file: string): boolean;
  platform?: NodeJS.Platform;
  /** The folder's embedder setting: a first run's message counts the packages Set Up adds for it. */
  embedder?: string;
}

/** The interpreter of <root>/.venv (a development checkout's environment). */
export function venvPython(root: string, platform: NodeJS.Platform = process.platform): string {
  return platform === 'win32' ? path.join(root, '.venv', 'Scripts', 'python.exe') : path.join(root, '.venv', 'bin', 'python');
}

export async function findPython(lookup: InterpreterLookup): Promise<Outcome<Interpreter>> {
  const exists = lookup.exists ?? existsSync;
  if (lookup.setting) {
    // An explicit setting wins, even when wrong: say so instead of silently using another Python.
    // A bare command name ("python3") is left to PATH lookup at spawn time.
    if (path.isAbsolute(lookup.setting) && !exists(lookup.setting)) {
      return fail(ErrorCode.pythonNotFound, `cogneeMemory.pythonPath is set to '${lookup.setting}', which does not exist.`);
    }
    return ok({ path: lookup.setting, source: 'setting' });
  }
  // The environment the user set up for this extension beats the Python extension's interpreter,
  // which usually lacks Cognee.
  const own = await lookup.ownEnv?.().catch(() => undefined);
  if (own && exists(own)) return ok({ path: own, source: 'own-env' });
  const fromExtension = await lookup.fromPythonExtension().catch(() => undefined);
  if (fromExtension && exists(fromExtension)) {
    return ok({ path: fromExtension, source: 'python-extension' });
  }
  const checkout = venvPython(lookup.root, lookup.platform);
  if (exists(checkout)) {
    return ok({ path: checkout, source: 'extension-venv' });
  }
  // A new user's first run: nothing is configured, and nothing is wrong (messages.ts words it as the one-time setup).
  return fail(
    ErrorCode.pythonNotFound,
    'cogneeMemory.pythonPath is empty, the Python extension reports no active interpreter, and the extension has no environment of its own yet.',
    false,
    { firstRun: true, ...(lookup.embedder ? { embedder: lookup.embedder } : {}) },
  );
}

/** The subset of the Python extension's exported API used here. */
interface PythonExtensionApi {
  environments?: {
    getActiveEnvironmentPath(resource?: vscode.Uri): { path: string } | undefined;
    resolveEnvironment(env: { path: string } | string): Promise<{ executable?: { uri?: { fsPath: string } } } | undefined>;
  };
}

/** The Python extension's active interpreter for `resource`, or undefined (not installed, no selection). */
export async function pythonExtensionInterpreter(resource?: vscode.Uri): Promise<string | undefined> {
  const extension = vscodeApi.getExtension(PYTHON_EXTENSION_ID);
  if (!extension) return undefined;
  const api = (extension.isActive ? extension.exports : await extension.activate()) as PythonExtensionApi | undefined;
  const environments = api?.environments;
  const active = environments?.getActiveEnvironmentPath(resource);
  if (!environments || !active) return undefined;
  const resolved = await environments.resolveEnvironment(active);
  return resolved?.executable?.uri?.fsPath ?? active.path;
}
