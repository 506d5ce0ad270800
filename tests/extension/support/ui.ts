/** Scripted answers for the vscodeApi seam: input boxes, quick picks and message buttons, in order. */
import type { TestContext } from 'node:test';
import type * as vscode from 'vscode';
import { vscodeApi } from '../../../extension/src/vscodeapi';
import { FakeToken } from './fakes';

export interface UiScript {
  inputs?: Array<string | undefined>;
  /** Picks by label substring (or undefined = dismissed). */
  picks?: Array<string | undefined>;
  /** The button chosen on the next message (or undefined). */
  buttons?: Array<string | undefined>;
  editor?: { text: string; file: string; folder?: string };
  models?: vscode.LanguageModelChat[];
}

export interface UiRecord {
  info: string[];
  warnings: string[];
  errors: string[];
  shownDocuments: string[];
  executed: string[];
  quickPicks: Array<readonly vscode.QuickPickItem[]>;
  progressTitles: string[];
  settingsWritten: Array<[string, unknown, unknown]>;
  /** The prompt of each input box shown. */
  inputPrompts: string[];
  /** The pre-filled value of each input box shown ('' when none). */
  inputValues: string[];
  /** Each modal confirmation: its message and detail. */
  modals: Array<{ message: string; detail: string }>;
}

export function scriptUi(t: TestContext, script: UiScript = {}): UiRecord {
  const record: UiRecord = { info: [], warnings: [], errors: [], shownDocuments: [], executed: [], quickPicks: [], progressTitles: [], settingsWritten: [], inputPrompts: [], inputValues: [], modals: [] };
  const inputs = [...(script.inputs ?? [])];
  const picks = [...(script.picks ?? [])];
  const buttons = [...(script.buttons ?? [])];
  const message = (into: string[]) => async (text: string) => {
    into.push(text);
    return buttons.shift();
  };
  t.mock.method(vscodeApi, 'showInformationMessage', message(record.info));
  t.mock.method(vscodeApi, 'showWarningMessage', message(record.warnings));
  t.mock.method(vscodeApi, 'showErrorMessage', message(record.errors));
  t.mock.method(vscodeApi, 'showModal', async (text: string, detail: string) => {
    record.modals.push({ message: text, detail });
    return buttons.shift();
  });
  t.mock.method(vscodeApi, 'showModalChoice', async (text: string, detail: string) => {
    record.modals.push({ message: text, detail });
    return buttons.shift();
  });
  t.mock.method(vscodeApi, 'showInputBox', async (options?: vscode.InputBoxOptions) => {
    record.inputPrompts.push(options?.prompt ?? '');
    record.inputValues.push(options?.value ?? '');
    return inputs.shift();
  });
  t.mock.method(vscodeApi, 'showQuickPick', async (items: readonly vscode.QuickPickItem[]) => {
    record.quickPicks.push(items);
    const wanted = picks.shift();
    return wanted === undefined ? undefined : items.find((i) => i.label.includes(wanted));
  });
  t.mock.method(vscodeApi, 'withProgress', async (options: vscode.ProgressOptions, task: (p: unknown, token: unknown) => Promise<unknown>) => {
    record.progressTitles.push(options.title ?? '');
    return task({ report() {} }, new FakeToken());
  });
  t.mock.method(vscodeApi, 'showDocument', async (uri: vscode.Uri) => void record.shownDocuments.push(decodeURIComponent(uri.toString())));
  t.mock.method(vscodeApi, 'executeCommand', async (id: string) => void record.executed.push(id));
  t.mock.method(vscodeApi, 'selectChatModels', async () => script.models ?? []);
  t.mock.method(vscodeApi, 'workspaceFolders', () => [{ uri: { fsPath: '/ws' }, name: 'ws', index: 0 }]);
  t.mock.method(vscodeApi, 'getWorkspaceFolder', () => (script.editor?.folder ? { uri: { fsPath: script.editor.folder } } : undefined));
  t.mock.method(vscodeApi, 'getConfiguration', () => ({
    get: () => undefined,
    inspect: () => undefined,
    update: async (key: string, value: unknown, target: unknown) => void record.settingsWritten.push([key, value, target]),
  }));
  t.mock.method(vscodeApi, 'activeTextEditor', () =>
    script.editor
      ? { document: { uri: { fsPath: script.editor.file }, getText: () => script.editor!.text }, selection: {} }
      : undefined,
  );
  return record;
}
