/**
 * `@memory <question>`: answers with the workspace's ranked memories as quoted context, after the
 * conversation's earlier turns; a short follow-up is searched together with the question it follows.
 */
import * as vscode from 'vscode';
import { COMMANDS } from '../constants';
import { historyMessages, retrievalQuery, type HistoryMessage } from './conversation';
import { memoriesUsed } from '../display/format';
import { buildMemoryContext, buildPromptMessages } from './prompt';
import { applyRelevanceFloor, chatRetrieveOptions, chatSelection } from './relevance';
import type { ChatTurn, MemoryChatResult } from './turn';

export async function answer(turn: ChatTurn): Promise<MemoryChatResult> {
  const { request, stream, token, deps, memories, settings, history } = turn;
  const question = request.prompt.trim();
  if (!question) {
    stream.markdown('Ask a question about this project, e.g. `@memory which database do we use in tests?`\n');
    return turn.result('INVALID_ARGUMENT');
  }
  // A short follow-up ("and in production?") is searched together with the question it follows.
  const query = retrievalQuery(question, history);
  stream.progress(query === question ? 'Searching the workspace memory…' : `Searching the workspace memory for “${query}”…`);
  const found = await memories.retrieve(chatRetrieveOptions(query, settings, !!deps.feedback && settings.feedbackEnabled), token);
  if (!found.ok) return turn.report(found.error);
  const results = found.value.results;
  const floor = applyRelevanceFloor(results, settings.chatMinRelevance);
  const context = buildMemoryContext(chatSelection(results, settings), settings.maxContextTokens, question);
  if (!results.length) {
    stream.markdown('_No saved memories match this yet, so this answer does not use any. Save one with `/remember`._\n\n');
  } else if (!context.included.length) {
    stream.markdown(`_None of the ${results.length} memories found is relevant enough to this question (best relevance ${floor.best.toFixed(2)}, ` +
      `floor ${settings.chatMinRelevance}), so this answer does not use any. Lower \`cogneeMemory.chat.minRelevance\` to include weaker matches._\n\n`);
  }
  // Feedback compares what was sent (first) against what was retrieved but not sent.
  const sentFirst = [...context.included, ...results.filter((hit) => !context.included.includes(hit))];
  const retrievalId = deps.feedback?.shown(memories, question, sentFirst, context.included.length, found.value.halfLifeDays);
  for (const hit of context.included) stream.reference(deps.documents.uriFor(hit, retrievalId));
  const modelFailed = await streamModelAnswer(turn, [...historyMessages(history), ...userMessages(buildPromptMessages(question, context))]);
  if (modelFailed) return modelFailed;
  const used = memoriesUsed(context.included, COMMANDS.openMemory);
  if (used) {
    const list = new vscode.MarkdownString(used);
    list.isTrusted = { enabledCommands: [COMMANDS.openMemory] };
    stream.markdown(list);
  }
  return turn.result(undefined, context.included.map((h) => h.id), retrievalId, query);
}

const userMessages = (texts: string[]): HistoryMessage[] => texts.map((text) => ({ role: 'user', text }));

/** Streams the chat model's answer to the prompt; a model error ends the turn with its code (undefined: answered). */
async function streamModelAnswer(turn: ChatTurn, prompt: HistoryMessage[]): Promise<MemoryChatResult | undefined> {
  const { request, stream, token } = turn;
  const messages = prompt.map(({ role, text }) =>
    role === 'user' ? vscode.LanguageModelChatMessage.User(text) : vscode.LanguageModelChatMessage.Assistant(text),
  );
  try {
    const response = await request.model.sendRequest(messages, {}, token);
    for await (const fragment of response.text) stream.markdown(fragment);
  } catch (err) {
    if (err instanceof vscode.LanguageModelError) {
      stream.markdown(`**The chat model could not answer:** ${err.message}\n\nPick another model or try again.\n`);
      return turn.result(err.code || 'MODEL_ERROR');
    }
    throw err; // unexpected: let VS Code show it
  }
  return undefined;
}
