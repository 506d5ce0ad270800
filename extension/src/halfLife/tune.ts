/**
 * "Tune Half-Life": first the half-life recommended by the user's own feedback (when there is
 * enough of it; one click applies it), then, for a query, a preview of how the top results reorder
 * under several half-lives. The orders come from one retrieve (`--compare-half-lives`) asked as
 * `@memory` asks, so the current half-life's preview is the chat's order. The chosen value is
 * written to `ranking.halfLifeDays`, in the user or the workspace settings as the user picks.
 */
import * as vscode from 'vscode';
import type { MemoryAccess } from '../access';
import { COMMANDS } from '../constants';
import type { HalfLifeAdvice, HalfLifePreview } from '../backendClient/contract';
import { firstLine, firstWords } from '../display/format';
import { chatRetrieveOptions, chatSelection } from '../chat/relevance';
import { SETTINGS_SECTION, type Settings } from '../settings';
import { vscodeApi } from '../vscodeapi';
import { folderOf, isMultiRoot } from '../workspaceFolders';
import { showFailure, withNotification } from '../display/notify';

export const HALF_LIVES = [1, 3, 7, 14, 30, 90, 365] as const;
const PREVIEW_TOP = 3;

/** The half-lives to preview: the ladder and the current one, ascending. */
export function halfLivesToCompare(current: number, halfLives: readonly number[] = HALF_LIVES): number[] {
  return [...new Set([...halfLives, current])].sort((a, b) => a - b);
}

export interface HalfLifeItem extends vscode.QuickPickItem {
  halfLifeDays: number;
}

/** One item per previewed half-life: the memories `@memory` would use under it, best first. */
export function halfLifeItems(
  previews: readonly HalfLifePreview[],
  current: number,
  settings: Pick<Settings, 'chatMinRelevance' | 'maxContextResults'>,
): HalfLifeItem[] {
  return [...previews].sort((a, b) => a.halfLifeDays - b.halfLifeDays).map(({ halfLifeDays: h, results }) => {
    const top = chatSelection(results, settings).slice(0, PREVIEW_TOP);
    return {
      label: `${h} day${h === 1 ? '' : 's'}${h === current ? ' (current)' : ''}`,
      description: top.length ? top.map((hit, i) => `${i + 1}. ${firstWords(hit.text, 4, 32)}`).join('  ') : 'no memory relevant enough',
      detail: top.map((hit) => `${hit.score.toFixed(2)} ${firstLine(hit.text, 40)}`).join(' | '),
      halfLifeDays: h,
      picked: h === current,
    };
  });
}

/**
 * Why every row is the same, when it is: a person comparing seven identical rows needs the reason.
 * Undefined when the half-lives order the question's memories differently.
 */
export function sameOrderNote(
  previews: readonly HalfLifePreview[],
  settings: Pick<Settings, 'chatMinRelevance' | 'maxContextResults'>,
): string | undefined {
  const orders = previews.map(({ results }) => chatSelection(results, settings).slice(0, PREVIEW_TOP).map((hit) => hit.id).join('\n'));
  if (previews.length < 2 || new Set(orders).size > 1 || !orders[0]) return undefined;
  const ages = previews.flatMap(({ results }) => results.map((hit) => hit.ageDays));
  if (ages.every((age) => age < 1)) return 'All memories are younger than a day: the half-life changes nothing yet.';
  return 'Every half-life gives this question the same order: its memories differ more in relevance than in age.';
}

export interface AdviceItem extends vscode.QuickPickItem {
  /** The half-life to apply; undefined for "preview with a question". */
  halfLifeDays?: number;
}

const pct = (x: number): string => `${Math.round(x * 100)}%`;
const days = (x: number): string => `${x} day${x === 1 ? '' : 's'}`;

/** The first step when the feedback supports a recommendation: apply it, or go on to the preview. */
export function adviceItems(advice: HalfLifeAdvice): AdviceItem[] {
  const rec = advice.recommendation;
  if (!rec) return [];
  const evidence = `From ${advice.helpful} helpful signals over ${advice.questions} questions; confidence ${rec.confidenceLabel} (${pct(rec.confidence)}).`;
  const first: AdviceItem = rec.change
    ? {
        label: `$(star-full) Use ${days(rec.halfLifeDays)} (recommended from your feedback)`,
        description: `now ${days(advice.currentHalfLifeDays)}`,
        detail: `${evidence} Ranks the memories you found helpful first in ${pct(rec.agreement)} of comparisons, against ${pct(advice.currentAgreement ?? 0)} now.`,
        halfLifeDays: rec.halfLifeDays,
      }
    : {
        label: `$(check) Keep ${days(advice.currentHalfLifeDays)}: it already ranks the memories you found helpful best`,
        detail: `${evidence} ${pct(rec.agreement)} of comparisons agree with your feedback.`,
        halfLifeDays: advice.currentHalfLifeDays,
      };
  return [first, { label: '$(search) Preview half-lives for a question…' }];
}

export interface TargetItem extends vscode.QuickPickItem {
  target: vscode.ConfigurationTarget;
}

/**
 * Where the value goes, asked each time: writing the workspace's `.vscode/settings.json` changes a
 * file in the repository, which must never happen unasked. The place that holds the value now is first.
 */
export function targetItems(definedInWorkspace: boolean): TargetItem[] {
  const user: TargetItem = {
    label: 'User settings (all my workspaces)',
    detail: 'Stays on this machine; nothing in the repository changes.',
    target: vscode.ConfigurationTarget.Global,
  };
  const workspace: TargetItem = {
    label: 'Workspace settings (.vscode/settings.json)',
    detail: 'Written into this repository, where it can be committed and shared.',
    target: vscode.ConfigurationTarget.Workspace,
  };
  return definedInWorkspace ? [workspace, user] : [user, workspace];
}

/** Writes `ranking.halfLifeDays` where the user chooses (asked each time a folder is open) and says so; undefined if dismissed. */
export async function applyHalfLife(halfLifeDays: number): Promise<number | undefined> {
  const folder = folderOf();
  const config = vscodeApi.getConfiguration(SETTINGS_SECTION, folder?.uri);
  let target = vscode.ConfigurationTarget.Global;
  if (folder) {
    const inspected = config.inspect<number>('ranking.halfLifeDays');
    const definedInWorkspace = inspected?.workspaceValue !== undefined || inspected?.workspaceFolderValue !== undefined;
    const where = await vscodeApi.showQuickPick(targetItems(definedInWorkspace), { title: `Save the half-life of ${days(halfLifeDays)} in…` });
    if (!where) return undefined;
    // Several folders open: the folder's own .vscode/settings.json, not the .code-workspace file all folders share.
    target = where.target === vscode.ConfigurationTarget.Workspace && isMultiRoot() ? vscode.ConfigurationTarget.WorkspaceFolder : where.target;
  }
  await config.update('ranking.halfLifeDays', halfLifeDays, target);
  const place = target === vscode.ConfigurationTarget.Global ? 'your user settings' : target === vscode.ConfigurationTarget.WorkspaceFolder ? `the settings of ${folder?.name}` : 'the workspace settings';
  void vscodeApi.showInformationMessage(`Memory half-life set to ${days(halfLifeDays)} in ${place}.`);
  return halfLifeDays;
}

const PREVIEW_PROMPT = 'A typical question; the preview shows how its top memories reorder under each half-life.';

export async function tuneHalfLife(access: MemoryAccess): Promise<number | undefined> {
  const opened = await access.open();
  if (!opened.ok) return void (await showFailure(opened.error));
  const settings = access.settings();
  // Without a recommendation, the preview's prompt says plainly why.
  let why = 'Feedback recording is off (cogneeMemory.feedback.enabled), so there is no recommendation from your use.';
  if (settings.feedbackEnabled) {
    const advice = await withNotification('Cognee Memory: reading your feedback…', (token) => opened.value.recommendHalfLife(token));
    if (advice.ok && advice.value.recommendation) {
      const choice = await vscodeApi.showQuickPick(adviceItems(advice.value), { title: 'Tune Half-Life' });
      if (!choice) return undefined;
      if (choice.halfLifeDays !== undefined) {
        return choice.halfLifeDays === settings.halfLifeDays ? choice.halfLifeDays : applyHalfLife(choice.halfLifeDays);
      }
      why = '';
    } else {
      why = advice.ok ? advice.value.reason : `No recommendation: the feedback could not be read (${advice.error.message}).`;
    }
  }
  const query = await vscodeApi.showInputBox({
    title: 'Tune Half-Life',
    prompt: why ? `${why} Meanwhile: ${PREVIEW_PROMPT.charAt(0).toLowerCase()}${PREVIEW_PROMPT.slice(1)}` : PREVIEW_PROMPT,
    placeHolder: 'e.g. which database do we use in tests?',
  });
  if (!query?.trim()) return undefined;
  const compareHalfLives = halfLivesToCompare(settings.halfLifeDays);
  const found = await withNotification('Cognee Memory: ranking…', (token) =>
    opened.value.retrieve({ ...chatRetrieveOptions(query.trim(), settings, settings.feedbackEnabled), compareHalfLives }, token),
  );
  if (!found.ok) return void (await showFailure(found.error));
  const items = halfLifeItems(found.value.previews, settings.halfLifeDays, settings);
  if (!items.some((item) => item.detail)) {
    void vscodeApi.showInformationMessage(`No memories match “${query.trim()}” closely enough yet, so there is nothing to preview.`);
    return undefined;
  }
  const note = sameOrderNote(found.value.previews, settings);
  const picked = await vscodeApi.showQuickPick(items, {
    title: 'Pick a half-life: memories lose half their recency weight after this many days',
    ...(note ? { placeHolder: note } : {}),
  });
  if (!picked) return undefined;
  return applyHalfLife(picked.halfLifeDays);
}

export function registerTuneCommand(context: vscode.ExtensionContext, access: MemoryAccess): void {
  context.subscriptions.push(vscode.commands.registerCommand(COMMANDS.tuneHalfLife, () => tuneHalfLife(access)));
}
