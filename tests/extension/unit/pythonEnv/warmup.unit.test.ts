/**
 * Warm-up: the session's first memory call starts the workspace backend once (or joins the start
 * begun at window open), says "warming up (~N s)" meanwhile, and times it for the next estimate.
 */
import * as assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import * as vscode from 'vscode';
import { createMemoryAccess, warmUpOnOpen } from '../../../../extension/src/access';
import { MemoryDocuments } from '../../../../extension/src/memoryView/documents';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { createChatHandler } from '../../../../extension/src/chat/participant';
import { backendStartArgs } from '../../../../extension/src/backendClient/cliargs';
import { DEFAULT_SETTINGS } from '../../../../extension/src/settings';
import { moveProgress, movingMessage, pendingMove, Warmup } from '../../../../extension/src/pythonEnv/warmup';
import { chatContext, chatRequest, chatToken, recordingStream, scriptedModel } from '../../support/chat';
import { fakeAccess, fakeCliRoot, fakeMemories, recordingLog } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

function memoryOfColdStarts(initial?: number) {
  const saved: number[] = [];
  return { saved, store: { get: () => saved.at(-1) ?? initial, set: (s: number) => void saved.push(s) } };
}

describe('Warmup', () => {
  test('before the first call: "warming up" with the default estimate; the measured time is kept for the next session', async () => {
    const cold = memoryOfColdStarts();
    let clock = 1_000;
    const warmup = new Warmup(cold.store, () => clock);
    assert.equal(warmup.message('/ws'), 'Warming up the memory (first time this session, ~20 s)…');
    await warmup.start('/ws', async () => {
      clock += 12_400;
      return ok({});
    });
    assert.equal(warmup.message('/ws'), undefined, 'warm: no note');
    assert.deepEqual(cold.saved, [12.4]);
    assert.equal(new Warmup(cold.store).message('/ws'), 'Warming up the memory (first time this session, ~12 s)…');
  });

  test('concurrent first calls share one backend start', async () => {
    const warmup = new Warmup(memoryOfColdStarts().store);
    let starts = 0;
    let release!: () => void;
    const start = () => {
      starts += 1;
      return new Promise<ReturnType<typeof ok>>((resolve) => (release = () => resolve(ok({}))));
    };
    const first = warmup.start('/ws', start);
    const second = warmup.start('/ws', start);
    release();
    await Promise.all([first, second, warmup.ready('/ws')]);
    assert.equal(starts, 1);
    assert.ok(warmup.isWarm('/ws'));
    assert.ok(!warmup.isWarm('/other'), 'per workspace');
  });

  test('a failed start leaves the workspace cold, so the next call tries again', async () => {
    const warmup = new Warmup(memoryOfColdStarts().store);
    await warmup.start('/ws', async () => fail('PYTHON_PACKAGES_MISSING', 'no cognee'));
    assert.ok(!warmup.isWarm('/ws'));
    let again = 0;
    await warmup.start('/ws', async () => ((again += 1), ok({})));
    assert.equal(again, 1);
  });
});

describe('a start that moves the store to another embedder', () => {
  const storeWith = (record: string) => {
    const dir = fakeCliRoot({});
    writeFileSync(path.join(dir, 'store.json'), record);
    return dir;
  };

  test('is foreseen from the embedder in store.json; none for the same embedder, a new store or an unreadable record', () => {
    assert.deepEqual(pendingMove(storeWith('{"format": 1, "embedder": "local"}'), 'minilm'), { from: 'local', to: 'minilm' });
    assert.equal(pendingMove(storeWith('{"embedder": "minilm"}'), 'minilm'), undefined);
    assert.equal(pendingMove(fakeCliRoot({}), 'minilm'), undefined);
    assert.equal(pendingMove(storeWith('not json'), 'minilm'), undefined);
  });

  test('the status a starting backend gives, in words', () => {
    assert.equal(moveProgress({ running: false }), undefined);
    assert.equal(moveProgress({ running: false, reembed: { step: 'export', done: 10000, total: 10000 } }), 'Read 10,000 memories from the old store');
    assert.equal(moveProgress({ running: false, reembed: { step: 'import', done: 500, total: 10000 } }), 'Re-embedded 500 of 10,000 memories');
    assert.equal(moveProgress({ running: false, reembed: { step: 'verified', done: 10000, total: 10000 } }), 'Checked all 10,000 memories in the new store; swapping it in');
    assert.equal(moveProgress({ running: false, reembed: { step: 'swapped', from: 'local', to: 'minilm' } }), 'Done; opening the store');
  });

  test('the wait says in words that the memories are re-embedded once and the old copy is kept; its time is not a cold start', async () => {
    const cold = memoryOfColdStarts();
    let clock = 0;
    const warmup = new Warmup(cold.store, () => clock);
    const move = { from: 'local', to: 'minilm' };
    assert.equal(warmup.message('/ws', move), movingMessage(move));
    assert.match(movingMessage(move), /^Re-embedding this workspace's memories for the "minilm" embedder \(once, after the switch from "local"; the old copy is kept in embedder-backup\/\)/);
    await warmup.start('/ws', async () => ((clock += 300_000), ok({})), true);
    assert.equal(warmup.message('/ws', move), undefined);
    assert.deepEqual(cold.saved, [], 'five minutes of re-embedding would make every later estimate wrong');
  });
});

describe('warm-up through the memory access', () => {
  /** An extension root whose backend.py records each call; node stands in for Python. */
  function rootRecordingBackend() {
    const root = fakeCliRoot({
      backend: `require('fs').appendFileSync(__dirname + '/backend.calls', JSON.stringify(process.argv.slice(2)) + '\\n'); console.log(JSON.stringify({ success: true, running: true }));`,
    });
    const calls = () => {
      try {
        return require('node:fs').readFileSync(path.join(root, 'python', 'backend.calls'), 'utf8').trim().split('\n').map((l: string) => JSON.parse(l) as string[]);
      } catch {
        return [];
      }
    };
    return { root, calls };
  }

  function uiWithWorkspace(t: import('node:test').TestContext, workspace: string, settings: Record<string, unknown>) {
    const ui = scriptUi(t);
    t.mock.method(require('../../../../extension/src/vscodeapi').vscodeApi, 'workspaceFolders', () => [{ uri: vscode.Uri.file(workspace), name: 'ws', index: 0 }]);
    t.mock.method(require('../../../../extension/src/vscodeapi').vscodeApi, 'isTrusted', () => true);
    t.mock.method(require('../../../../extension/src/vscodeapi').vscodeApi, 'getConfiguration', () => ({ get: (key: string) => settings[key], inspect: () => undefined, update: async () => {} }));
    return ui;
  }

  test('a folder with no store yet is not warmed up: nothing starts and nothing says it is warming up', async (t) => {
    const { root, calls } = rootRecordingBackend();
    const workspace = fakeCliRoot({});
    uiWithWorkspace(t, workspace, { pythonPath: process.execPath });
    const access = createMemoryAccess(root, recordingLog(), { warmup: new Warmup(memoryOfColdStarts().store) });
    assert.equal(access.warmingUp!(), undefined);
    assert.ok((await access.open()).ok);
    assert.deepEqual(calls(), []);
  });

  test('the first open of a session runs backend.py start once; later opens do not', async (t) => {
    const { root, calls } = rootRecordingBackend();
    const workspace = fakeCliRoot({});
    mkdirSync(path.join(workspace, '.cognee-memory'));
    uiWithWorkspace(t, workspace, { pythonPath: process.execPath });
    const access = createMemoryAccess(root, recordingLog(), { warmup: new Warmup(memoryOfColdStarts().store) });
    assert.match(access.warmingUp!() ?? '', /^Warming up the memory/);
    assert.ok((await access.open()).ok);
    assert.ok((await access.open()).ok);
    assert.deepEqual(calls(), [backendStartArgs({ ...DEFAULT_SETTINGS, pythonPath: process.execPath }, workspace)]);
    assert.equal(access.warmingUp!(), undefined);
  });

  test('a switch of the embedder in a warm session starts the backend again, saying why', async (t) => {
    const { root, calls } = rootRecordingBackend();
    const workspace = fakeCliRoot({});
    mkdirSync(path.join(workspace, '.cognee-memory'));
    writeFileSync(path.join(workspace, '.cognee-memory', 'store.json'), '{"format": 1, "embedder": "local"}');
    uiWithWorkspace(t, workspace, { pythonPath: process.execPath });
    const cold = memoryOfColdStarts();
    const access = createMemoryAccess(root, recordingLog(), { warmup: new Warmup(cold.store) });
    assert.ok((await access.open()).ok);
    assert.equal(access.warmingUp!(), undefined, 'warm on local');
    t.mock.restoreAll();
    const ui = uiWithWorkspace(t, workspace, { pythonPath: process.execPath, embedder: 'minilm' });
    assert.match(access.warmingUp!() ?? '', /^Re-embedding this workspace's memories for the "minilm" embedder/);
    assert.ok((await access.open()).ok);
    assert.deepEqual(ui.progressTitles, ['Cognee Memory: re-embedding this workspace\'s memories for the "minilm" embedder (once; the old copy is kept)']);
    assert.ok((await access.open()).ok);
    assert.deepEqual(calls().map((argv: string[]) => argv[argv.indexOf('--embedder') + 1]), ['local', 'minilm'], 'one start for the move');
    assert.equal(cold.saved.length, 1, 'only the ordinary start was timed');
  });

  test('at window open: a workspace with a store is warmed up; one without a store, or with warmUpOnOpen off, is not', async (t) => {
    const { root, calls } = rootRecordingBackend();
    const empty = fakeCliRoot({});
    uiWithWorkspace(t, empty, { pythonPath: process.execPath });
    const access = createMemoryAccess(root, recordingLog(), { warmup: new Warmup(memoryOfColdStarts().store) });
    await warmUpOnOpen(access, recordingLog());
    assert.deepEqual(calls(), [], 'no store: nothing started');

    const withStore = fakeCliRoot({});
    mkdirSync(path.join(withStore, '.cognee-memory'));
    writeFileSync(path.join(withStore, '.cognee-memory', 'store.json'), '{}');
    t.mock.restoreAll();
    uiWithWorkspace(t, withStore, { pythonPath: process.execPath, warmUpOnOpen: false });
    await warmUpOnOpen(access, recordingLog());
    assert.deepEqual(calls(), [], 'switched off');

    t.mock.restoreAll();
    uiWithWorkspace(t, withStore, { pythonPath: process.execPath });
    await warmUpOnOpen(access, recordingLog());
    assert.equal(calls().length, 1);
    assert.equal(calls()[0]!.at(-1), 'start');
  });
});

describe('@memory while warming up', () => {
  test('the first question says it is warming up and how long it takes; later ones do not', async () => {
    const access = { ...fakeAccess(fakeMemories()), warmingUp: () => 'Warming up the memory (first time this session, ~14 s)…' };
    const stream = recordingStream();
    await createChatHandler({ access, documents: new MemoryDocuments() })(chatRequest('which db?', undefined, scriptedModel().model), chatContext, stream, chatToken());
    assert.equal(stream.progressMessages[0], 'Warming up the memory (first time this session, ~14 s)…');
    const warm = recordingStream();
    await createChatHandler({ access: fakeAccess(fakeMemories()), documents: new MemoryDocuments() })(chatRequest('which db?', undefined, scriptedModel().model), chatContext, warm, chatToken());
    assert.equal(warm.progressMessages[0], 'Opening the workspace memory…');
  });
});
