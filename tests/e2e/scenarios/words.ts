/**
 * Words, not ids: every button, toast, picker and preview row a person sees while keeping memories
 * current names memories by their first words (and age), never by id. Also: an update suggestion
 * waits under "Possible updates" in the Memories view (where Accept works without the chat that
 * offered it), and opening a memory shows it rendered, with the chat still on screen.
 * Runs from memory.e2e.test.ts, on its workbench and store, after the other scenarios.
 */
import * as assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { PYTHON_TIMEOUT_MS, UI_TIMEOUT_MS } from '../support/workbench';
import type { Shared } from './management';

const VIEW = 'Cognee Memories';
const POOL_OLD = 'The connection pool has 20 connections.';
const POOL_NEW = 'The connection pool now has 50 connections.';
const POOL_NEWER = 'The connection pool now has 80 connections.';
const POOL_QUESTION = 'how many connections does the pool have?';

const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();

export async function wordsNotIds(s: Shared, memoryId: RegExp): Promise<void> {
  const { wb } = s;
  /** Every text a person reads in this scenario, with where it was seen. */
  const seen: Array<[where: string, text: string]> = [];
  const buttons = async (where: string, scope: Locator): Promise<void> => {
    for (const text of await scope.locator('.monaco-button').allInnerTexts()) seen.push([where, flat(text)]);
  };
  const picker = async (where: string, title: RegExp): Promise<string[]> => {
    const rows = await wb.quickPickRows(title, PYTHON_TIMEOUT_MS);
    for (const row of rows) seen.push([where, row]);
    await wb.page.keyboard.press('Escape');
    return rows;
  };

  // The palette: an older memory, then its update; the notice offers Supersede by words.
  await wb.clearNotifications();
  for (const text of [POOL_OLD, POOL_NEW]) {
    await wb.runCommand('Cognee Memory: Remember…');
    await wb.answerInput('Remember…', text);
    await wb.answerInput('Topic (optional)', 'pool');
    seen.push(['toast', (await wb.waitForToast(new RegExp(`Remembered “${text.split(' ').slice(0, 4).join(' ')}`))).text]);
  }
  const notice = await wb.waitForToast(/looks like an update of “The connection pool has 20/);
  seen.push(['update notice', notice.text]);
  await buttons('update notice button', notice.toast);
  assert.equal(await notice.toast.locator('.monaco-button', { hasText: 'Supersede' }).count(), 1, notice.text);
  await wb.clearNotifications();

  // The chat: a newer update; its buttons name the memory they act on.
  const chat = await wb.answer(await wb.send(`@memory /remember #pool ${POOL_NEWER}`), /looks like an update of/, false);
  seen.push(['chat', chat.text]);
  await buttons('chat button', chat.response);
  assert.ok(await chat.response.locator('.monaco-button', { hasText: /^Supersede “The connection pool now has 50/ }).count(), chat.text);
  assert.match(chat.text, /Possible updates/);

  // The Memories view keeps the suggestions (a restored chat's buttons go dead); Accept works there.
  await wb.runCommand('Explorer: Focus on Cognee Memories View');
  await wb.showPane(VIEW);
  await wb.treeRow(VIEW, 'Possible updates', { level: 1 });
  for (const row of await wb.treeRows(VIEW)) seen.push(['tree row', row]);
  await wb.screenshot('possible-updates');
  const suggestion = await wb.treeRow(VIEW, /The connection pool has 20 connections.*replaced by “The connection pool now has 50/, { level: 2 });
  await wb.clearNotifications();
  await wb.treeInlineAction(suggestion, 'Accept Update');
  seen.push(['toast', await wb.waitForMessage(/“The connection pool has 20 connections\.” \(.*\) is now superseded by “The connection pool now has 50/)]);
  await wb.treeRowGone(VIEW, /replaced by “The connection pool now has 50/, UI_TIMEOUT_MS);
  await wb.treeRow(VIEW, /The connection pool has 20 connections.*Superseded/, { level: 2 });

  // Pickers: Supersede, Restore, Forget and Search list memories by their words and ages.
  await wb.runCommand('Cognee Memory: Supersede Memory…');
  const olders = await picker('Supersede picker', /Supersede Memory \(1\/2\)/);
  assert.ok(olders.some((r) => r.includes('pool: The connection pool now has 80 connections.')), JSON.stringify(olders));
  await wb.runCommand('Cognee Memory: Restore Superseded Memory…');
  const superseded = await picker('Restore picker', /Restore Superseded Memory/);
  assert.ok(superseded.some((r) => r.includes('The connection pool has 20 connections.') && /Superseded · /.test(r)), JSON.stringify(superseded));
  await wb.runCommand('Cognee Memory: Forget Memory…');
  await wb.answerInput('Forget Memory', 'connection pool');
  await picker('Forget picker', /Forget Memory/);
  await wb.runCommand('Cognee Memory: Search Memories');
  await wb.answerInput('Search Memories', POOL_QUESTION);
  await picker('Search picker', /Memories for/);

  // Tune Half-Life's preview rows: the memories' words for each half-life.
  await wb.runCommand('Cognee Memory: Tune Half-Life');
  await wb.waitForQuickInput('Tune Half-Life', PYTHON_TIMEOUT_MS);
  if (await wb.page.locator('.quick-input-widget .quick-input-list .monaco-list-row').count()) {
    await wb.pick('Tune Half-Life', 'Preview half-lives for a question');
  }
  await wb.answerInput('Tune Half-Life', POOL_QUESTION);
  const rows = await picker('Tune row', /Pick a half-life/);
  assert.ok(rows.some((r) => /1\. The connection pool now/.test(r)), JSON.stringify(rows));

  // Opening a memory shows it rendered (Markdown, not its source), beside the chat, which stays.
  await wb.runCommand('Explorer: Focus on Cognee Memories View');
  await (await wb.treeRow(VIEW, /The connection pool now has 80 connections.*Active/, { level: 2 })).click();
  const preview = await wb.webview('body', PYTHON_TIMEOUT_MS);
  await preview.locator('h1', { hasText: 'pool: The connection pool now has 80 connections.' }).waitFor({ timeout: UI_TIMEOUT_MS });
  const rendered = flat(await preview.locator('body').innerText());
  assert.match(rendered, /Status: Active/, rendered);
  assert.doesNotMatch(rendered, /\*\*Status:\*\*/, 'rendered, not raw Markdown');
  assert.equal(await wb.page.locator('.part.auxiliarybar').isVisible(), true, 'the chat is still shown');
  await wb.screenshot('memory-rendered');
  await wb.runCommand('View: Close All Editors');

  const offending = seen.filter(([, text]) => memoryId.test(text));
  assert.deepEqual(offending, [], 'no memory id in any button, toast, picker or preview row');
  assert.ok(seen.length >= 15, `enough texts were checked (${seen.length})`);
}
