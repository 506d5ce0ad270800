import * as assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, test, type TestContext } from 'node:test';
import * as vscode from 'vscode';
import { accessFor, createMemoryAccess } from '../../../extension/src/access';
import { vscodeApi } from '../../../extension/src/vscodeapi';
import { chooseFolder, clearPickedFolder, folderOf, isMultiRoot, uriArgument } from '../../../extension/src/workspaceFolders';
import { fakeCliRoot, lastCall, recorder, recordingLog } from '../support/fakes';

const folder = (dir: string, index: number): vscode.WorkspaceFolder => ({ uri: vscode.Uri.file(dir), name: path.basename(dir), index });

/** Open `dirs` as the workspace's folders; `editor` (a file path) is the active editor's document, if any. */
function workspace(t: TestContext, dirs: string[], editor?: string) {
  const folders = dirs.map(folder);
  t.mock.method(vscodeApi, 'workspaceFolders', () => folders);
  t.mock.method(vscodeApi, 'getWorkspaceFolder', (uri: vscode.Uri) => folders.find((f) => uri.fsPath === f.uri.fsPath || uri.fsPath.startsWith(`${f.uri.fsPath}${path.sep}`)));
  t.mock.method(vscodeApi, 'activeTextEditor', () => (editor ? { document: { uri: vscode.Uri.file(editor) } } : undefined));
  t.mock.method(vscodeApi, 'isTrusted', () => true);
  t.mock.method(vscodeApi, 'getConfiguration', () => ({ get: (key: string) => (key === 'pythonPath' ? process.execPath : undefined) }));
  const asked: string[][] = [];
  const answer = (pick: string | undefined) =>
    t.mock.method(vscodeApi, 'showQuickPick', async (items: readonly { label: string }[]) => {
      asked.push(items.map((item) => item.label));
      return items.find((item) => item.label === pick);
    });
  answer(undefined);
  return { folders, asked, answer };
}

afterEach(() => clearPickedFolder());

describe('which folder a memory call is for', () => {
  test('one folder: that folder, never asked, with or without an editor', async (t) => {
    const { folders, asked } = workspace(t, ['/ws/app']);
    assert.equal(isMultiRoot(), false);
    assert.equal(folderOf(), folders[0]);
    assert.equal(await chooseFolder(), folders[0]);
    assert.deepEqual(asked, []);
  });

  test('several folders: the resource named decides first, then the active editor', async (t) => {
    const { folders, asked } = workspace(t, ['/ws/alpha', '/ws/beta'], '/ws/alpha/src/main.ts');
    assert.equal(isMultiRoot(), true);
    assert.equal(folderOf(), folders[0], 'the editor is in alpha');
    assert.equal(folderOf(vscode.Uri.file('/ws/beta/notes.md')), folders[1], 'a file of beta');
    assert.equal(await chooseFolder(folders[1]!.uri), folders[1], 'the folder itself');
    assert.deepEqual(asked, []);
  });

  test('several folders and an editor outside all of them: the editor decides nothing', (t) => {
    workspace(t, ['/ws/alpha', '/ws/beta'], '/elsewhere/scratch.txt');
    assert.equal(folderOf(), undefined);
  });

  test('several folders and nothing decides: asks with the folder names, and the pick holds for later calls', async (t) => {
    const { folders, asked, answer } = workspace(t, ['/ws/alpha', '/ws/beta']);
    assert.equal(folderOf(), undefined);
    answer('beta');
    assert.equal(await chooseFolder(), folders[1]);
    assert.deepEqual(asked, [['alpha', 'beta']]);
    assert.equal(folderOf(), folders[1], 'remembered without asking');
    assert.equal(await chooseFolder(), folders[1]);
    assert.equal(asked.length, 1, 'asked once');
  });

  test('a dismissed pick chooses nothing and is asked again next time', async (t) => {
    const { asked } = workspace(t, ['/ws/alpha', '/ws/beta']);
    assert.equal(await chooseFolder(), undefined);
    assert.equal(await chooseFolder(), undefined);
    assert.equal(asked.length, 2);
  });

  test('a picked folder that was closed since is forgotten', async (t) => {
    const { answer } = workspace(t, ['/ws/alpha', '/ws/beta']);
    answer('beta');
    await chooseFolder();
    t.mock.restoreAll();
    workspace(t, ['/ws/alpha', '/ws/gamma']);
    assert.equal(folderOf(), undefined);
  });

  test('a command argument counts as a folder only when it is a URI', () => {
    const uri = vscode.Uri.file('/ws/alpha');
    assert.equal(uriArgument(uri), uri);
    assert.equal(uriArgument('/ws/alpha'), undefined);
    assert.equal(uriArgument(undefined), undefined);
  });
});

describe('the memory access with several folders', () => {
  /** An extension root whose compact.py records its argv (listMemories runs it). */
  const root = () => fakeCliRoot({ compact: recorder({ success: true, memories: [] }) });
  const workspaceArg = (argv: string[]): string | undefined => argv[argv.indexOf('--workspace') + 1];
  /** Two real folders (the CLIs run in the workspace folder). */
  const alpha = path.join(fakeCliRoot({}), 'alpha');
  const beta = path.join(path.dirname(alpha), 'beta');
  mkdirSync(alpha);
  mkdirSync(beta);

  test('opens the store of the active editor\'s folder', async (t) => {
    workspace(t, [alpha, beta], path.join(beta, 'readme.md'));
    const extension = root();
    const opened = await createMemoryAccess(extension, recordingLog()).open();
    assert.ok(opened.ok);
    await opened.value.listMemories();
    assert.equal(workspaceArg(lastCall(extension, 'compact').argv), beta);
  });

  test('asks when nothing decides; the picked folder\'s store is used, and its settings are read', async (t) => {
    const { answer } = workspace(t, [alpha, beta]);
    const scopes: unknown[] = [];
    t.mock.method(vscodeApi, 'getConfiguration', (_section: string, scope?: vscode.Uri) => {
      scopes.push(scope?.fsPath);
      return { get: (key: string) => (key === 'pythonPath' ? process.execPath : undefined) };
    });
    answer('alpha');
    const extension = root();
    const access = createMemoryAccess(extension, recordingLog());
    const opened = await access.open();
    assert.ok(opened.ok);
    await opened.value.listMemories();
    assert.equal(workspaceArg(lastCall(extension, 'compact').argv), alpha);
    access.settings();
    assert.deepEqual(scopes, [alpha, alpha], 'open and a later settings() read the picked folder');
  });

  test('a dismissed pick is a cancellation (which commands show as nothing)', async (t) => {
    workspace(t, [alpha, beta]);
    const extension = root();
    const opened = await createMemoryAccess(extension, recordingLog()).open();
    assert.equal(!opened.ok && opened.error.code, 'CANCELLED');
  });

  test('no folder open: the "no workspace" error, without asking', async (t) => {
    const { asked } = workspace(t, []);
    const opened = await createMemoryAccess(root(), recordingLog()).open();
    assert.equal(!opened.ok && opened.error.code, 'NO_WORKSPACE');
    assert.deepEqual(asked, []);
  });

  test('accessFor binds calls that name no resource to one folder, whatever the editor', async (t) => {
    workspace(t, [alpha, beta], path.join(alpha, 'main.ts'));
    const extension = root();
    const bound = accessFor(createMemoryAccess(extension, recordingLog()), vscode.Uri.file(beta));
    const opened = await bound.open();
    assert.ok(opened.ok);
    await opened.value.listMemories();
    assert.equal(workspaceArg(lastCall(extension, 'compact').argv), beta);
  });
});
