/**
 * Resolves everything a memory call needs, fresh for each call (so settings apply without a
 * reload): workspace trust, the workspace folder, the settings, the interpreter.
 */
import { existsSync } from 'node:fs';
import type * as vscode from 'vscode';
import type { Logger } from './backendClient/bridge';
import { storageDir } from './backendClient/cliargs';
import { MemoryClient, notifyWrites, type Memories } from './backendClient/memoryclient';
import { ErrorCode, fail, ok, type Outcome } from './backendClient/outcome';
import { findPython, pythonExtensionInterpreter } from './pythonEnv/python';
import { readSettings, settingsNotes, SETTINGS_SECTION, type Embedder, type Settings } from './settings';
import { childEnv, teamServerProblem, type SecretsLike } from './teamServer/server';
import { vscodeApi } from './vscodeapi';
import { chooseFolder, folderOf, openFolders } from './workspaceFolders';
import { pendingMove, type StoreMove, type Warmup } from './pythonEnv/warmup';
import { withMoveProgress } from './pythonEnv/moveProgress';

export interface MemoryAccess {
  /**
   * The memory operations for the workspace folder of `resource` (default: the active editor's; with
   * several folders open and none decided, the user picks one: workspaceFolders.ts).
   */
  open(resource?: vscode.Uri): Promise<Outcome<Memories>>;
  settings(resource?: vscode.Uri): Settings;
  /** While the session's first call would wait for the backend to start: what to tell the user; else undefined. */
  warmingUp?(resource?: vscode.Uri): string | undefined;
}

export interface AccessOptions {
  secrets?: SecretsLike;
  /** The interpreter of the extension's own environment (pythonEnv/setup.ts ownEnvironment), upgraded first when outdated. */
  ownEnv?: (embedder?: Embedder) => Promise<string | undefined>;
  /** Starts each workspace's backend once per session before the first call (pythonEnv/warmup.ts). */
  warmup?: Warmup;
  /** Called after every write that succeeded (the memory view refreshes on it). */
  onWrite?: () => void;
}

/**
 * The same access bound to the folder of `resource` whenever a caller names none: a memory view
 * node's actions act on the node's folder, whatever editor is active.
 */
export function accessFor(access: MemoryAccess, resource: vscode.Uri | undefined): MemoryAccess {
  if (!resource) return access;
  return {
    open: (other) => access.open(other ?? resource),
    settings: (other) => access.settings(other ?? resource),
    warmingUp: (other) => access.warmingUp?.(other ?? resource),
  };
}

/** `options.onWrite` is called after every write that succeeded (the memory view refreshes on it). */
export function createMemoryAccess(root: string, log: Logger, options: AccessOptions = {}): MemoryAccess {
  const { secrets, ownEnv, warmup, onWrite } = options;
  // Settings of earlier versions: said once per session in the log, never an error.
  const noted = new Set<string>();
  const settingsFor = (folder?: vscode.WorkspaceFolder): Settings => {
    const config = vscodeApi.getConfiguration(SETTINGS_SECTION, folder?.uri);
    for (const note of settingsNotes(config)) {
      if (!noted.has(note)) log.info(note);
      noted.add(note);
    }
    return readSettings(config);
  };
  return {
    // Undecided among several folders (nothing picked yet): the first folder's settings, as before.
    settings: (resource) => settingsFor(folderOf(resource) ?? openFolders()[0]),
    warmingUp(resource) {
      const folder = folderOf(resource);
      if (!folder || !warmup) return undefined;
      const settings = settingsFor(folder);
      if (!hasStore(settings, folder.uri.fsPath)) return undefined;
      const move = storeMove(settings, folder.uri.fsPath);
      return warmup.message(warmthKey(folder.uri.fsPath, move), move);
    },
    async open(resource) {
      if (!vscodeApi.isTrusted()) {
        return fail(ErrorCode.untrustedWorkspace, 'The workspace is not trusted.');
      }
      if (!openFolders().length) return fail(ErrorCode.noWorkspace, 'No folder is open.');
      const folder = await chooseFolder(resource);
      if (!folder) return fail(ErrorCode.cancelled, 'No folder was picked.');
      const settings = settingsFor(folder);
      // A password written into the URL would reach argv and the log: refused before any call.
      const serverProblem = settings.storageProfile === 'postgres' && settings.teamServer ? teamServerProblem(settings) : undefined;
      if (serverProblem) return fail(ErrorCode.badSetting, serverProblem);
      const python = await findPython({
        setting: settings.pythonPath,
        root,
        // The embedder decides whether the MiniLM packages belong in the environment.
        ...(ownEnv ? { ownEnv: () => ownEnv(settings.embedder) } : {}),
        fromPythonExtension: () => pythonExtensionInterpreter(folder.uri),
        embedder: settings.embedder,
      });
      if (!python.ok) return python;
      log.trace(`Using Python ${python.value.path} (from ${python.value.source}) for ${folder.uri.fsPath}`);
      // A team space's password reaches Python through the child's environment only.
      const env = await childEnv(settings, secrets);
      const client = new MemoryClient({ python: python.value.path, root, workspace: folder.uri.fsPath, settings, log, env });
      // The session's first call starts the backend (or joins the warm-up begun at window open) and
      // is timed, so the next "warming up" note can say how long it takes.
      // A start that re-embeds the store for a new embedder is warmed up on its own (even in a warm
      // session) and may take minutes: the Python client waits while the move advances.
      const move = storeMove(settings, folder.uri.fsPath);
      const key = warmthKey(folder.uri.fsPath, move);
      if (warmup && hasStore(settings, folder.uri.fsPath) && !warmup.isWarm(key)) {
        const start = () => client.startBackend(undefined, move ? MOVE_TIMEOUT_SECONDS : undefined);
        await warmup.start(key, move ? () => withMoveProgress(move, () => client.backendStatus(), start) : start, !!move);
      }
      return ok(onWrite ? notifyWrites(client, onWrite) : client);
    },
  };
}

/**
 * Whether the folder has a store to warm up. One with none yet is not warmed up: a read there is
 * answered empty without a backend (python/CONTRACT.md), and the first write starts one itself. In a
 * multi-root window, searching from a folder nobody remembered anything in must not cost a second
 * backend (≈ 400 MB).
 */
function hasStore(settings: Settings, workspace: string): boolean {
  return settings.storageProfile === 'postgres' || existsSync(storageDir(settings, workspace));
}

/** A move's own limit: the Python client gives up by itself when the move stops advancing (120 s). */
export const MOVE_TIMEOUT_SECONDS = 3600;

/** The move the backend's next start makes for this folder's settings (never for a team space). */
function storeMove(settings: Settings, workspace: string): StoreMove | undefined {
  return settings.storageProfile === 'postgres' ? undefined : pendingMove(storageDir(settings, workspace), settings.embedder);
}

function warmthKey(workspace: string, move: StoreMove | undefined): string {
  return move ? `${workspace} (moving to ${move.to})` : workspace;
}

/**
 * At window open: when the workspace is trusted and already has a store, start its backend in the
 * background (cogneeMemory.warmUpOnOpen), so the first answer does not wait for Cognee to load.
 * Nothing happens without an environment: setup is never started from here.
 */
export async function warmUpOnOpen(access: MemoryAccess, log: Logger): Promise<void> {
  // With several folders open, only the active editor's: each folder's backend is a few processes.
  const folder = folderOf();
  if (!folder || !vscodeApi.isTrusted()) return;
  const settings = access.settings(folder.uri);
  if (!settings.warmUpOnOpen || !existsSync(storageDir(settings, folder.uri.fsPath))) return;
  const began = Date.now();
  const opened = await access.open(folder.uri);
  log.info(opened.ok ? `Warm-up of ${folder.uri.fsPath} done after ${Date.now() - began} ms.` : `No warm-up: ${opened.error.message}`);
}
