/**
 * Resolves everything a memory call needs, fresh for each call (so settings apply without a
 * reload): workspace trust, the workspace folder, the settings, the interpreter.
 */
import type * as vscode from 'vscode';
import type { Logger } from './bridge';
import { MemoryClient, type Memories } from './memoryclient';
import { ErrorCode, fail, ok, type Outcome } from './outcome';
import { findPython, pythonExtensionInterpreter } from './python';
import { readSettings, SETTINGS_SECTION, type Settings } from './settings';
import { childEnv, type SecretsLike } from './teamserver';
import { vscodeApi } from './vscodeapi';

export interface MemoryAccess {
  /** The memory operations for the workspace folder of `resource` (default: the active editor's, else the first). */
  open(resource?: vscode.Uri): Promise<Outcome<Memories>>;
  settings(resource?: vscode.Uri): Settings;
}

export function workspaceFolderFor(resource?: vscode.Uri): vscode.WorkspaceFolder | undefined {
  const candidate = resource ?? vscodeApi.activeTextEditor()?.document.uri;
  const folder = candidate ? vscodeApi.getWorkspaceFolder(candidate) : undefined;
  return folder ?? vscodeApi.workspaceFolders()[0];
}

/**
 * `ownEnv` gives the interpreter of the extension's own environment (commands/setup.ts
 * ownEnvironment), upgrading it first when an update changed its dependencies.
 */
export function createMemoryAccess(root: string, log: Logger, secrets?: SecretsLike, ownEnv?: () => Promise<string | undefined>): MemoryAccess {
  const settingsFor = (folder?: vscode.WorkspaceFolder): Settings =>
    readSettings(vscodeApi.getConfiguration(SETTINGS_SECTION, folder?.uri));
  return {
    settings: (resource) => settingsFor(workspaceFolderFor(resource)),
    async open(resource) {
      if (!vscodeApi.isTrusted()) {
        return fail(ErrorCode.untrustedWorkspace, 'The workspace is not trusted.');
      }
      const folder = workspaceFolderFor(resource);
      if (!folder) return fail(ErrorCode.noWorkspace, 'No folder is open.');
      const settings = settingsFor(folder);
      const python = await findPython({
        setting: settings.pythonPath,
        root,
        ...(ownEnv ? { ownEnv } : {}),
        fromPythonExtension: () => pythonExtensionInterpreter(folder.uri),
      });
      if (!python.ok) return python;
      log.trace(`Using Python ${python.value.path} (from ${python.value.source}) for ${folder.uri.fsPath}`);
      // A team space's password reaches Python through the child's environment only.
      const env = await childEnv(settings, secrets);
      return ok(new MemoryClient({ python: python.value.path, root, workspace: folder.uri.fsPath, settings, log, env }));
    },
  };
}
