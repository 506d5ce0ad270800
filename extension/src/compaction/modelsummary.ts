/** A Summarizer backed by a VS Code chat model (the chat's selected model, or one the user picks). */
import * as vscode from 'vscode';
import type { Summarizer } from './compaction';
import { buildSummaryPrompt } from '../chat/prompt';
import { SUMMARY_CONTEXT_TOKENS } from './compaction';

export function modelSummarizer(model: vscode.LanguageModelChat): Summarizer {
  return async (topic, hits, token) => {
    const prompt = buildSummaryPrompt(topic, hits, SUMMARY_CONTEXT_TOKENS);
    const response = await model.sendRequest(
      [vscode.LanguageModelChatMessage.User(prompt)],
      { justification: 'Cognee Memory summarises a topic into one decision record.' },
      token as vscode.CancellationToken | undefined,
    );
    let text = '';
    for await (const fragment of response.text) text += fragment;
    return text;
  };
}
