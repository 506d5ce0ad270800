/**
 * Compacting a topic into a DecisionRecord, optionally with a summary written by a chat model.
 * Shared by the `/compact` slash command and the "Compact Topic into Decision Record" command.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { CancellationLike } from '../backendClient/bridge';
import type { CompactResult, MemoryHit } from '../backendClient/contract';
import type { Memories } from '../backendClient/memoryclient';
import { ok, type Outcome } from '../backendClient/outcome';

/** Writes a summary of the topic's memories, or undefined to let the CLI merge them itself. */
export type Summarizer = (topic: string, hits: MemoryHit[], token?: CancellationLike) => Promise<string | undefined>;

/** How many of a topic's memories to fetch for a model summary. */
const SUMMARY_SOURCE_LIMIT = 50;
/** The token budget of the memories handed to the model for a summary. */
export const SUMMARY_CONTEXT_TOKENS = 6000;

/** The topic's current (non-superseded) memories, best first. */
export async function topicMemories(memories: Memories, topic: string, token?: CancellationLike): Promise<Outcome<MemoryHit[]>> {
  const found = await memories.retrieve(
    { query: topic, topK: SUMMARY_SOURCE_LIMIT, maxTokens: SUMMARY_CONTEXT_TOKENS * 4, includeSuperseded: false },
    token,
  );
  if (!found.ok) return found;
  return ok(found.value.results.filter((hit) => hit.topic === topic && hit.status !== 'Superseded'));
}

export async function compactTopic(
  memories: Memories,
  topic: string,
  summarize: Summarizer | undefined,
  token?: CancellationLike,
): Promise<Outcome<CompactResult>> {
  if (!summarize) return memories.compact(topic, {}, token);
  const hits = await topicMemories(memories, topic, token);
  if (!hits.ok) return hits;
  const summary = hits.value.length ? (await summarize(topic, hits.value, token))?.trim() : undefined;
  if (!summary) return memories.compact(topic, {}, token);
  const folder = await mkdtemp(path.join(tmpdir(), 'cognee-memory-'));
  try {
    const summaryFile = path.join(folder, 'summary.md');
    await writeFile(summaryFile, summary + '\n', 'utf8');
    return await memories.compact(topic, { summaryFile }, token);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
