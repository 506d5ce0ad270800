/**
 * "Tune Half-Life": for a query, preview how the top results reorder under several half-lives
 * (re-ranked locally from one retrieval), and write the chosen one to `ranking.halfLifeDays`.
 */
import * as vscode from 'vscode';
import { workspaceFolderFor, type MemoryAccess } from '../access';
import { COMMANDS } from '../constants';
import type { MemoryHit } from '../contract';
import { firstLine } from '../format';
import { rerank } from '../ranking';
import { SETTINGS_SECTION } from '../settings';
import { vscodeApi } from '../vscodeapi';
import { showFailure, withNotification } from './common';

export const HALF_LIVES = [1, 3, 7, 14, 30, 90, 365] as const;
/** Re-ranking needs a wider net than the chat context, so reorders near the top show. */
const CANDIDATES = 25;
const PREVIEW_TOP = 3;

export interface HalfLifeItem extends vscode.QuickPickItem {
  halfLifeDays: number;
}

export function halfLifeItems(hits: readonly MemoryHit[], current: number, halfLives: readonly number[] = HALF_LIVES): HalfLifeItem[] {
  const values = [...new Set([...halfLives, current])].sort((a, b) => a - b);
  return values.map((h) => {
    const top = rerank(hits, h).slice(0, PREVIEW_TOP);
    return {
      label: `${h} day${h === 1 ? '' : 's'}${h === current ? ' (current)' : ''}`,
      description: top.map((hit, i) => `${i + 1}. ${hit.id}`).join('  '),
      detail: top.map((hit) => `${hit.score.toFixed(2)} ${firstLine(hit.text, 40)}`).join(' | '),
      halfLifeDays: h,
      picked: h === current,
    };
  });
}

export async function tuneHalfLife(access: MemoryAccess): Promise<number | undefined> {
  const query = await vscodeApi.showInputBox({
    title: 'Tune Half-Life',
    prompt: 'A typical question; the preview shows how its top memories reorder under each half-life.',
    placeHolder: 'e.g. which database do we use in tests?',
  });
  if (!query?.trim()) return undefined;
  const opened = await access.open();
  if (!opened.ok) return void (await showFailure(opened.error));
  const settings = access.settings();
  const found = await withNotification('Cognee Memory: ranking…', (token) =>
    opened.value.retrieve({ query: query.trim(), topK: CANDIDATES, maxTokens: 1_000_000 }, token),
  );
  if (!found.ok) return void (await showFailure(found.error));
  if (!found.value.results.length) {
    void vscodeApi.showInformationMessage(`No memories match “${query.trim()}” yet, so there is nothing to preview.`);
    return undefined;
  }
  const picked = await vscodeApi.showQuickPick(halfLifeItems(found.value.results, settings.halfLifeDays), {
    title: 'Pick a half-life: memories lose half their recency weight after this many days',
  });
  if (!picked) return undefined;
  const folder = workspaceFolderFor();
  await vscodeApi
    .getConfiguration(SETTINGS_SECTION, folder?.uri)
    .update('ranking.halfLifeDays', picked.halfLifeDays, folder ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global);
  void vscodeApi.showInformationMessage(`Memory half-life set to ${picked.halfLifeDays} days.`);
  return picked.halfLifeDays;
}

export function registerTuneCommand(context: vscode.ExtensionContext, access: MemoryAccess): void {
  context.subscriptions.push(vscode.commands.registerCommand(COMMANDS.tuneHalfLife, () => tuneHalfLife(access)));
}
