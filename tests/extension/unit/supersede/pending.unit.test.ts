import * as assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import type * as vscode from 'vscode';
import { parseIngest } from '../../../../extension/src/backendClient/contract';
import { ok } from '../../../../extension/src/backendClient/outcome';
import { MemoryTreeProvider, type MemoryNode } from '../../../../extension/src/memoryView/view';
import { PENDING_KEY, PendingUpdates, pendingFrom, pendingUpdates, type PendingUpdate } from '../../../../extension/src/supersede/pending';
import { acceptUpdate, dismissUpdate, reviewUpdate } from '../../../../extension/src/supersede/review';
import { updateSuggestions } from '../../../../extension/src/supersede/commands';
import { fakeAccess, fakeMemories, hit } from '../../support/fakes';
import { scriptUi } from '../../support/ui';
import { createChatHandler } from '../../../../extension/src/chat/participant';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { chatContext, chatRequest, chatToken, recordingStream, scriptedModel } from '../../support/chat';

/** A workspaceState: what VS Code keeps for the workspace across windows and restarts. */
function memento(): { get<T>(key: string): T | undefined; update(key: string, value: unknown): Promise<void>; data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: <T>(key: string) => data.get(key) as T | undefined, update: async (key, value) => void data.set(key, value) };
}

const INGEST = parseIngest({
  success: true,
  stored: ['mem-9f2e'],
  possible_updates: {
    'mem-9f2e': [{ id: 'mem-41c0', kind: 'updates', confidence: 0.9, reasons: ['similarity 0.9', "same topic 'deploy'", 'changed value: Fly.io → Render'], text: 'We deploy to Fly.io with blue-green releases.', topic: 'deploy', status: 'Active', source_created_at: '2026-10-01T00:00:00Z' }],
  },
});
const older = hit({ id: 'mem-41c0', text: 'We deploy to Fly.io with blue-green releases.', topic: 'deploy', ageDays: 30 });
const newer = hit({ id: 'mem-9f2e', text: 'We deploy to Render now, no more Fly.io.', topic: 'deploy', ageDays: 0 });
const suggestion = (): PendingUpdate => pendingFrom(updateSuggestions(INGEST)[0]!);

describe('update suggestions outlive the chat that offered them', () => {
  beforeEach(async () => {
    pendingUpdates.bind(undefined);
    for (const p of pendingUpdates.list()) await pendingUpdates.remove(p);
  });

  test('kept in the workspace state: a new window (a restored chat) still has them; adding twice keeps one', async () => {
    const state = memento();
    const first = new PendingUpdates();
    first.bind(state);
    await first.add([suggestion()]);
    await first.add([suggestion()]);
    const later = new PendingUpdates();
    later.bind(state);
    assert.deepEqual(later.list().map((p) => [p.id, p.newId, p.text]), [['mem-41c0', 'mem-9f2e', 'We deploy to Fly.io with blue-green releases.']]);
    assert.ok(state.data.has(PENDING_KEY));
  });

  test('@memory /remember keeps what it suggests, so the suggestion is there after the chat is restored', async () => {
    const handler = createChatHandler({ access: fakeAccess(fakeMemories({ ingest: async () => ok(INGEST) })), documents: new MemoryDocuments() });
    await handler(chatRequest('#deploy We deploy to Render now, no more Fly.io.', 'remember', scriptedModel().model), chatContext, recordingStream(), chatToken());
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(pendingUpdates.list().map((p) => [p.id, p.newId]), [['mem-41c0', 'mem-9f2e']]);
  });

  test('dropped once they no longer apply: the older memory superseded or gone, the newer one gone', async () => {
    const store = new PendingUpdates();
    await store.add([suggestion()]);
    assert.equal((await store.prune([older, newer])).length, 1);
    assert.equal((await store.prune([{ ...older, status: 'Superseded' }, newer])).length, 0);
    await store.add([suggestion()]);
    assert.equal((await store.prune([newer])).length, 0);
  });

  test('the Memories view lists them first, under "Possible updates", by words and age, never by id', async () => {
    await pendingUpdates.add([suggestion()]);
    const provider = new MemoryTreeProvider(fakeAccess(fakeMemories({ listMemories: async () => ok([older, newer]) })));
    const roots = await provider.getChildren();
    const node = provider.getTreeItem(roots[0]!);
    assert.deepEqual([node.label, node.description], ['Possible updates', '1 to review']);
    const [row] = await provider.getChildren(roots[0]);
    const item = provider.getTreeItem(row!);
    assert.equal(item.label, 'We deploy to Fly.io with blue-green releases.');
    assert.equal(item.description, 'replaced by “We deploy to Render now, no…” (just now)');
    assert.equal(item.contextValue, 'cogneeMemory.possibleUpdate');
    assert.equal(item.command?.command, 'cogneeMemory.view.reviewUpdate');
    assert.equal((item.iconPath as vscode.ThemeIcon).id, 'arrow-swap');
    assert.doesNotMatch(`${item.label} ${item.description} ${item.tooltip}`, /mem-[0-9a-f]+/);
    assert.deepEqual(roots.slice(1).map((n: MemoryNode) => n.kind), ['topic']);
  });

  test('Accept supersedes the older memory by the newer one (and the suggestion goes); Dismiss changes no memory', async (t) => {
    const ui = scriptUi(t);
    const memories = fakeMemories({ listMemories: async () => ok([older, newer]) });
    await pendingUpdates.add([suggestion()]);
    await acceptUpdate(fakeAccess(memories), suggestion(), [older, newer]);
    assert.deepEqual(memories.calls.supersede, [['mem-41c0', 'mem-9f2e', {}]]);
    assert.equal(pendingUpdates.list().length, 0);
    assert.match(ui.info[0]!, /^“We deploy to Fly\.io with blue-green…” \(1 month ago\) is now superseded by “We deploy to Render now, no…” \(just now\)/);

    await pendingUpdates.add([suggestion()]);
    await dismissUpdate(suggestion());
    assert.equal(pendingUpdates.list().length, 0);
    assert.equal(memories.calls.supersede.length, 1);
  });

  test('Review shows both texts and why, then Supersede or Dismiss', async (t) => {
    const ui = scriptUi(t, { buttons: ['Dismiss'] });
    const memories = fakeMemories();
    await pendingUpdates.add([suggestion()]);
    await reviewUpdate(fakeAccess(memories), suggestion(), [older, newer]);
    assert.equal(ui.modals[0]!.message, 'Does the newer memory replace “We deploy to Fly.io with blue-green…” (1 month ago)?');
    assert.match(ui.modals[0]!.detail, /Older, .*:\nWe deploy to Fly\.io with blue-green releases\.\n\nNewer, .*:\nWe deploy to Render now, no more Fly\.io\.\n\nWhy: same topic 'deploy'; changed value: Fly\.io → Render/);
    assert.doesNotMatch(`${ui.modals[0]!.message} ${ui.modals[0]!.detail}`, /mem-/);
    assert.equal(pendingUpdates.list().length, 0, 'dismissed');
    assert.equal(memories.calls.supersede.length, 0);
  });
});
