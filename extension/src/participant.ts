/**
 * The `@memory` chat participant: answers with the workspace's ranked memories as quoted context,
 * and the slash commands /remember, /compact and /explain.
 */
import * as vscode from 'vscode';
import type { MemoryAccess } from './access';
import { compactTopic } from './compaction';
import { COMMANDS, PARTICIPANT_ID } from './constants';
import { sortTopics } from './contract';
import type { FeedbackRecorder } from './feedback';
import { rankingTable } from './format';
import type { Memories } from './memoryclient';
import type { MemoryDocuments } from './memorydocs';
import { describeAuto, describeSuggestion, explain, redactionNotice } from './messages';
import { modelSummarizer } from './modelsummary';
import type { MemoryError } from './outcome';
import { buildMemoryContext, buildPromptMessages } from './prompt';
import { updateSuggestions } from './commands/supersede';

export interface ParticipantDeps {
  access: MemoryAccess;
  documents: MemoryDocuments;
  /** Records what answers used and how they were rated (absent: no feedback is recorded). */
  feedback?: FeedbackRecorder;
}

export interface MemoryChatResult extends vscode.ChatResult {
  /** `retrievalId` ties a later 👍/👎 on this answer to the memories it used. */
  metadata: { command: string; errorCode?: string; memoryIds?: string[]; retrievalId?: string };
}

/** With feedback on, an answer retrieves this many extra candidates (not shown) so 👍/👎 can be compared against them. */
export const FEEDBACK_EXTRA_CANDIDATES = 5;

/** `/remember #topic text`: an optional leading #topic. */
export function parseRemember(prompt: string): { topic?: string; text: string } {
  const match = /^\s*#([\p{L}\p{N}_.\-/]+)\s+([\s\S]*)$/u.exec(prompt);
  return match ? { topic: match[1], text: (match[2] ?? '').trim() } : { text: prompt.trim() };
}

export function createChatHandler(deps: ParticipantDeps): vscode.ChatRequestHandler {
  return async (request, _context, stream, token): Promise<MemoryChatResult> => {
    const command = request.command ?? 'answer';
    const result = (errorCode?: string, memoryIds?: string[], retrievalId?: string): MemoryChatResult => ({
      metadata: {
        command,
        ...(errorCode ? { errorCode } : {}),
        ...(memoryIds ? { memoryIds } : {}),
        ...(retrievalId ? { retrievalId } : {}),
      },
    });
    const report = (error: MemoryError): MemoryChatResult => {
      if (token.isCancellationRequested) return result(error.code);
      const { problem, fix, action } = explain(error);
      stream.markdown(`**${problem}**\n\n${fix}\n`);
      if (action) stream.button({ title: action.title, command: action.command });
      return result(error.code);
    };

    stream.progress('Opening the workspace memory…');
    const opened = await deps.access.open();
    if (!opened.ok) return report(opened.error);
    const memories = opened.value;
    const settings = deps.access.settings();

    switch (command) {
      case 'remember': {
        const { topic, text } = parseRemember(request.prompt);
        if (!text) {
          stream.markdown('Tell me what to remember, e.g. `/remember #database We use SQLite in tests.`\n');
          return result('INVALID_ARGUMENT');
        }
        stream.progress('Storing the memory…');
        const stored = await memories.ingest([{ text, ...(topic ? { topic } : {}), status: 'Active' }], token);
        if (!stored.ok) return report(stored.error);
        const ids = stored.value.stored;
        const merged = stored.value.merged[0];
        stream.markdown(
          merged && !ids.length
            ? `This repeats \`${merged.into}\`, so it was merged into it.\n`
            : `Remembered as \`${ids[0] ?? '?'}\`${topic ? ` under the topic **${topic}**` : ' (tip: start with `#topic` to group related memories)'}.\n`,
        );
        const redacted = redactionNotice(stored.value.redactions);
        if (redacted) stream.markdown(`\n⚠️ ${redacted}\n`);
        for (const auto of stored.value.autoSuperseded) {
          stream.markdown(`\n${describeAuto(auto)}\n`);
          stream.button({ title: `Restore ${auto.old}`, command: COMMANDS.restoreSuperseded, arguments: [auto.old] });
        }
        for (const suggestion of updateSuggestions(stored.value)) {
          stream.markdown(`\n${describeSuggestion(suggestion)}\n`);
          stream.button({ title: `Supersede ${suggestion.id}`, command: COMMANDS.supersede, arguments: [suggestion.id, suggestion.newId] });
          if (suggestion.topic) stream.button({ title: `Compact “${suggestion.topic}”`, command: COMMANDS.compactTopic, arguments: [suggestion.topic] });
        }
        return result(undefined, ids);
      }

      case 'compact':
        return compact(request, memories, stream, token, report, result);

      case 'explain': {
        const query = request.prompt.trim();
        if (!query) {
          stream.markdown('Give a query to explain, e.g. `/explain which database do we use?`\n');
          return result('INVALID_ARGUMENT');
        }
        stream.progress('Ranking memories…');
        const found = await memories.retrieve({ query }, token);
        if (!found.ok) return report(found.error);
        const hits = found.value.results;
        if (!hits.length) {
          stream.markdown('No memories match yet. Save some with `@memory /remember …` or the **Cognee Memory: Remember…** command.\n');
          return result('NO_MEMORIES');
        }
        const multipliers = Object.entries(settings.statusMultipliers).map(([k, v]) => `${k} ${v}`).join(', ');
        stream.markdown(
          `Ranking for “${query}”: ${formulaText(found.value.preset)}; half-life ${found.value.halfLifeDays} days; ` +
            `status multipliers ${multipliers}; Superseded ${settings.includeSuperseded ? 'included' : 'excluded'}; ` +
            `${hits.length} of ${found.value.totalCandidates} candidates shown.\n\n${rankingTable(hits)}\n`,
        );
        for (const hit of hits) stream.reference(deps.documents.uriFor(hit));
        return result(undefined, hits.map((h) => h.id));
      }

      default: {
        const question = request.prompt.trim();
        if (!question) {
          stream.markdown('Ask a question about this project, e.g. `@memory which database do we use in tests?`\n');
          return result('INVALID_ARGUMENT');
        }
        stream.progress('Searching the workspace memory…');
        // With feedback on, a few more candidates than are shown: what a 👍/👎 is compared against.
        const widen = deps.feedback && settings.feedbackEnabled;
        const found = await memories.retrieve(
          widen ? { query: question, topK: settings.maxContextResults + FEEDBACK_EXTRA_CANDIDATES, maxTokens: 1_000_000 } : { query: question },
          token,
        );
        if (!found.ok) return report(found.error);
        const context = buildMemoryContext(found.value.results.slice(0, settings.maxContextResults), settings.maxContextTokens);
        if (!context.included.length) {
          stream.markdown('_No saved memories match this yet, so this answer does not use any. Save one with `/remember`._\n\n');
        }
        const retrievalId = deps.feedback?.shown(memories, question, found.value.results, context.included.length, found.value.halfLifeDays);
        for (const hit of context.included) stream.reference(deps.documents.uriFor(hit, retrievalId));
        const messages = buildPromptMessages(question, context).map((text) => vscode.LanguageModelChatMessage.User(text));
        try {
          const response = await request.model.sendRequest(messages, {}, token);
          for await (const fragment of response.text) stream.markdown(fragment);
        } catch (err) {
          if (err instanceof vscode.LanguageModelError) {
            stream.markdown(`**The chat model could not answer:** ${err.message}\n\nPick another model or try again.\n`);
            return result(err.code || 'MODEL_ERROR');
          }
          throw err; // unexpected: let VS Code show it
        }
        return result(undefined, context.included.map((h) => h.id), retrievalId);
      }
    }
  };
}

async function compact(
  request: vscode.ChatRequest,
  memories: Memories,
  stream: vscode.ChatResponseStream,
  token: vscode.CancellationToken,
  report: (error: MemoryError) => MemoryChatResult,
  result: (errorCode?: string, ids?: string[]) => MemoryChatResult,
): Promise<MemoryChatResult> {
  const topic = request.prompt.trim();
  if (!topic) {
    stream.progress('Listing topics…');
    const topics = await memories.listTopics(token);
    if (!topics.ok) return report(topics.error);
    if (!topics.value.length) {
      stream.markdown('There are no topics yet. Memories get a topic with `/remember #topic …`.\n');
      return result('NO_MEMORIES');
    }
    const lines = sortTopics(topics.value).map(
      (t) =>
        `- **${t.topic}**: ${t.activeCount} active${t.hasDecisionRecord ? ', has a decision record' : ''}${t.suggested ? ' _(suggested)_' : ''}`,
    );
    stream.markdown(`Which topic should I compact? Reply with \`/compact <topic>\`.\n\n${lines.join('\n')}\n`);
    return result();
  }
  stream.progress(`Compacting “${topic}” into a decision record (the chat model writes the summary)…`);
  const compacted = await compactTopic(memories, topic, modelSummarizer(request.model), token);
  if (!compacted.ok) return report(compacted.error);
  const { recordId, superseded, noop, message } = compacted.value;
  const redacted = redactionNotice(compacted.value.redactions);
  if (redacted) stream.markdown(`⚠️ ${redacted}\n\n`);
  if (noop) {
    stream.markdown(`${message ?? `Nothing to compact for **${topic}**.`}\n`);
    return result(undefined, [recordId]);
  }
  stream.markdown(
    `Compacted ${superseded.length} memor${superseded.length === 1 ? 'y' : 'ies'} about **${topic}** into the decision record \`${recordId}\`. The originals are kept as Superseded.\n`,
  );
  stream.button({ title: 'Undo', command: COMMANDS.undoCompaction, arguments: [recordId] });
  return result(undefined, [recordId]);
}

/** 👍/👎 on an answer → a rating of the memories it used (answers without a retrieval id are ignored). */
export function createFeedbackHandler(recorder: FeedbackRecorder): (feedback: vscode.ChatResultFeedback) => void {
  return (feedback) => {
    const retrievalId = (feedback.result.metadata as MemoryChatResult['metadata'] | undefined)?.retrievalId;
    recorder.rated(typeof retrievalId === 'string' ? retrievalId : undefined, feedback.kind === vscode.ChatResultFeedbackKind.Helpful);
  };
}

export function registerParticipant(context: vscode.ExtensionContext, deps: ParticipantDeps): void {
  const participant = vscode.chat.createChatParticipant(PARTICIPANT_ID, createChatHandler(deps));
  participant.iconPath = new vscode.ThemeIcon('database');
  context.subscriptions.push(participant);
  if (deps.feedback) context.subscriptions.push(participant.onDidReceiveFeedback(createFeedbackHandler(deps.feedback)));
}

/** The formula line of /explain: the spec's, or the preset that replaced it. */
function formulaText(preset: string | undefined): string {
  return !preset || preset === 'plan018'
    ? 'score = semantic × recency × status'
    : `ranking preset ${preset} (its factors are in each result's score breakdown)`;
}
