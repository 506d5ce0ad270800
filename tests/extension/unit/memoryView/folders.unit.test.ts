/** The memory view with several workspace folders open: one node per folder, and menus that act on the node's folder. */
import * as assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import * as vscode from 'vscode';
import type { MemoryAccess } from '../../../../extension/src/access';
import type { Memories } from '../../../../extension/src/backendClient/memoryclient';
import { ok } from '../../../../extension/src/backendClient/outcome';
import { registerCompactCommands } from '../../../../extension/src/compaction/command';
import { registerForgetCommands } from '../../../../extension/src/forget/commands';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { MemoryTreeProvider, registerMemoryView, type MemoryNode } from '../../../../extension/src/memoryView/view';
import { DEFAULT_SETTINGS } from '../../../../extension/src/settings';
import { vscodeApi } from '../../../../extension/src/vscodeapi';
import { fakeMemories, hit } from '../../support/fakes';
import { scriptUi } from '../../support/ui';
import { registry } from '../../support/vscode.fake';

const alpha: vscode.WorkspaceFolder = { uri: vscode.Uri.file('/ws/alpha'), name: 'alpha', index: 0 };
const beta: vscode.WorkspaceFolder = { uri: vscode.Uri.file('/ws/beta'), name: 'beta', index: 1 };
const empty: vscode.WorkspaceFolder = { uri: vscode.Uri.file('/ws/empty'), name: 'empty', index: 2 };

/** Each folder's store: alpha holds the SQLite memory and a newer one, beta holds another memory with the same id. */
const stores = new Map<string, Memories & { calls: ReturnType<typeof fakeMemories>['calls'] }>([
  [alpha.uri.toString(), fakeMemories({ listMemories: async () => ok([hit({ id: 'm1' }), hit({ id: 'm2', text: 'We use SQLite in memory for tests.', ageDays: 1 })]) })],
  [beta.uri.toString(), fakeMemories({ listMemories: async () => ok([hit({ id: 'm1', text: 'Beta deploys with Helm.', topic: 'deploy' })]) })],
  [empty.uri.toString(), fakeMemories()],
]);

/** An access that opens the store of the folder it is given; `opened` records each folder asked for (undefined: none named). */
function folderAccess(): MemoryAccess & { opened: Array<string | undefined> } {
  const opened: Array<string | undefined> = [];
  return {
    opened,
    open: async (resource) => {
      opened.push(resource?.fsPath);
      return ok(stores.get(resource?.toString() ?? alpha.uri.toString())!);
    },
    settings: () => DEFAULT_SETTINGS,
  };
}

function folders(t: TestContext, open: vscode.WorkspaceFolder[]): void {
  t.mock.method(vscodeApi, 'workspaceFolders', () => open);
}

const labels = (provider: MemoryTreeProvider, nodes: MemoryNode[]): string[] => nodes.map((n) => String(provider.getTreeItem(n).label));

describe('memory view with several folders', () => {
  test('one node per folder, by name, each listing that folder\'s own topics and memories', async (t) => {
    folders(t, [alpha, beta]);
    const access = folderAccess();
    const provider = new MemoryTreeProvider(access);
    const roots = await provider.getChildren();
    assert.deepEqual(labels(provider, roots), ['alpha', 'beta']);
    const item = provider.getTreeItem(roots[0]!);
    assert.equal(item.collapsibleState, vscode.TreeItemCollapsibleState.Expanded);
    assert.equal((item.iconPath as vscode.ThemeIcon).id, 'root-folder');
    assert.deepEqual(access.opened, [], 'listing the folders opens no store');

    const betaTopics = await provider.getChildren(roots[1]);
    assert.deepEqual(labels(provider, betaTopics), ['deploy']);
    assert.deepEqual(labels(provider, await provider.getChildren(betaTopics[0])), ['Beta deploys with Helm.']);
    const alphaTopics = await provider.getChildren(roots[0]);
    assert.deepEqual(labels(provider, alphaTopics), ['database']);
    assert.deepEqual(access.opened, ['/ws/beta', '/ws/alpha']);
  });

  test('the same memory id in two folders gives two distinct rows', async (t) => {
    folders(t, [alpha, beta]);
    const provider = new MemoryTreeProvider(folderAccess());
    const ids: string[] = [];
    for (const root of await provider.getChildren()) {
      for (const topic of await provider.getChildren(root)) {
        ids.push(provider.getTreeItem(topic).id!, ...(await provider.getChildren(topic)).map((n) => provider.getTreeItem(n).id!));
      }
    }
    assert.equal(new Set(ids).size, ids.length, JSON.stringify(ids));
    assert.equal(ids.filter((id) => id.endsWith('memory:m1')).length, 2);
  });

  test('a folder without memories says so under its name', async (t) => {
    folders(t, [alpha, empty]);
    const provider = new MemoryTreeProvider(folderAccess());
    const [, emptyRoot] = await provider.getChildren();
    const rows = await provider.getChildren(emptyRoot);
    assert.deepEqual(labels(provider, rows), ['No memories in this folder yet.']);
    assert.equal((provider.getTreeItem(rows[0]!).iconPath as vscode.ThemeIcon).id, 'info');
  });

  test('one folder: its topics at the top, no folder level', async (t) => {
    folders(t, [beta]);
    const access = folderAccess();
    const provider = new MemoryTreeProvider(access);
    const roots = await provider.getChildren();
    assert.deepEqual(labels(provider, roots), ['deploy']);
    assert.equal(provider.getTreeItem(roots[0]!).id, 'topic:deploy');
    assert.deepEqual(access.opened, ['/ws/beta']);
  });
});

describe('memory view menus with several folders', () => {
  async function betaMemory(t: TestContext) {
    folders(t, [alpha, beta]);
    const access = folderAccess();
    const context = { subscriptions: [] } as unknown as vscode.ExtensionContext;
    const provider = registerMemoryView(context, access, new MemoryDocuments(), () => ({ dispose() {} }));
    const [, betaRoot] = await provider.getChildren();
    const [topic] = await provider.getChildren(betaRoot);
    const [memory] = await provider.getChildren(topic);
    return { access, topic: topic!, memory: memory! };
  }

  test('Forget…, Edit… and Compact Topic pass the node\'s folder to their commands', async (t) => {
    const { topic, memory } = await betaMemory(t);
    const executed: unknown[][] = [];
    t.mock.method(vscodeApi, 'executeCommand', async (...args: unknown[]) => void executed.push(args));
    await registry.commands.get('cogneeMemory.view.forget')!(memory);
    await registry.commands.get('cogneeMemory.view.edit')!(memory);
    await registry.commands.get('cogneeMemory.view.compactTopic')!(topic);
    assert.deepEqual(executed, [
      ['cogneeMemory.forget', ['m1'], beta.uri],
      ['cogneeMemory.edit', 'm1', 'Beta deploys with Helm.', beta.uri],
      ['cogneeMemory.compactTopic', 'deploy', beta.uri],
    ]);
  });

  test('Restore opens the store of the node\'s folder', async (t) => {
    const { access, memory } = await betaMemory(t);
    scriptUi(t);
    access.opened.length = 0;
    await registry.commands.get('cogneeMemory.view.restore')!(memory);
    assert.deepEqual(access.opened, ['/ws/beta']);
    assert.deepEqual(stores.get(beta.uri.toString())!.calls.restoreSuperseded.at(-1), ['m1']);
  });

  test('the Forget and Compact Topic commands open the store of a folder passed after their arguments', async (t) => {
    folders(t, [alpha, beta]);
    scriptUi(t, { buttons: [undefined], picks: [undefined] });
    const access = folderAccess();
    const context = { subscriptions: [] } as unknown as vscode.ExtensionContext;
    registerForgetCommands(context, access);
    registerCompactCommands(context, access);
    await registry.commands.get('cogneeMemory.forget')!(['m1'], beta.uri);
    await registry.commands.get('cogneeMemory.compactTopic')!('deploy', beta.uri);
    await registry.commands.get('cogneeMemory.forget')!(['m1']);
    assert.deepEqual(access.opened, ['/ws/beta', '/ws/beta', undefined], 'without a folder: whichever the call resolves to');
  });
});
