/** How a ranked memory is described to people: score breakdown, one-line summary, full document. */
import { ageInWords } from './age';
import type { MemoryHit } from '../backendClient/contract';

const n2 = (x: number): string => x.toFixed(2);

/**
 * "0.20 = 0.56 relevance × 0.36 recency × 1.00 status (semantic 0.41)": the ranking's first term is
 * the relevance (cosine and word match fused); "semantic" is only ever the cosine similarity.
 */
export function scoreBreakdown(hit: MemoryHit): string {
  const semantic = hit.cosine !== undefined ? ` (semantic ${n2(hit.cosine)})` : '';
  return `${n2(hit.score)} = ${n2(hit.semanticScore)} relevance × ${n2(hit.recencyMultiplier)} recency × ${n2(hit.statusMultiplier)} status${semantic}`;
}

/** "passed the relevance gate · stands in for an older memory it replaces": where a memory is in a ranking, short, in words. */
export function placement(hit: MemoryHit): string {
  const parts = hit.gated === undefined ? [] : [hit.gated ? 'passed the relevance gate' : 'below the relevance gate'];
  const older = hit.standsInFor.length;
  if (older) {
    const what = older === 1 ? 'an older memory' : `${older} older memories`;
    const why = hit.standsInBecause === 'update' ? ' it reads as updating (nobody marked it)'
      : hit.standsInBecause === 'answer' ? ': a newer record answering the question as well' : ' it replaces';
    parts.push(`stands in for ${what}${why}`);
  }
  return parts.join(' · ');
}

export function statusLabel(hit: MemoryHit): string {
  return hit.status ?? 'legacy';
}

/** The first line of the text, shortened for lists. */
export function firstLine(text: string, max = 80): string {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The memory in full, as Markdown (rendered read-only): its words first; the id last, for the command line. */
export function memoryDocument(hit: MemoryHit): string {
  const when = hit.sourceCreatedAt ?? hit.createdAt;
  const lines = [
    `# ${(hit.topic ? `${hit.topic}: ` : '') + (firstWords(hit.text, 10, 80) || 'A memory without text')}`,
    '',
    hit.text,
    '',
    `- **Status:** ${statusLabel(hit)}`,
    ...(hit.topic ? [`- **Topic:** ${hit.topic}`] : []),
    `- **Age:** ${ageInWords(hit.ageDays)}${when ? ` (${when})` : ''}`,
    // A memory listed without a question (the Memories view) has no score to show.
    ...(hit.score > 0 ? [`- **Score:** ${scoreBreakdown(hit)}`] : []),
    // In words (the backend's `why` sentence names the replaced memories by id).
    ...(placement(hit) ? [`- **Why here:** ${placement(hit)}`] : []),
    ...(hit.foundBy ? [`- **Found by:** ${hit.foundBy}`] : []),
  ];
  const section = (title: string, items: string[]): void => {
    if (items.length) lines.push('', `## ${title}`, '', ...items.map((item) => `- ${item}`));
  };
  section('Decisions', hit.decisions);
  section('Rationale', hit.rationale);
  section('Open questions', hit.openQuestions);
  section('References', hit.references);
  section('Supersedes', hit.supersedes);
  section('Superseded by', hit.supersededBy);
  lines.push('', '---', '', `_Memory id \`${hit.id}\` (for the command-line tools)._`);
  return lines.join('\n') + '\n';
}

/** The first `maxWords` words of the text on one line, with "…" when cut. */
export function firstWords(text: string, maxWords = 8, maxChars = 60): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  let out = words.slice(0, maxWords).join(' ');
  if (out.length > maxChars) out = out.slice(0, maxChars - 1).trimEnd();
  return out.length < words.join(' ').length ? `${out}…` : out;
}

/** Days since an ISO timestamp (undefined when there is none or it does not parse). */
export function ageFromTimestamp(timestamp: string | undefined, nowMs = Date.now()): number | undefined {
  const stamp = Date.parse(timestamp ?? '');
  return Number.isFinite(stamp) ? Math.max(0, (nowMs - stamp) / 86_400_000) : undefined;
}

/**
 * “We use SQLite in tests…” (3 days ago): how buttons, notices and pickers name a memory, by its
 * first words and age, never by its id (ids are for the command line).
 */
export function memoryName(memory: { text: string; ageDays?: number }, maxWords = 6): string {
  const words = firstWords(memory.text, maxWords, 44);
  const quoted = words ? `“${words}”` : 'a memory without text';
  return memory.ageDays !== undefined && Number.isFinite(memory.ageDays) ? `${quoted} (${ageInWords(memory.ageDays)})` : quoted;
}

/** "database: We use SQLite in tests…", what a memory is called in lists (its id only when it has no text). */
export function memoryTitle(hit: MemoryHit, maxWords = 8): string {
  const words = firstWords(hit.text, maxWords) || hit.id;
  return hit.topic ? `${hit.topic}: ${words}` : words;
}

/** "We use SQLite in tests… · Active · 3 days ago": a reference's name (the topic is shown beside it). */
export function referenceName(hit: MemoryHit): string {
  return `${firstWords(hit.text, 7, 48) || hit.id} · ${statusLabel(hit)} · ${ageInWords(hit.ageDays)}`;
}

/** A hover: the memory's text (shortened), then its id and score breakdown. */
export function memoryTooltip(hit: MemoryHit, maxChars = 400): string {
  const text = hit.text.trim();
  const shown = text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
  const where = placement(hit);
  return `${shown}\n\n${hit.id} · ${statusLabel(hit)} · ${ageInWords(hit.ageDays)}\nScore ${scoreBreakdown(hit)}${where ? `\n${where}` : ''}`;
}

/**
 * The ranking as one short line per memory (the participant's /explain), readable at the default
 * chat width: rank, score, title, then status, age and the factors on a second, quieter line.
 */
export function rankingLines(hits: readonly MemoryHit[]): string {
  const escape = (s: string): string => s.replace(/([\\`*_[\]<>|])/g, '\\$1');
  return hits
    .map(
      (h, i) =>
        `${i + 1}. **${n2(h.score)}** ${escape(memoryTitle(h))}  \n` +
        `   _${statusLabel(h)}, ${ageInWords(h.ageDays)}: ${n2(h.semanticScore)} relevance × ${n2(h.recencyMultiplier)} recency × ${n2(h.statusMultiplier)} status` +
        `${h.cosine !== undefined ? `, semantic ${n2(h.cosine)}` : ''}${placement(h) ? `; ${placement(h)}` : ''}_`,
    )
    .join('\n');
}

/** Where the "Memories used" list starts in an answer's Markdown. */
export const MEMORIES_USED_MARK = '\n\n**Memories used**';

/**
 * "Memories used" under an answer: one line per memory whose link opens it (`openCommand` with the
 * id) and whose hover shows its text and score breakdown. Markdown; the caller trusts `openCommand`.
 */
export function memoriesUsed(hits: readonly MemoryHit[], openCommand: string): string {
  if (!hits.length) return '';
  const linkText = (s: string): string => s.replace(/([\\`*_[\]<>|])/g, '\\$1');
  const title = (s: string): string => s.replace(/"/g, "'").replace(/[()]/g, (c) => (c === '(' ? '❨' : '❩')).replace(/\n{2,}/g, '\n');
  const lines = hits.map((h) => {
    const target = `command:${openCommand}?${encodeURIComponent(JSON.stringify([h.id]))}`;
    return `- [${linkText(memoryTitle(h))}](${target} "${title(memoryTooltip(h))}") · ${statusLabel(h)} · ${ageInWords(h.ageDays)}`;
  });
  return `${MEMORIES_USED_MARK} (hover for the score, click to open):\n\n${lines.join('\n')}\n`;
}
