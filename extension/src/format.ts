/** How a ranked memory is described to people: score breakdown, one-line summary, full document. */
import { ageInWords } from './age';
import type { MemoryHit } from './contract';

const n2 = (x: number): string => x.toFixed(2);

/** "0.20 = 0.56 semantic × 0.36 recency × 1.00 status" */
export function scoreBreakdown(hit: MemoryHit): string {
  return `${n2(hit.score)} = ${n2(hit.semanticScore)} semantic × ${n2(hit.recencyMultiplier)} recency × ${n2(hit.statusMultiplier)} status`;
}

export function statusLabel(hit: MemoryHit): string {
  return hit.status ?? 'legacy';
}

/** The first line of the text, shortened for lists. */
export function firstLine(text: string, max = 80): string {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The memory in full, as Markdown (shown in a read-only document). */
export function memoryDocument(hit: MemoryHit): string {
  const lines = [
    `# Memory ${hit.id}`,
    '',
    `- **Status:** ${statusLabel(hit)}`,
    ...(hit.topic ? [`- **Topic:** ${hit.topic}`] : []),
    `- **Age:** ${ageInWords(hit.ageDays)}${hit.sourceCreatedAt ? ` (${hit.sourceCreatedAt})` : hit.createdAt ? ` (${hit.createdAt})` : ''}`,
    `- **Score:** ${scoreBreakdown(hit)}`,
    ...(hit.foundBy ? [`- **Found by:** ${hit.foundBy}`] : []),
    '',
    hit.text,
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
  return lines.join('\n') + '\n';
}

/** A Markdown table of the ranking (the participant's /explain). */
export function rankingTable(hits: readonly MemoryHit[]): string {
  const escape = (s: string): string => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
  const rows = hits.map(
    (h, i) =>
      `| ${i + 1} | ${escape(h.id)} | ${statusLabel(h)} | ${n2(h.semanticScore)} | ${n2(h.recencyMultiplier)} | ${n2(h.statusMultiplier)} | **${n2(h.score)}** | ${ageInWords(h.ageDays)} | ${escape(firstLine(h.text, 60))} |`,
  );
  return [
    '| # | Memory | Status | Semantic | × Recency | × Status | = Score | Age | Text |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
