/**
 * The packaged extension in a real VS Code (code-server) driven through its UI by headless
 * Chromium, with a fake chat model that records its prompts. The scenarios share one workbench,
 * one workspace and one warm Python backend, and build on each other (run in file order).
 *
 * The memory-management scenarios (the chart, the view's actions, Edit and /forget) live in
 * scenarios/management.ts and run here, in this order, on the same workbench.
 *
 * Memories are stored through the palette's "Remember…" (scenario 1), except the two whose age
 * matters (scenario 3): those go through the installed ingest CLI with explicit timestamps.
 *
 * Started by scripts/test-e2e.sh, which sets E2E_URL, E2E_WORKSPACE, E2E_RECORDS, E2E_EXTENSIONS,
 * E2E_PYTHON and E2E_ARTIFACTS.
 */
import * as assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { firstWords } from '../../extension/src/display/format';
import { MemoryCli } from './support/memorycli';
import { promptMemories, Records } from './support/records';
import { editAndForget, halfLifeChartPreview, halfLifeChartWithNewMemories, memoryViewActions, recordRequests, type Shared } from './scenarios/management';
import { wordsNotIds } from './scenarios/words';
import { PYTHON_TIMEOUT_MS, Workbench, type ChatAnswer, scenarioOn } from './support/workbench';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with scripts/test-e2e.sh`);
  return value;
}

const workspace = env('E2E_WORKSPACE');
const artifacts = env('E2E_ARTIFACTS');
const python = env('E2E_PYTHON');
const records = new Records(env('E2E_RECORDS'));
const cli = new MemoryCli(python, env('E2E_EXTENSIONS'), workspace);

const FAKE_MODEL = 'E2E Fake Model';
const DB_QUESTION = 'which database do we use in tests?';
const DEPLOY_QUESTION = 'how do we deploy the web app?';
const DEPLOY_OLD_TEXT = 'We deploy the web app to Fly.io with blue-green releases; to deploy the web app, run fly deploy.';
const DEPLOY_NEW_TEXT = 'The release checklist lives in the wiki and says how we deploy the web app.';
/** The two deploy memories of the half-life scenario, in the order they appear in `ids`. */
const pairOrder = (ids: readonly string[]): string[] => ids.filter((id) => id === 'deploy-old' || id === 'deploy-new');
const REMEMBERED = [
  { text: 'For tests we use SQLite in memory; Postgres only in production.', topic: 'database' },
  { text: 'Database migrations run with Alembic before each release.', topic: 'database' },
  { text: 'Buttons use the primary colour from the design tokens.', topic: 'ui' },
];
/** Ids of the memories stored through the palette, by text. */
const ids = new Map<string, string>();
const SCENARIO_TIMEOUT_MS = 360_000;
/** The extension page's screenshot: readable on the page, not too heavy. */
const PAGE_SCREENSHOT = { width: 1280, height: 800 };
/** A memory id as the CLIs print them (and the two the half-life scenario gives its memories). */
const MEMORY_ID = /\b(mem|dr)-[0-9a-f]{6,}\b|\bdeploy-(old|new)\b/;

let wb: Workbench;
let extensionHostPid: number;

/** Workspace settings, as a person editing .vscode/settings.json would write them. */
function writeWorkspaceSettings(settings: Record<string, unknown>): void {
  mkdirSync(path.join(workspace, '.vscode'), { recursive: true });
  writeFileSync(path.join(workspace, '.vscode', 'settings.json'), JSON.stringify(settings, null, 2));
}

/** The first `n` words of a memory: what its reference and its row in the memory view start with. */
function firstWordsOf(text: string, n = 4): string {
  return text.split(/\s+/).slice(0, n).join(' ');
}

/** Ask @memory and return the answer with the prompt the fake model received for it. */
async function askMemory(question: string): Promise<{ answer: ChatAnswer; prompt: ReturnType<typeof promptMemories> }> {
  const seen = records.count();
  const response = await wb.send(`@memory ${question}`);
  const request = await records.next(seen, PYTHON_TIMEOUT_MS);
  assert.equal(request.kind, 'answer');
  // The chat shows the model's answer (the fake model's reply is unique to this prompt).
  const answer = await wb.answer(response, request.reply, promptMemories(request).length > 0);
  return { answer, prompt: promptMemories(request) };
}

/** Run a scenario; on failure keep a screenshot of the UI next to the other artifacts. */
function scenario(name: string, body: () => Promise<void>): Promise<void> {
  return scenarioOn(wb, name, body);
}

/** What the scenarios in ./scenarios share with this file (the workbench exists once before() ran). */
function shared(): Shared {
  return { wb, cli, records, workspace, ids, remembered: REMEMBERED, deployQuestion: DEPLOY_QUESTION, deployNewText: DEPLOY_NEW_TEXT, askMemory };
}

describe('Cognee Chat Memory in VS Code (code-server + headless Chromium)', () => {
  before(async () => {
    wb = await Workbench.open(env('E2E_URL'), workspace, artifacts);
    recordRequests(wb);
    // The extension host starts with the first window; the fake model says when it is up.
    await records.waitForReady();
    // Survives as long as the page is not reloaded.
    await wb.page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
    extensionHostPid = records.extensionHostPid();
  });

  after(async () => {
    await wb?.close();
  });

  test('palette: "Remember…" stores a memory and "Search Memories" lists it', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('remember-and-search', async () => {
      for (const memory of REMEMBERED) {
        await wb.runCommand('Cognee Memory: Remember…');
        await wb.answerInput('Remember…', memory.text);
        await wb.answerInput('Topic (optional)', memory.topic);
        // The toast names the memory by its words, not its id; the id comes from the store.
        const { text } = await wb.waitForToast(new RegExp(`Remembered “${firstWordsOf(memory.text)}.*” \\(topic: ${memory.topic}\\)\\.`));
        assert.doesNotMatch(text, MEMORY_ID, text);
      }
      // The ids come from the store's listing (never from a retrieve between the writes: that
      // changes the later lexical ranking, see the notes).
      const listed = await cli.list();
      for (const memory of REMEMBERED) {
        const id = listed.find((m) => m.text === memory.text)?.id;
        assert.ok(id, `stored: ${memory.text}`);
        ids.set(memory.text, id);
      }

      await wb.runCommand('Cognee Memory: Search Memories');
      await wb.answerInput('Search Memories', DB_QUESTION);
      const rows = await wb.quickPickRows(/Memories for/);
      await wb.page.keyboard.press('Escape');
      const row = rows.find((r) => r.startsWith(REMEMBERED[0]!.text));
      assert.ok(row, `the search lists the memory by its words: ${JSON.stringify(rows)}`);
      assert.match(row, /Active · (just now|\d+ minutes? ago)/); // a loaded machine takes over a minute
      // The list is in the product's ranking order (the ranking CLI on the same store); rows name memories by their words.
      const ranking = await cli.retrieve(DB_QUESTION, 7, 20, 1_000_000);
      assert.deepEqual(rows.map((r) => ranking.find((h) => r.startsWith(h.text))?.id), ranking.map((h) => h.id));
      for (const r of rows) assert.doesNotMatch(r, MEMORY_ID, r);
    }));

  test('half-life chart: with only new memories it draws the curves and the memories, and says plainly that the half-life changes nothing yet', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('half-life-chart-new', () => halfLifeChartWithNewMemories(shared())));

  test('chat: @memory sends the memories to the model fenced and in ranking order, and shows references with score breakdowns', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('chat-answer', async () => {
      await wb.openChat(FAKE_MODEL);
      const { answer, prompt } = await askMemory(DB_QUESTION);
      // Chat sends only the memories at or above the relevance floor (cogneeMemory.chat.minRelevance, 0.2).
      const ranking = (await cli.chatOrders(DB_QUESTION, [7])).get(7)!;

      // The prompt: every relevant memory, in the ranking CLI's order, each in a closed ```memory fence;
      // the unrelated one (buttons and design tokens) is neither sent nor shown.
      assert.deepEqual(prompt.map((m) => m.id), ranking.map((h) => h.id));
      assert.equal(prompt.length, REMEMBERED.length - 1);
      assert.ok(!prompt.some((m) => m.id === ids.get(REMEMBERED[2]!.text)), 'the UI memory is below the floor');
      for (const [i, memory] of prompt.entries()) {
        assert.equal(memory.rank, i + 1);
        assert.equal(memory.fence, '```memory');
        assert.equal(memory.status, 'Active');
        assert.ok(Math.abs(memory.score - ranking[i]!.score) <= 0.011, `${memory.id}: ${memory.score} vs ${ranking[i]!.score}`);
        assert.equal(memory.body, REMEMBERED.find((r) => ids.get(r.text) === memory.id)?.text);
      }
      for (let i = 1; i < prompt.length; i++) assert.ok(prompt[i - 1]!.score >= prompt[i]!.score, 'best first');
      assert.equal(prompt[0]!.id, ids.get(REMEMBERED[0]!.text), 'the SQLite memory answers the database question best');

      // The UI: one reference per memory, same order, named by its first words, status and age
      // (no id, no ".md" tail); the "Memories used" list under the answer names them too.
      assert.equal(answer.references.length, ranking.length);
      for (const [i, label] of answer.references.entries()) {
        assert.ok(label.includes(firstWordsOf(ranking[i]!.text)), `reference ${i + 1} is named by its words: ${label}`);
        assert.match(label, /· Active · (just now|\d+ minutes? ago)/);
        assert.doesNotMatch(label, /\.md|mem-[0-9a-f]{8}/, label);
      }
      assert.match(answer.text, /Memories used/);
      assert.ok(answer.text.includes(`database: ${firstWordsOf(REMEMBERED[0]!.text)}`), answer.text);
      // Hovering a memory under the answer shows its whole text and its score breakdown.
      const used = answer.response.locator('a', { hasText: `database: ${firstWordsOf(REMEMBERED[0]!.text)}` }).first();
      const hover = await wb.hoverText(used);
      assert.ok(hover.includes(REMEMBERED[0]!.text), hover);
      // The default first stage scores relevance against the best candidate: the best is 1.00.
      assert.match(hover, /Score [01]\.\d\d = [01]\.\d\d relevance × [\d.]+ recency × [\d.]+ status/);
      await wb.screenshotExchange('chat-answer');
    }));

  test('settings: half-life 7 → 365 days flips an old-but-closer and a new-but-looser memory as the ranking CLI does, without a reload', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('half-life', async () => {
      const day = 86_400_000;
      const stored = Date.now();
      // Both answer the question closely enough for the relevance gate to let the formula order
      // them; the old one a little closer, so the half-life decides which comes first.
      const ingested = await cli.ingest([
        { id: 'deploy-old', text: DEPLOY_OLD_TEXT, topic: 'deploy', status: 'Active', source_created_at: new Date(stored - 30 * day).toISOString() },
        { id: 'deploy-new', text: DEPLOY_NEW_TEXT, topic: 'deploy', status: 'Active', source_created_at: new Date(stored - 1 * day).toISOString() },
      ]);
      assert.deepEqual(ingested, ['deploy-old', 'deploy-new']);
      // The product's own order at each half-life, asked as @memory asks (the tests keep no formula).
      const orders = await cli.chatOrders(DEPLOY_QUESTION, [7, 365]);
      const at7 = pairOrder(orders.get(7)!.map((h) => h.id));
      const at365 = pairOrder(orders.get(365)!.map((h) => h.id));
      assert.deepEqual(at7, ['deploy-new', 'deploy-old'], 'at 7 days the recent memory comes first');
      assert.deepEqual(at365, ['deploy-old', 'deploy-new'], 'at 365 days the closer one does');

      const before7 = await askMemory(DEPLOY_QUESTION);
      assert.deepEqual(pairOrder(before7.prompt.map((m) => m.id)), at7, 'half-life 7 (default)');

      writeWorkspaceSettings({ 'cogneeMemory.ranking.halfLifeDays': 365 });
      await records.waitForSettings((s) => s.halfLifeDays === 365);
      const after365 = await askMemory(DEPLOY_QUESTION);
      assert.deepEqual(pairOrder(after365.prompt.map((m) => m.id)), at365, 'half-life 365');
      // The score the model is shown is the product's: semantic × recency × status, recency halving every 365 days.
      const old = after365.prompt.find((m) => m.id === 'deploy-old')!;
      const cliOld = orders.get(365)!.find((h) => h.id === 'deploy-old')!;
      assert.ok(Math.abs(old.score - cliOld.score) <= 0.011, `deploy-old scores ${old.score} as the CLI says (${cliOld.score})`);
      assert.ok(Math.abs(cliOld.recency_multiplier - Math.exp((-Math.LN2 * cliOld.age_days) / 365)) <= 0.001, JSON.stringify(cliOld));
      assert.ok(Math.abs(cliOld.score - cliOld.semantic_score * cliOld.recency_multiplier * cliOld.status_multiplier) <= 0.001, JSON.stringify(cliOld));

      assert.equal(await wb.page.evaluate(() => (window as unknown as { e2eNotReloaded?: boolean }).e2eNotReloaded), true, 'the window was not reloaded');
      assert.equal(records.extensionHostPid(), extensionHostPid, 'the extension host was not restarted');
    }));

  test('previews: Tune Half-Life\'s row for the current half-life lists @memory\'s order, asked of the same pipeline', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('tune-preview', async () => {
      const { prompt } = await askMemory(DEPLOY_QUESTION);
      const chat = prompt.map((m) => m.id);
      assert.ok(chat.length >= 2, JSON.stringify(chat));

      await wb.runCommand('Cognee Memory: Tune Half-Life');
      await wb.waitForQuickInput('Tune Half-Life', PYTHON_TIMEOUT_MS);
      // With enough feedback a recommendation comes first; the preview is one click further.
      if (await wb.page.locator('.quick-input-widget .quick-input-list .monaco-list-row').count()) {
        await wb.pick('Tune Half-Life', 'Preview half-lives for a question');
      }
      await wb.answerInput('Tune Half-Life', DEPLOY_QUESTION);
      await wb.quickPickRows(/Pick a half-life/, PYTHON_TIMEOUT_MS);
      await wb.screenshot('tune-half-life');
      // The row of one half-life (typed into the quick pick's filter, so no row is scrolled out of view): its ids in order.
      // A row reads as its label run into its description ("1 day1. deploy-new 2. …").
      // Rows name memories by their first words, never by id: map the words back to the memories.
      const known = [...new Map([...(await cli.chatOrders(DEPLOY_QUESTION, [1, 365])).values()].flat().map((h) => [h.id, h])).values()];
      const previewOf = async (filter: string, label: RegExp): Promise<string[]> => {
        await wb.page.locator('.quick-input-widget .quick-input-box input').fill(filter);
        const rows = await wb.quickPickRows(/Pick a half-life/);
        const row = rows.find((r) => label.test(r));
        assert.ok(row, `a row ${label}: ${JSON.stringify(rows)}`);
        assert.doesNotMatch(row, MEMORY_ID, row);
        // "1. We deploy the web…  2. The release checklist lives…": each memory's first words (the product's own shortening).
        return [1, 2, 3].map((n) => known.find((h) => row.includes(`${n}. ${firstWords(h.text, 4, 32)}`))?.id).filter((id): id is string => !!id);
      };
      // The current half-life: 365 days, set in the half-life scenario.
      const previewed = await previewOf('current', /^365 days \(current\)/);
      assert.deepEqual(previewed, chat.slice(0, 3), 'the preview at the current half-life is what @memory sent, in its order');
      // And another half-life reorders the same memories as the backend ranks them there.
      const at1 = await previewOf('1 day', /^1 day(?!s)/);
      await wb.page.keyboard.press('Escape');
      const oracle = (await cli.chatOrders(DEPLOY_QUESTION, [1, 365])).get(1)!.map((h) => h.id).slice(0, 3);
      assert.deepEqual(at1, oracle, 'the 1-day row is the CLI\'s order at 1 day');
      assert.deepEqual(pairOrder(at1), ['deploy-new', 'deploy-old'], 'at 1 day the recent memory comes first');
    }));

  test('palette: compacting a topic makes its decision record what @memory uses; Undo restores the originals', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('compaction', async () => {
      const originals = REMEMBERED.filter((m) => m.topic === 'database').map((m) => ids.get(m.text)!);
      const seen = records.count();
      await wb.clearNotifications();
      await wb.runCommand('Cognee Memory: Compact Topic into Decision Record');
      await wb.pick('Compact which topic into a decision record?', 'database');
      await wb.pick('How should the decision record be written?', 'Summary written by a chat model');
      const { text } = await wb.waitForToast(/Compacted \d+ memories about “database” into one decision record/);
      assert.match(text, /Compacted 2 memories/);
      assert.doesNotMatch(text, MEMORY_ID, text);
      const recordId = (await cli.retrieve(DB_QUESTION, 365, 20, 1_000_000)).find((h) => h.status === 'DecisionRecord')?.id;
      assert.ok(recordId, 'the decision record is stored');
      assert.match(text, /Undo/, 'the notification offers Undo');

      // The chat model wrote the summary from the topic's memories.
      const summary = await records.next(seen);
      assert.equal(summary.kind, 'summary');
      assert.deepEqual(promptMemories(summary).map((m) => m.id).sort(), [...originals].sort());

      const compacted = await askMemory(DB_QUESTION);
      // Chat sends only the memories at or above the relevance floor (cogneeMemory.chat.minRelevance, 0.2).
      const ranking = (await cli.chatOrders(DB_QUESTION, [365])).get(365)!;
      assert.deepEqual(compacted.prompt.map((m) => m.id), ranking.map((h) => h.id));
      assert.equal(compacted.prompt[0]?.id, recordId, 'the decision record comes first');
      assert.equal(compacted.prompt[0]?.status, 'DecisionRecord');
      assert.ok(compacted.prompt[0]!.body.includes(summary.reply), 'the record holds the model-written summary');
      for (const id of originals) assert.ok(!compacted.prompt.some((m) => m.id === id), `${id} is superseded and left out`);
      assert.ok(compacted.answer.references.some((r) => r.includes('Summary of 2 memories') && r.includes('· DecisionRecord ·')), JSON.stringify(compacted.answer.references));
      // The window: the chat answering from the decision record, and (while shown) the Undo notification.
      await wb.screenshot('compaction');

      await wb.clickNotificationButton(/Compacted 2 memories about “database”/, 'Undo');
      const restored = await wb.waitForToast(/Restored \d+ memories/);
      assert.match(restored.text, /Restored 2 memories; their decision record is undone/);

      const undone = await askMemory(DB_QUESTION);
      assert.ok(!undone.prompt.some((m) => m.id === recordId), 'the record is gone from the context');
      for (const id of originals) assert.ok(undone.prompt.some((m) => m.id === id && m.status === 'Active'), `${id} is Active again`);
    }));

  test('chat: a follow-up sees the earlier turn; /explain is one short entry per memory', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('follow-up', async () => {
      const earlier = records.count();
      await askMemory(DB_QUESTION);
      const earlierReply = (await records.next(earlier)).reply;
      const seen = records.count();
      const response = await wb.send('@memory and in production?', { newSession: false });
      const request = await records.next(seen, PYTHON_TIMEOUT_MS);
      await wb.answer(response, request.reply, true);
      // The model gets the earlier question and answer before the new question.
      assert.equal(request.messages[0]!.text, DB_QUESTION);
      assert.ok(request.messages[1]!.text.startsWith(earlierReply), JSON.stringify(request.messages[1]));
      assert.match(request.messages[1]!.text, /Memories used: (mem|dr)-/); // the earlier turn's memories (the record, after compaction)
      assert.ok(request.messages.at(-1)!.text.endsWith('and in production?'));
      await wb.screenshotExchange('chat-follow-up');

      const explained = await wb.answer(await wb.send(`@memory /explain ${DB_QUESTION}`), /Ranking for/, false);
      assert.equal(await explained.response.locator('table').count(), 0, 'no table');
      assert.match(explained.text, /0\.\d\d relevance × [\d.]+ recency × [\d.]+ status/);
      assert.ok(explained.text.includes(`database: ${firstWordsOf(REMEMBERED[0]!.text)}`), explained.text);
      await wb.screenshotExchange('chat-explain');
    }));

  test('chat: /remember alone drafts memories from the conversation; Save stores them; the memory view shows them', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('capture-and-view', async () => {
      await askMemory(DB_QUESTION);
      const seen = records.count();
      // The trailing space closes the slash-command suggestions, so Enter sends.
      const response = await wb.send('@memory /remember ', { newSession: false });
      const request = await records.next(seen, PYTHON_TIMEOUT_MS);
      assert.equal(request.kind, 'capture');
      assert.ok(request.messages[0]!.text.includes(`User: ${DB_QUESTION}`), 'the conversation is summarised');
      const drafted = await wb.answer(response, /Drafted 2 memories/, false);
      assert.match(drafted.text, /Nothing is saved yet/);
      assert.match(drafted.text, /#database: In production we run Postgres 16/);
      await wb.screenshotExchange('chat-capture');
      await wb.clearNotifications();
      await wb.clickChatButton(drafted.response, 'Save all 2');
      const { text } = await wb.waitForToast(/Remembered the conversation as 2 memories: “In production we run Postgres…”/);
      assert.doesNotMatch(text, MEMORY_ID, text);
      const stored = await cli.retrieve('Postgres 16 in production', 7, 20, 1_000_000);
      const release = await cli.retrieve('Every release runs the Alembic migrations first', 7, 20, 1_000_000);
      const saved = [...stored, ...release].filter((h) => /^(In production we run Postgres 16|Every release runs)/.test(h.text)).map((h) => h.id);
      assert.ok(stored.some((h) => saved.includes(h.id) && h.text.startsWith('In production we run Postgres 16')), 'stored with its text');

      await wb.runCommand('Explorer: Focus on Cognee Memories View');
      const rows = await wb.treeRows('Cognee Memories');
      assert.ok(rows.some((r) => r.startsWith('database')), JSON.stringify(rows));
      assert.ok(rows.some((r) => r.includes('In production we run Postgres 16') && r.includes('Active')), JSON.stringify(rows));
      await wb.screenshot('memory-view');
      // The tree shows only the rows in view; the second captured memory is checked in the store.
      assert.ok(release.some((h) => saved.includes(h.id) && h.topic === 'release'), 'the second draft is stored with its topic');
    }));

  test('half-life chart: the memories sit at their ages; moving the slider re-ranks a previewed question live', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('half-life-chart', () => halfLifeChartPreview(shared())));

  test('memory view: hover shows the text; supersede picks the successor from a list, Restore undoes it; Compact Topic folds a topic', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('memory-view-actions', () => memoryViewActions(shared())));

  test('memory view and chat: Edit replaces a memory\'s text, /forget removes one after a confirmation, and the store keeps no copy of either', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('edit-and-forget', () => editAndForget(shared())));

  test('errors: a wrong cogneeMemory.pythonPath gives a clear message with the fix, and nothing crashes', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('python-path', async () => {
      const wrong = '/nonexistent/python3';
      writeWorkspaceSettings({ 'cogneeMemory.ranking.halfLifeDays': 365, 'cogneeMemory.pythonPath': wrong });
      await records.waitForSettings((s) => s.pythonPath === wrong);

      await wb.clearNotifications();
      await wb.runCommand('Cognee Memory: Search Memories');
      await wb.answerInput('Search Memories', DB_QUESTION);
      const { toast, text } = await wb.waitForToast(/No Python interpreter was found/, 30_000);
      assert.match(text, /cogneeMemory\.pythonPath is set to '\/nonexistent\/python3', which does not exist/);
      assert.match(text, /Run "Cognee Memory: Set Up Python Environment", set 'cogneeMemory\.pythonPath'/);
      assert.equal(await toast.locator('.codicon-error').count(), 1, 'shown as an error');
      assert.equal(await toast.locator('.monaco-button', { hasText: 'Set Up Python Environment' }).count(), 1, 'with a button that applies the fix');

      const seen = records.count();
      const answer = await wb.answer(await wb.send(`@memory ${DB_QUESTION}`), /No Python interpreter was found/, false, 30_000);
      assert.match(answer.text, /No Python interpreter was found for Cognee Memory/);
      assert.match(answer.text, /Set Up Python Environment/);
      assert.equal(await answer.response.locator('.monaco-button', { hasText: 'Set Up Python Environment' }).count(), 1);
      assert.equal(records.count(), seen, 'no model request without memories');
      await wb.screenshot('python-path-error');

      // Fixing the setting is enough: no reload, and the extension host is the same process.
      writeWorkspaceSettings({ 'cogneeMemory.ranking.halfLifeDays': 365 });
      await records.waitForSettings((s) => s.pythonPath === python);
      await wb.runCommand('Cognee Memory: Search Memories');
      await wb.answerInput('Search Memories', DB_QUESTION);
      const rows = await wb.quickPickRows(/Memories for/);
      await wb.page.keyboard.press('Escape');
      assert.ok(rows.some((r) => r.startsWith(REMEMBERED[0]!.text)), JSON.stringify(rows));
      assert.equal(records.extensionHostPid(), extensionHostPid, 'the extension host did not crash');
    }));

  test('words, not ids: update notices, chat buttons, toasts, pickers and Tune rows name memories by their words; "Possible updates" in the view; a memory opens rendered', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('words-not-ids', () => wordsNotIds(shared(), MEMORY_ID)));

  // The extension page (extension/README.md) shows this picture: with E2E_SCREENSHOT_OUT set, the
  // run writes it there too (the committed PNG is one run's).
  test('the extension page\'s screenshot: an @memory answer beside the Cognee Memories view, at 1280×800, no notification over it', { timeout: SCENARIO_TIMEOUT_MS }, () =>
    scenario('extension-page', async () => {
      await wb.page.setViewportSize(PAGE_SCREENSHOT);
      await wb.runCommand('View: Close All Editors');
      const { answer, prompt } = await askMemory(DB_QUESTION);
      assert.ok(prompt.length >= 2, `answered from the memories: ${prompt.length}`);
      assert.match(answer.text, /Memories used/);
      // The view beside the chat, given the side bar's height; nothing over either.
      await wb.runCommand('Explorer: Focus on Cognee Memories View');
      await wb.showPane('Cognee Memories');
      await wb.treeRow('Cognee Memories', /database/);
      // Wider than the defaults, so the rows and the answer read on the page.
      await wb.resizePart('sidebar', 400);
      await wb.resizePart('auxiliarybar', 560);
      await wb.clearNotifications();
      await wb.page.locator('.notification-toast').first().waitFor({ state: 'detached', timeout: 10_000 });
      // Nothing half-faded on the picture: the palette closed, the mouse on an empty spot.
      await wb.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 });
      await wb.page.mouse.move(200, 700);
      assert.ok(await answer.response.isVisible(), 'the answer is on screen');
      const file = await wb.screenshot('extension-page');
      const png = readFileSync(file);
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [PAGE_SCREENSHOT.width, PAGE_SCREENSHOT.height]);
      const out = process.env.E2E_SCREENSHOT_OUT;
      if (out) copyFileSync(file, out);
    }));
});
