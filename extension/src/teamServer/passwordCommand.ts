/**
 * "Set Team Server Password": ask for the postgres profile's password and keep it in VS Code's
 * secret storage (the OS keychain), keyed by role and server. An empty answer forgets it.
 */
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { COMMANDS } from '../constants';
import { parseTeamServer, passwordKey, teamServerProblem, type SecretsLike } from './server';
import { vscodeApi } from '../vscodeapi';

export function registerServerPasswordCommand(context: vscode.ExtensionContext, access: MemoryAccess): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMANDS.setServerPassword, () => setServerPassword(context.secrets, access)),
  );
}

export async function setServerPassword(secrets: SecretsLike, access: MemoryAccess): Promise<void> {
  const settings = access.settings();
  const problem = teamServerProblem(settings, false);
  const server = parseTeamServer(settings.teamServer);
  if (problem || !server) {
    await vscodeApi.showWarningMessage(`${problem ?? ''} The password is stored per user and server.`.trim());
    return;
  }
  const { user, host, port } = server;
  const answer = await vscodeApi.showInputBox({
    password: true,
    ignoreFocusOut: true,
    title: 'Cognee Memory: Team Server Password',
    prompt: `Password of ${user} on ${host}:${port}. Kept in VS Code's secret storage; leave empty to forget it.`,
  });
  if (answer === undefined) return;
  if (answer === '') {
    await secrets.delete(passwordKey(settings));
    await vscodeApi.showInformationMessage(`Forgot the password of ${user} on ${host}:${port}.`);
    return;
  }
  await secrets.store(passwordKey(settings), answer);
  await vscodeApi.showInformationMessage(`Saved the password of ${user} on ${host}:${port} in VS Code's secret storage.`);
}
