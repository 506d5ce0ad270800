/** What the commands share: showing an expected failure with its fix, and a cancellable progress notification. */
import * as vscode from 'vscode';
import type { CancellationLike } from '../backendClient/bridge';
import { explain } from './messages';
import { ErrorCode, type MemoryError } from '../backendClient/outcome';
import { vscodeApi } from '../vscodeapi';

/** Show an expected failure in plain words; offer the command that fixes it. Cancellation shows nothing. */
export async function showFailure(error: MemoryError): Promise<void> {
  if (error.code === ErrorCode.cancelled) return;
  const { problem, fix, action } = explain(error);
  const text = `${problem} ${fix}`.replace(/`/g, "'").replace(/\*\*/g, '');
  const choice = await vscodeApi.showErrorMessage(text, ...(action ? [action.title] : []));
  if (action && choice === action.title) await vscodeApi.executeCommand(action.command);
}

/** Run `task` under a cancellable progress notification titled `title`. */
export function withNotification<T>(title: string, task: (token: CancellationLike) => Promise<T>): Thenable<T> {
  return vscodeApi.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (_progress, token) =>
    task(token),
  );
}
