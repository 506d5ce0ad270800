/**
 * The memory-management scenarios of memory.e2e.test.ts (which runs them in its order, on its
 * workbench and store): the Half-Life Chart, the Cognee Memories view's actions, Edit and
 * /forget with a byte search of the store afterwards.
 */
import * as assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import type { MemoryCli } from '../support/memorycli';
import { promptMemories, type Records } from '../support/records';
import { storeFilesHolding } from '../support/storefiles';
import { PYTHON_TIMEOUT_MS, UI_TIMEOUT_MS, type Workbench } from '../support/workbench';

export interface Shared {
  wb: Workbench;
  cli: MemoryCli;
  records: Records;
  workspace: string;
  /** Ids of the memories stored through the palette, by text. */
  ids: Map<string, string>;
  remembered: ReadonlyArray<{ text: string; topic: string }>;
  deployQuestion: string;
  /** The text of deploy-new, the 1-day-old deploy memory of the half-life scenario. */
  deployNewText: string;
  askMemory(question: string): Promise<{ prompt: ReturnType<typeof promptMemories> }>;
}

/** Every URL the webviews requested, as [url, frame url]: the chart must need no network. */
const requested: Array<[string, string]> = [];

export function recordRequests(wb: Workbench): void {
  wb.page.context().on('request', (request) => {
    let frame = '';
    try {
      frame = request.frame().url();
    } catch {
      // A service worker's request has no frame.
    }
    requested.push([request.url(), frame]);
  });
}

/**
 * URLs off the local code-server that a webview asked for since request `from`. A webview's own
 * files are addressed as https://file+.vscode-resource.vscode-cdn.net/… (`webview.cspSource`); its
 * service worker answers those from the extension folder, so they never reach the network.
 */
function offHostRequests(from: number): string[] {
  const local = (url: string): boolean => {
    if (!/^https?:/.test(url)) return true;
    const host = new URL(url).hostname;
    return ['127.0.0.1', 'localhost'].includes(host) || host.endsWith('.vscode-resource.vscode-cdn.net');
  };
  return requested.slice(from).filter(([url, frame]) => /webview/.test(frame) && !local(url)).map(([url]) => url);
}

/** Open the Half-Life Chart from the palette; its page once the curves are drawn. */
async function openHalfLifeChart(wb: Workbench): Promise<FrameLocator> {
  await wb.runCommand('Cognee Memory: Half-Life Chart');
  const chart = await wb.webview('svg#chart polyline.candidate');
  // Offline by construction: only the extension's own nonce'd script runs, and styles and images
  // come only from the webview's own resources ('self' and VS Code's resource host, cspSource).
  const csp = (await chart.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  assert.match(csp, /default-src 'none'/, csp);
  assert.match(csp, /script-src 'nonce-[^']+';?$/, csp);
  const sources = csp.split(';').flatMap((directive) => directive.trim().split(/\s+/).slice(1));
  const allowed = (source: string): boolean => ["'none'", "'self'", 'https://*.vscode-cdn.net'].includes(source) || /^'nonce-[^']+'$/.test(source);
  assert.deepEqual(sources.filter((source) => !allowed(source)), [], csp);
  // Themed: the current curve is drawn in the theme's chart colour (a CSS variable VS Code sets).
  const [stroke, themeBlue] = await chart.locator('svg#chart polyline.current').evaluate((line) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--vscode-charts-blue)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return [getComputedStyle(line).stroke, getComputedStyle(document.documentElement).getPropertyValue('--vscode-charts-blue').trim() ? colour : ''];
  });
  assert.ok(themeBlue, 'the webview has the theme colours');
  assert.equal(stroke, themeBlue, 'the current curve uses --vscode-charts-blue');
  return chart;
}

export async function halfLifeChartWithNewMemories(s: Shared): Promise<void> {
  const { wb, remembered } = s;
  const from = requested.length;
  const chart = await openHalfLifeChart(wb);
  assert.equal(await chart.locator('#value').innerText(), '7 days', 'the slider starts at the current half-life');
  assert.equal(await chart.locator('svg#chart circle.dot').count(), remembered.length, 'one dot per memory');
  assert.equal(await chart.locator('svg#chart polyline.current').count(), 1);
  await chart.locator('#note').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  assert.match(await chart.locator('#note').innerText(), new RegExp(`All ${remembered.length} memories are new .*the half-life changes nothing yet`));
  assert.deepEqual(offHostRequests(from), [], 'no request left the machine');
  await wb.runCommand('View: Close All Editors');
}

export async function halfLifeChartPreview(s: Shared): Promise<void> {
  const { wb, cli, deployQuestion } = s;
  const from = requested.length;
  const chart = await openHalfLifeChart(wb);
  assert.equal(await chart.locator('#value').innerText(), '365 days', 'the current half-life (set in the half-life scenario)');
  assert.equal(await chart.locator('#note').isHidden(), true, 'with a 30-day-old memory the half-life matters');
  assert.ok((await chart.locator('#advice').innerText()).trim().length > 10, 'the feedback recommendation (or why there is none) is shown');
  // The 30-day-old memory is a dot at 30 days, right of the 1-day-old one, at its weight.
  const dot = async (words: string): Promise<{ cx: number; title: string }> => {
    const circle = chart.locator('svg#chart circle.dot', { hasText: words }).first();
    return { cx: Number(await circle.getAttribute('cx')), title: (await circle.locator('title').textContent()) ?? '' };
  };
  const old = await dot('We deploy the web app');
  const young = await dot('The release checklist');
  assert.match(old.title, /Active, 30 days old: weight 0\.9[45]/, old.title);
  assert.ok(old.cx > young.cx, `${old.cx} > ${young.cx}`);

  // The preview: the deploy question's memories as @memory would use them, ranked by the backend
  // at the current half-life and again at the slider's each time it stops (the CLI is the oracle).
  const orders = await cli.chatOrders(deployQuestion, [365, 1]);
  const words: Record<string, string> = { 'deploy-old': 'Fly.io', 'deploy-new': 'release checklist' };
  const pairOrder = async (): Promise<string[]> => {
    const rows = await chart.locator('#results li').allInnerTexts();
    return Object.keys(words).filter((id) => rows.some((r) => r.includes(words[id]!)))
      .sort((a, b) => rows.findIndex((r) => r.includes(words[a]!)) - rows.findIndex((r) => r.includes(words[b]!)));
  };
  const expected = (h: number): string[] => orders.get(h)!.map((hit) => hit.id).filter((id) => id in words);
  const settled = chart.locator('#results:not(.stale) li');
  await chart.locator('#query').fill(deployQuestion);
  await chart.locator('#preview button[type="submit"]').click();
  await settled.first().waitFor({ timeout: PYTHON_TIMEOUT_MS });
  assert.equal(await chart.locator('#results li').count(), orders.get(365)!.length, 'what @memory would use, no more');
  assert.deepEqual(await pairOrder(), expected(365), 'at the current half-life, the CLI\'s order');
  assert.equal(await chart.locator('#results li.moved').count(), 0, 'nothing has moved yet');
  // The slider, by keyboard (Home = its shortest half-life, 1 day): the old memory falls behind.
  await chart.locator('#slider').focus();
  await chart.locator('#slider').press('Home');
  assert.equal(await chart.locator('#value').innerText(), '1 day');
  assert.notDeepEqual(expected(1), expected(365), JSON.stringify(orders.get(1)));
  await chart.locator('#results.stale').waitFor({ state: 'detached', timeout: PYTHON_TIMEOUT_MS });
  await settled.first().waitFor({ timeout: PYTHON_TIMEOUT_MS });
  assert.deepEqual(await pairOrder(), expected(1), 'at 1 day, the CLI\'s order at 1 day');
  assert.ok(await chart.locator('#results li.moved .move.up').count() >= 1, 'a move is highlighted');
  assert.ok(await chart.locator('#results li.moved .move.down').count() >= 1, 'and its counterpart');
  assert.equal(await chart.locator('#apply').isEnabled(), true, 'a different half-life can be applied');
  assert.deepEqual(offHostRequests(from), [], 'no request left the machine');
  await wb.screenshot('half-life-chart');
  await wb.runCommand('View: Close All Editors');
}

export async function memoryViewActions(s: Shared): Promise<void> {
  const { wb, records } = s;
  const VIEW = 'Cognee Memories';
  await wb.runCommand('Explorer: Focus on Cognee Memories View');
  await wb.showPane(VIEW);
  let old = await wb.treeRow(VIEW, 'We deploy the web app', { level: 2 });
  const tip = await wb.hoverText(old);
  assert.ok(tip.includes('We deploy the web app to Fly.io with blue-green releases; to deploy the web app, run fly deploy.'), tip);
  assert.match(tip, /deploy-old · Active · 1 month ago/);

  await wb.clearNotifications();
  await wb.treeInlineAction(old, 'Supersede by…');
  const choices = await wb.quickPickRows(/Supersede “deploy: We deploy/);
  assert.ok(choices[0]!.includes('The release checklist lives in the wiki'), `the same topic first: ${JSON.stringify(choices)}`);
  await wb.pick(/Supersede “deploy: We deploy/, 'The release checklist');
  // Words, not ids: the memories by their first words and age.
  await wb.waitForMessage(/“We deploy the web app to…” \(1 month ago\) is now superseded by “The release checklist lives in the…” \((yesterday|2 days ago)\)/);
  old = await wb.treeRow(VIEW, /We deploy the web app.*Superseded/, { level: 2 });
  await wb.treeInlineAction(old, 'Restore');
  await wb.waitForMessage(/Restored “We deploy the web app to…” \(1 month ago\) \(Active\)/);
  await wb.treeRow(VIEW, /We deploy the web app.*Active/, { level: 2 });

  const seen = records.count();
  await wb.clearNotifications();
  await wb.treeInlineAction(await wb.treeRow(VIEW, 'deploy', { level: 1 }), 'Compact Topic');
  await wb.pick('How should the decision record be written?', 'Summary written by a chat model');
  await wb.waitForMessage(/Compacted 2 memories about “deploy” into one decision record/);
  const summary = await records.next(seen);
  assert.deepEqual(promptMemories(summary).map((m) => m.id).sort(), ['deploy-new', 'deploy-old']);
  await wb.treeRow(VIEW, /Summary of 2 memories.*DecisionRecord/, { level: 2 });
  await wb.treeRow(VIEW, /We deploy the web app.*Superseded/, { level: 2 });
  await wb.clickNotificationButton(/Compacted 2 memories about “deploy”/, 'Undo');
  await wb.waitForMessage(/Restored 2 memories/);
  await wb.treeRow(VIEW, /We deploy the web app.*Active/, { level: 2 });
}

export async function editAndForget(s: Shared): Promise<void> {
  const { wb, cli, workspace, ids, askMemory, remembered, deployNewText } = s;
  const VIEW = 'Cognee Memories';
  const OLD_TEXT = deployNewText;
  const NEW_TEXT = 'The release checklist lives in docs/release.md in the repository.';
  assert.notDeepEqual(storeFilesHolding(workspace, 'checklist lives in the wiki'), [], 'the byte search finds stored text');

  // Edit, from the memory's context menu: the input box holds its text; a modal shows before and after.
  await wb.runCommand('Explorer: Focus on Cognee Memories View');
  await wb.showPane(VIEW);
  await wb.clearNotifications();
  await wb.treeContextMenu(await wb.treeRow(VIEW, 'The release checklist lives in the wiki', { level: 2 }), 'Edit…');
  await wb.waitForQuickInput('Edit Memory “The release checklist lives in the…”');
  assert.equal(await wb.page.locator('.quick-input-widget .quick-input-box input').inputValue(), OLD_TEXT);
  await wb.answerInput('Edit Memory “The release checklist lives in the…”', NEW_TEXT);
  const edit = await wb.modal('Replace the text of “The release checklist lives in the…”?');
  assert.ok(edit.text.includes(`Before: ${OLD_TEXT} After: ${NEW_TEXT}`), edit.text);
  await wb.clickDialogButton(edit.dialog, 'Save');
  await wb.waitForMessage(/Saved the new text: “The release checklist lives in docs\/release…”\./);
  await wb.treeRow(VIEW, 'lives in docs/release.md', { level: 2 });
  await wb.treeRowGone(VIEW, 'lives in the wiki', UI_TIMEOUT_MS);
  assert.deepEqual(storeFilesHolding(workspace, 'checklist lives in the wiki'), [], 'no copy of the old text in the store');
  const edited = await cli.retrieve('where is the release checklist?', 365, 10, 1_000_000);
  assert.equal(edited.find((h) => h.id === 'deploy-new')?.text, NEW_TEXT);

  // Forget, from the chat: /forget with words lists matches with a button; the modal shows the text.
  const forgotten = remembered[2]!;
  const id = ids.get(forgotten.text)!;
  const QUESTION = 'which colour do buttons use?';
  assert.notDeepEqual(storeFilesHolding(workspace, forgotten.text), [], 'the byte search finds stored text');
  assert.ok((await cli.retrieve(QUESTION, 365)).some((h) => h.id === id), 'found before');
  const listed = await wb.answer(await wb.send('@memory /forget buttons primary colour design tokens'), /closest matches/, false);
  assert.ok(listed.text.includes(forgotten.text) && !listed.text.includes(id), listed.text);
  await wb.clickChatButton(listed.response, /^Forget “Buttons use the primary colour from…”/);
  const confirm = await wb.modal(/Forget “Buttons use the primary colour from…” for good\?/);
  assert.ok(confirm.text.includes(forgotten.text), confirm.text);
  assert.match(confirm.text, /This cannot be undone\./);
  // What it cannot reach is said before: VS Code's own chat history.
  assert.match(confirm.text, /VS Code's own chat history is not part of the store/);
  assert.ok(!confirm.text.includes(id), confirm.text);
  await wb.screenshot('forget-confirm');
  await wb.clickDialogButton(confirm.dialog, 'Forget');
  await wb.waitForMessage(/Forgot “Buttons use the primary colour from…”; no copy is left in the store \(VS Code's chat history is separate\)\./);
  await wb.treeRowGone(VIEW, 'Buttons use the primary colour', UI_TIMEOUT_MS);
  assert.deepEqual(storeFilesHolding(workspace, forgotten.text), [], 'no copy of the forgotten text in the store');
  assert.deepEqual(storeFilesHolding(workspace, 'primary colour from the design tokens'), []);
  assert.ok(!(await cli.retrieve(QUESTION, 365)).some((h) => h.id === id), 'the ranking no longer finds it');
  const { prompt } = await askMemory(QUESTION);
  assert.ok(!prompt.some((m) => m.id === id || m.body.includes('design tokens')), 'and chat no longer sends it');
}
