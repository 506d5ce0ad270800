/**
 * The thin seam around the VS Code API calls the features make. Features call `vscodeApi.x(...)`
 * instead of `vscode.window.x(...)`, so unit tests can replace single methods (node:test `mock.method`).
 */
import * as vscode from 'vscode';

export const vscodeApi = {
  getConfiguration(section: string, scope?: vscode.ConfigurationScope): vscode.WorkspaceConfiguration {
    return vscode.workspace.getConfiguration(section, scope);
  },
  workspaceFolders(): readonly vscode.WorkspaceFolder[] {
    return vscode.workspace.workspaceFolders ?? [];
  },
  getWorkspaceFolder(uri: vscode.Uri): vscode.WorkspaceFolder | undefined {
    return vscode.workspace.getWorkspaceFolder(uri);
  },
  isTrusted(): boolean {
    return vscode.workspace.isTrusted;
  },
  activeTextEditor(): vscode.TextEditor | undefined {
    return vscode.window.activeTextEditor;
  },
  showInformationMessage(message: string, ...items: string[]): Thenable<string | undefined> {
    return vscode.window.showInformationMessage(message, ...items);
  },
  showWarningMessage(message: string, ...items: string[]): Thenable<string | undefined> {
    return vscode.window.showWarningMessage(message, ...items);
  },
  /** A modal warning that shows `detail` (e.g. a memory's whole text) and one action besides Cancel. */
  showModal(message: string, detail: string, action: string): Thenable<string | undefined> {
    return vscode.window.showWarningMessage(message, { modal: true, detail }, action);
  },
  /** A modal with `detail` and several actions besides Cancel. */
  showModalChoice(message: string, detail: string, ...actions: string[]): Thenable<string | undefined> {
    return vscode.window.showInformationMessage(message, { modal: true, detail }, ...actions);
  },
  showErrorMessage(message: string, ...items: string[]): Thenable<string | undefined> {
    return vscode.window.showErrorMessage(message, ...items);
  },
  showInputBox(options: vscode.InputBoxOptions): Thenable<string | undefined> {
    return vscode.window.showInputBox(options);
  },
  showQuickPick<T extends vscode.QuickPickItem>(items: readonly T[], options: vscode.QuickPickOptions): Thenable<T | undefined> {
    return vscode.window.showQuickPick(items, options);
  },
  withProgress<R>(
    options: vscode.ProgressOptions,
    task: (progress: vscode.Progress<{ message?: string; increment?: number }>, token: vscode.CancellationToken) => Thenable<R>,
  ): Thenable<R> {
    return vscode.window.withProgress(options, task);
  },
  /**
   * A memory rendered read-only (Markdown preview) beside what is open, without taking the focus:
   * the chat keeps its place. Without the built-in Markdown extension, the plain text, beside too.
   */
  async showDocument(uri: vscode.Uri): Promise<void> {
    try {
      await vscode.commands.executeCommand('markdown.showPreviewToSide', uri);
      return;
    } catch {
      // The Markdown extension is disabled: fall back to the read-only text.
    }
    const document = await vscode.workspace.openTextDocument(uri);
    await vscode.languages.setTextDocumentLanguage(document, 'markdown');
    await vscode.window.showTextDocument(document, { preview: true, preserveFocus: true, viewColumn: vscode.ViewColumn.Beside });
  },
  getExtension(id: string): vscode.Extension<unknown> | undefined {
    return vscode.extensions.getExtension(id);
  },
  selectChatModels(selector?: vscode.LanguageModelChatSelector): Thenable<vscode.LanguageModelChat[]> {
    return vscode.lm.selectChatModels(selector);
  },
  executeCommand(command: string, ...args: unknown[]): Thenable<unknown> {
    return vscode.commands.executeCommand(command, ...args);
  },
};
