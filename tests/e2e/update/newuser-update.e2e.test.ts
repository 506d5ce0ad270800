/**
 * The new user's path, from the VSIX to an extension update, in a real VS Code (code-server):
 * no cogneeMemory.pythonPath, no Python extension, a fresh profile and folder.
 *
 * first question before setup → the first-run message with its Set Up button → the real Set Up
 * (a venv in the profile's global storage, pip from the registry or from pip's cache/a wheelhouse
 * given through PIP_* variables) → Remember → answer → Import Decision Records (twice) → answer from
 * a record → the same extension at a higher version
 * installed over it (the old version folder then deleted, as VS Code does at the next restart) →
 * answer again with no setup and no store error → Remember after the update.
 *
 * Started by scripts/test-e2e.sh --update, which sets E2E_URL, E2E_WORKSPACE, E2E_RECORDS,
 * E2E_EXTENSIONS, E2E_ARTIFACTS, E2E_USER_DATA, E2E_CODE_SERVER and E2E_VSIX_NEXT.
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promptMemories, Records } from '../support/records';
import { PYTHON_TIMEOUT_MS, Workbench, scenarioOn } from '../support/workbench';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with scripts/test-e2e.sh --update`);
  return value;
}

const workspace = env('E2E_WORKSPACE');
const artifacts = env('E2E_ARTIFACTS');
const extensions = env('E2E_EXTENSIONS');
const records = new Records(env('E2E_RECORDS'));
const FAKE_MODEL = 'E2E Fake Model';
/** Creating the venv and installing ≈ 1.3 GB of wheels: minutes from the registry on 2 cores. */
const SETUP_TIMEOUT_MS = 30 * 60_000;
const MEMORY = 'For tests we use SQLite in memory; Postgres only in production.';
/** Five public decision records (alphagov/gsp, MIT; see tests/python/data/decision_records/README.md), two superseded. */
const ADR_FIXTURE = path.resolve('tests/python/data/decision_records/gsp/docs/architecture/adr');

let wb: Workbench;

const productFolders = (): string[] => readdirSync(extensions).filter((name) => name.startsWith('cognee-chat-memory.cognee-chat-memory-')).sort();

/** The pids of the workspace backends that started, in order (the backend logs "ready on … (pid N)"). */
function backendPids(): number[] {
  const log = path.join(workspace, '.cognee-memory', 'logs', 'backend.log');
  if (!existsSync(log)) return [];
  return [...readFileSync(log, 'utf8').matchAll(/ready on .* \(pid (\d+)\)/g)].map((m) => Number(m[1]));
}

/** Running, not a zombie: an orphaned backend's parent may not reap it (Linux only, as is this run). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The first step that failed: each step starts where the one before left off, so the rest fail at once. */
let failedStep: string | undefined;

async function scenario(name: string, body: () => Promise<void>): Promise<void> {
  if (failedStep) throw new Error(`not run: the step "${failedStep}" failed, and this one starts where it left off`);
  try {
    await scenarioOn(wb, `update-${name}`, body);
  } catch (error) {
    failedStep = name;
    throw error;
  }
}

/** Ask @memory; the answer's text and the memories the model received. */
async function ask(question: string): Promise<{ text: string; memories: string[] }> {
  const seen = records.count();
  const response = await wb.send(`@memory ${question}`);
  const request = await records.next(seen, PYTHON_TIMEOUT_MS);
  const answer = await wb.answer(response, request.reply, promptMemories(request).length > 0);
  return { text: answer.text, memories: promptMemories(request).map((m) => m.body) };
}

async function remember(text: string): Promise<string> {
  const response = await wb.send(`@memory /remember #database ${text}`);
  const answer = await wb.answer(response, /Remembered “|could not|failed/i, false);
  return answer.text;
}

describe('a new user: first run, setup, and an extension update', { timeout: SETUP_TIMEOUT_MS + 15 * 60_000 }, () => {
  before(async () => {
    wb = await Workbench.open(env('E2E_URL'), workspace, artifacts);
    await wb.openChat(FAKE_MODEL);
  });

  after(async () => {
    await wb?.close();
  });

  test('before setup, a question gets the first-run message and a Set Up button, and no model call', async () => {
    await scenario('first-question', async () => {
      const seen = records.count();
      const response = await wb.send('@memory which database do we use in tests?');
      // Plain words before anything is downloaded: what it takes, not which setting is empty.
      const answer = await wb.answer(response, /needs a one-time setup/, false);
      assert.match(answer.text, /Cognee Chat Memory needs a one-time setup \(≈ \d+ MB download, ≈ \d+–\d+ minutes\)/);
      assert.doesNotMatch(answer.text, /No Python interpreter/);
      assert.match(answer.text, /Set Up Python Environment/);
      assert.equal(records.count(), seen, 'the model was not called');
      await response.locator('.monaco-button', { hasText: 'Set Up Python Environment' }).first().click();
    });
  });

  test('the real Set Up installs into the profile’s global storage and ends with what to do next', async () => {
    await scenario('setup', async () => {
      const started = Date.now();
      const ready = await wb.waitForToast(/Cognee Memory is ready/, SETUP_TIMEOUT_MS);
      console.log(`setup took ${Math.round((Date.now() - started) / 1000)} s`);
      assert.match(ready.text, /Ask `?@memory`?/);
      await wb.screenshot('setup-ready');
      const globalStorage = path.join(env('E2E_USER_DATA'), 'User', 'globalStorage', 'cognee-chat-memory.cognee-chat-memory', 'python-env');
      assert.ok(existsSync(path.join(globalStorage, 'cognee-memory-env.json')), 'the environment is in global storage and marked current');
      for (const folder of productFolders()) assert.ok(!existsSync(path.join(extensions, folder, '.venv')), 'nothing in the extension folder');
      await wb.clearNotifications();
    });
  });

  test('Remember, then an answer from that memory', async () => {
    await scenario('remember-answer', async () => {
      // A new user's first waits after Set Up: the first call starts the backend (loads Cognee).
      let started = Date.now();
      assert.match(await remember(MEMORY), /Remembered “For tests we use SQLite/);
      console.log(`first /remember after Set Up answered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      started = Date.now();
      const { memories } = await ask('which database do we use in tests?');
      console.log(`first question after Set Up answered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      assert.ok(memories.some((m) => m.includes('SQLite in memory')), 'the model received the memory');
    });
  });

  test('Import Decision Records: the ADR folder becomes memories, once however often it is imported', async () => {
    await scenario('import-records', async () => {
      assert.ok(existsSync(ADR_FIXTURE), ADR_FIXTURE);
      cpSync(ADR_FIXTURE, path.join(workspace, 'docs', 'architecture', 'adr'), { recursive: true });
      const summaries: string[] = [];
      for (let run = 0; run < 2; run++) {
        await wb.runCommand('Cognee Memory: Import Decision Records');
        summaries.push((await wb.waitForToast(/Imported \d+ decision records/, PYTHON_TIMEOUT_MS)).text);
        await wb.clearNotifications();
      }
      for (const text of summaries) assert.match(text, /Imported 5 decision records[^:]*: 3 current, 2 superseded \(2 links/);
      const { memories } = await ask('which ingress do we use for the clusters?');
      assert.ok(memories.some((m) => m.includes('Istio Ingress Gateway')), 'the current ingress record is answered from');
      assert.ok(!memories.some((m) => m.includes('single load-balancer to provide ingress')), 'the superseded one is left out');
      await wb.screenshot('imported-records');
    });
  });

  test('after an update to a higher version (old folder deleted): answers with no setup and no store error, and Remember works', async () => {
    await scenario('update', async () => {
      const before = productFolders();
      assert.equal(before.length, 1);
      const oldBackend = backendPids().at(-1);
      assert.ok(oldBackend && alive(oldBackend), 'the old version’s backend is running when the update arrives');
      execFileSync(env('E2E_CODE_SERVER'), ['--user-data-dir', env('E2E_USER_DATA'), '--extensions-dir', extensions, '--install-extension', env('E2E_VSIX_NEXT'), '--force'], { stdio: 'ignore', timeout: 120_000 });
      const installed = productFolders().filter((f) => !before.includes(f));
      assert.equal(installed.length, 1, `a new version folder: ${productFolders().join(', ')}`);
      // The reloaded fake model numbers its requests from 1 again: keep the earlier ones aside.
      const earlier = path.join(records.dir, 'before-update');
      mkdirSync(earlier, { recursive: true });
      for (const name of readdirSync(records.dir).filter((n) => /^request-\d+\.json$/.test(n))) renameSync(path.join(records.dir, name), path.join(earlier, name));
      await wb.runCommand('Developer: Reload Window');
      await wb.page.waitForTimeout(2_000);
      await wb.page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
      // VS Code deletes the old version's folder at the next restart; do it now, with anything inside.
      for (const old of before) rmSync(path.join(extensions, old), { recursive: true, force: true });
      await wb.openChat(FAKE_MODEL);

      const { text, memories } = await ask('which database do we use in tests?');
      assert.doesNotMatch(text, /No Python interpreter|Set Up Python Environment|store failed|STORE_ERROR/);
      assert.ok(memories.some((m) => m.includes('SQLite in memory')), 'the memory from before the update is answered from');
      assert.equal(await wb.page.locator('.notification-toast', { hasText: /setting up Python|updating the Python environment/ }).count(), 0, 'no setup ran');

      assert.match(await remember('Integration tests run against a disposable Postgres container.'), /Remembered “Integration tests run against/);
      const newBackend = backendPids().at(-1);
      assert.notEqual(newBackend, oldBackend, 'a backend started from the new version answers');
      assert.ok(!alive(oldBackend), `the old version's backend (pid ${oldBackend}) is gone`);
      await wb.screenshot('after-update');
    });
  });
});
