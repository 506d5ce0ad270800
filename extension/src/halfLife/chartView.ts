/**
 * "Half-Life Chart": a webview that draws what a half-life means. The decay curves of the current
 * and a candidate half-life (age → weight), the workspace's memories as dots, the feedback
 * recommendation, and a preview of a question's top results under the candidate half-life, asked
 * of the backend as `@memory` asks (`--compare-half-lives current,candidate`) each time the slider stops.
 * Offline: the script and stylesheet ship in extension/media; a nonce-based Content-Security-Policy;
 * colours are VS Code theme variables.
 */
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { COMMANDS } from '../constants';
import { previewFor, type MemoryHit } from '../backendClient/contract';
import { memoryTitle, statusLabel } from '../display/format';
import { ageText, chartMaxAge, nothingChangesNote, type ChartMemory } from './chart';
import { chatRetrieveOptions, chatSelection } from '../chat/relevance';
import { showFailure } from '../display/notify';
import { applyHalfLife } from './tune';

type FromWebview =
  | { type: 'ready' }
  | { type: 'preview'; query: string; halfLifeDays: number; seq: number }
  | { type: 'apply'; halfLifeDays: number };

/** A previewed memory as the page lists it. */
export interface PreviewRow {
  id: string;
  title: string;
  score: number;
}

/**
 * A question's preview for the page: what `@memory` would use at the current and at the candidate
 * half-life, from one retrieve (one candidate set). `seq` lets the page drop an answer it has outrun.
 */
export async function chartPreview(access: MemoryAccess, query: string, current: number, candidate: number, seq: number): Promise<unknown> {
  const opened = await access.open();
  if (!opened.ok) return { type: 'hits', seq, error: opened.error.message, current: [], candidate: [] };
  const settings = access.settings();
  const found = await opened.value.retrieve({
    ...chatRetrieveOptions(query, settings, settings.feedbackEnabled),
    compareHalfLives: [...new Set([current, candidate])],
  });
  if (!found.ok) return { type: 'hits', seq, error: found.error.message, current: [], candidate: [] };
  const rows = (h: number): PreviewRow[] =>
    chatSelection(previewFor(found.value, h) ?? [], settings).map((hit: MemoryHit) => ({ id: hit.id, title: memoryTitle(hit, 8), score: hit.score }));
  return { type: 'hits', seq, halfLifeDays: candidate, current: rows(current), candidate: rows(candidate) };
}

export function chartHtml(webview: vscode.Webview, media: vscode.Uri, nonce: string): string {
  const script = webview.asWebviewUri(vscode.Uri.joinPath(media, 'halflife.js'));
  const style = webview.asWebviewUri(vscode.Uri.joinPath(media, 'halflife.css'));
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${webview.cspSource}; style-src ${webview.cspSource}; script-src 'nonce-${nonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${style}"><title>Half-Life</title></head>
<body>
<h1>Memory half-life</h1>
<p class="explain">A memory's recency weight halves every <em>half-life</em> days: weight = e<sup>−ln2 · age / half-life</sup>. Its score is relevance × weight × status.</p>
<p id="note" class="note" hidden></p>
<p id="advice" class="advice"></p>
<div class="controls"><label for="slider">Candidate half-life: <strong id="value"></strong></label>
<input id="slider" type="range" min="0" max="1000" step="1"><button id="apply">Use this half-life</button></div>
<svg id="chart" role="img" aria-label="Decay curves and memories" viewBox="0 0 640 300"></svg>
<div id="legend" class="legend"></div>
<h2>Preview a question</h2>
<form id="preview"><input id="query" type="text" placeholder="e.g. which database do we use in tests?"><button type="submit">Preview</button></form>
<ol id="results" class="results"></ol>
<script nonce="${nonce}" src="${script}"></script>
</body></html>`;
}

export async function showHalfLifeChart(context: vscode.ExtensionContext, access: MemoryAccess): Promise<vscode.WebviewPanel | undefined> {
  const opened = await access.open();
  if (!opened.ok) return void (await showFailure(opened.error));
  const memories = opened.value;
  const settings = access.settings();
  const [listed, advice] = await Promise.all([memories.listMemories(), settings.feedbackEnabled ? memories.recommendHalfLife() : undefined]);
  if (!listed.ok) return void (await showFailure(listed.error));
  const media = vscode.Uri.joinPath(context.extensionUri, 'extension', 'media');
  const panel = vscode.window.createWebviewPanel('cogneeMemory.halfLife', 'Memory Half-Life', vscode.ViewColumn.Active, {
    enableScripts: true,
    localResourceRoots: [media],
  });
  panel.webview.html = chartHtml(panel.webview, media, randomBytes(16).toString('base64'));
  const dots: ChartMemory[] = listed.value.map((hit) => ({ id: hit.id, title: memoryTitle(hit, 6), ageDays: hit.ageDays, age: ageText(hit.ageDays), status: statusLabel(hit) }));
  const rec = advice?.ok ? advice.value.recommendation : undefined;
  const state = {
    type: 'init',
    current: settings.halfLifeDays,
    memories: dots,
    maxAge: chartMaxAge(dots.map((d) => d.ageDays)),
    note: nothingChangesNote(dots.map((d) => d.ageDays)),
    recommended: rec?.halfLifeDays,
    advice: rec
      ? `Your feedback recommends ${rec.halfLifeDays} days (confidence ${rec.confidenceLabel}; ${advice?.ok ? advice.value.helpful : 0} helpful signals).`
      : advice?.ok
        ? advice.value.reason
        : settings.feedbackEnabled
          ? 'No recommendation: the feedback could not be read.'
          : 'Feedback recording is off (cogneeMemory.feedback.enabled), so there is no recommendation from your use.',
  };
  const post = (message: unknown): Thenable<boolean> => panel.webview.postMessage(message);
  panel.webview.onDidReceiveMessage(async (message: FromWebview) => {
    if (message.type === 'ready') return void post(state);
    if (message.type === 'apply' && Number.isFinite(message.halfLifeDays) && message.halfLifeDays > 0) {
      await applyHalfLife(message.halfLifeDays);
      state.current = message.halfLifeDays;
      return void post({ type: 'applied', current: message.halfLifeDays });
    }
    if (message.type === 'preview' && message.query.trim() && Number.isFinite(message.halfLifeDays) && message.halfLifeDays > 0) {
      post(await chartPreview(access, message.query.trim(), state.current, message.halfLifeDays, message.seq));
    }
  }, undefined, context.subscriptions);
  return panel;
}

export function registerHalfLifeChart(context: vscode.ExtensionContext, access: MemoryAccess): void {
  context.subscriptions.push(vscode.commands.registerCommand(COMMANDS.halfLifeChart, () => showHalfLifeChart(context, access)));
}

