/** `@memory /compact [topic]`: lists the topics, or compacts one into a decision record (the chat model writes the summary). */
import { compactTopic } from './compaction';
import { COMMANDS } from '../constants';
import { sortTopics } from '../backendClient/contract';
import { redactionNotice } from '../display/messages';
import { modelSummarizer } from './modelsummary';
import type { ChatTurn, MemoryChatResult } from '../chat/turn';

export async function compact(turn: ChatTurn): Promise<MemoryChatResult> {
  const { request, stream, token, memories } = turn;
  const topic = request.prompt.trim();
  if (!topic) return listTopics(turn);
  stream.progress(`Compacting “${topic}” into a decision record (the chat model writes the summary)…`);
  const compacted = await compactTopic(memories, topic, modelSummarizer(request.model), token);
  if (!compacted.ok) return turn.report(compacted.error);
  const { recordId, superseded, noop, message } = compacted.value;
  const redacted = redactionNotice(compacted.value.redactions);
  if (redacted) stream.markdown(`⚠️ ${redacted}\n\n`);
  if (noop) {
    stream.markdown(`${message ?? `Nothing to compact for **${topic}**.`}\n`);
    return turn.result(undefined, [recordId]);
  }
  stream.markdown(
    `Compacted ${superseded.length} memor${superseded.length === 1 ? 'y' : 'ies'} about **${topic}** into one decision record. The originals are kept as Superseded.\n`,
  );
  stream.button({ title: 'Undo', command: COMMANDS.undoCompaction, arguments: [recordId] });
  return turn.result(undefined, [recordId]);
}

/** `/compact` without a topic: the topics to choose from, suggested ones first. */
async function listTopics(turn: ChatTurn): Promise<MemoryChatResult> {
  const { stream, token, memories } = turn;
  stream.progress('Listing topics…');
  const topics = await memories.listTopics(token);
  if (!topics.ok) return turn.report(topics.error);
  if (!topics.value.length) {
    stream.markdown('There are no topics yet. Memories get a topic with `/remember #topic …`.\n');
    return turn.result('NO_MEMORIES');
  }
  const lines = sortTopics(topics.value).map(
    (t) =>
      `- **${t.topic}**: ${t.activeCount} active${t.hasDecisionRecord ? ', has a decision record' : ''}${t.suggested ? ' _(suggested)_' : ''}`,
  );
  stream.markdown(`Which topic should I compact? Reply with \`/compact <topic>\`.\n\n${lines.join('\n')}\n`);
  return turn.result();
}
