/**
 * "Cognee Memory: Import Decision Records": the workspace's architecture decision records (doc/adr,
 * docs/decisions, docs/architecture/decisions, …) become memories with their own dates, statuses
 * and supersession links. Progress in a notification, the outcome in words; when none are found
 * in the usual places, the user may name the folder.
 */
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { importSummaryText, type ImportSummary } from '../backendClient/decisionRecords';
import type { Outcome } from '../backendClient/outcome';
import { COMMANDS } from '../constants';
import { showFailure } from '../display/notify';
import { vscodeApi } from '../vscodeapi';

export const CHOOSE_FOLDER = 'Choose Folder…';
const TITLE = 'Cognee Memory: importing decision records';

async function runImport(access: MemoryAccess, folders: readonly string[], resource?: vscode.Uri): Promise<Outcome<ImportSummary>> {
  const opened = await access.open(resource);
  if (!opened.ok) return opened;
  return vscodeApi.withProgress(
    { location: vscode.ProgressLocation.Notification, title: TITLE, cancellable: true },
    (progress, token) => {
      let reported = 0;
      return opened.value.importDecisionRecords(
        folders,
        ({ done, total, path }) => {
          const increment = total ? ((done - reported) / total) * 100 : 0;
          reported = done;
          progress.report({ message: `${done} of ${total}: ${path}`, increment });
        },
        token,
      );
    },
  );
}

/** The folder (relative to the workspace) typed by the user, or undefined when dismissed. */
async function askForFolder(): Promise<string | undefined> {
  const typed = await vscodeApi.showInputBox({
    title: 'Import Decision Records',
    prompt: 'The folder that holds the decision records, relative to the workspace',
    placeHolder: 'docs/architecture/decisions',
    validateInput: (value) => (value.trim() ? undefined : 'Type a folder, e.g. doc/adr'),
  });
  return typed?.trim() || undefined;
}

/** `target`: a folder clicked in the explorer; else the records are looked for in the usual places. */
export async function importDecisionRecords(access: MemoryAccess, target?: vscode.Uri): Promise<ImportSummary | undefined> {
  const folders = target ? [target.fsPath] : [];
  let outcome = await runImport(access, folders, target);
  if (!outcome.ok) return void (await showFailure(outcome.error));
  if (!outcome.value.records && !target) {
    const choice = await vscodeApi.showInformationMessage(importSummaryText(outcome.value), CHOOSE_FOLDER);
    if (choice !== CHOOSE_FOLDER) return outcome.value;
    const folder = await askForFolder();
    if (!folder) return outcome.value;
    outcome = await runImport(access, [folder]);
    if (!outcome.ok) return void (await showFailure(outcome.error));
  }
  void vscodeApi.showInformationMessage(importSummaryText(outcome.value));
  return outcome.value;
}

export function registerImportRecordsCommand(context: vscode.ExtensionContext, access: MemoryAccess): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMANDS.importDecisionRecords, (target?: unknown) =>
      importDecisionRecords(access, target instanceof vscode.Uri ? target : undefined),
    ),
  );
}
