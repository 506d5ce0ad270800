/** `@memory /explain <query>`: how memories rank for a query, one short entry per memory, without calling a model. */
import { rankingLines } from '../display/format';
import type { ChatTurn, MemoryChatResult } from './turn';

export async function explainRanking(turn: ChatTurn): Promise<MemoryChatResult> {
  const { request, stream, token, deps, memories, settings } = turn;
  const query = request.prompt.trim();
  if (!query) {
    stream.markdown('Give a query to explain, e.g. `/explain which database do we use?`\n');
    return turn.result('INVALID_ARGUMENT');
  }
  stream.progress('Ranking memories…');
  const found = await memories.retrieve({ query }, token);
  if (!found.ok) return turn.report(found.error);
  const hits = found.value.results;
  if (!hits.length) {
    stream.markdown('No memories match yet. Save some with `@memory /remember …` or the **Cognee Memory: Remember…** command.\n');
    return turn.result('NO_MEMORIES');
  }
  const multipliers = Object.entries(settings.statusMultipliers).map(([k, v]) => `${k} ${v}`).join(', ');
  stream.markdown(
    `Ranking for “${query}”: the memories that pass the relevance gate come first, by score = relevance × recency × status; ` +
      `the others follow by relevance (relevance fuses meaning and word match; “semantic” is the cosine). ` +
      `Half-life ${found.value.halfLifeDays} days; ` +
      `status multipliers ${multipliers}; Superseded ${settings.includeSuperseded ? 'included' : 'excluded'}; ` +
      `${hits.length} of ${found.value.totalCandidates} candidates shown.\n\n${rankingLines(hits)}\n`,
  );
  for (const hit of hits) stream.reference(deps.documents.uriFor(hit));
  return turn.result(undefined, hits.map((h) => h.id));
}

