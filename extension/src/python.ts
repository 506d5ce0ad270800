/**
 * Which Python runs the CLIs: the `cogneeMemory.pythonPath` setting, else the Python extension's
 * active interpreter, else the extension's own environment (<extension root>/.venv).
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { PYTHON_EXTENSION_ID } from './constants';
import { ErrorCode, fail, ok, type Outcome } from './outcome';
import { vscodeApi } from './vscodeapi';
import type * as vscode from 'vscode';

export type InterpreterSource = 'setting' | 'python-extension' | 'extension-venv';

export interface Interpreter {
  path: string;
  source: InterpreterSource;
}

export interface InterpreterLookup {
  setting: string;
  /** The extension root, which may hold .venv from "Set Up Python Environment". */
  root: string;
  fromPythonExtension(): Promise<string | undefined>;
  exists?(file: string): boolean;
  platform?: NodeJS.Platform;
}

/** Where "Set Up Python Environment" puts its interpreter. */
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
  const fromExtension = await lookup.fromPythonExtension().catch(() => undefined);
  if (fromExtension && exists(fromExtension)) {
    return ok({ path: fromExtension, source: 'python-extension' });
  }
  const own = venvPython(lookup.root, lookup.platform);
  if (exists(own)) {
    return ok({ path: own, source: 'extension-venv' });
  }
  return fail(
    ErrorCode.pythonNotFound,
    'cogneeMemory.pythonPath is empty, the Python extension reports no active interpreter, and the extension has no environment of its own yet.',
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
