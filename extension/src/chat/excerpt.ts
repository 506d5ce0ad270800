/**
 * The part of a long memory that matches a question: the sentence with the most query-term
 * overlap, widened with its neighbours while it fits. Pure; no `vscode`.
 *
 * Used when a memory is too long for its share of the chat's token budget, so a long decision is
 * sent in part (and marked as an excerpt) instead of falling out of the context.
 */

/** Words that say nothing about what a question is about. */
const STOPWORDS = new Set(
  ('a an and are as at be but by can do does did for from has have how i if in into is it its of on or our ' +
    'should so than that the their them then there these they this to use used uses using was we were what ' +
    'when where which who why will with would you your').split(' '),
);

/** Lower-cased content terms, with a plural/verb "s" removed ("databases" → "database"). */
export function terms(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(/[\p{L}\p{N}][\p{L}\p{N}_.+#-]*/gu), (m) => m[0].replace(/[.\-]+$/, ''))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .map((w) => (w.length > 3 && /^[\p{L}]+s$/u.test(w) && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

interface Span {
  start: number;
  end: number;
  score: number;
}

/** Sentences (and lines) of `text` as character spans, each scored by distinct query terms it contains. */
function sentences(text: string, query: ReadonlySet<string>): Span[] {
  const spans: Span[] = [];
  const pattern = /[^\n.!?]+(?:[.!?]+(?=\s|$)|\n|$)|[.!?]+/g;
  for (const match of text.matchAll(pattern)) {
    if (!match[0].trim()) continue;
    const start = match.index ?? 0;
    const found = new Set(terms(match[0]).filter((t) => query.has(t)));
    spans.push({ start, end: start + match[0].length, score: found.size });
  }
  return spans;
}

/**
 * At most `maxChars` characters of `text` around the part that best matches `query`: whole
 * sentences when they fit (the best one, then the better-matching neighbour, …), else a window
 * inside the best sentence starting at its first query term. "…" marks each cut. A text that
 * already fits is returned unchanged.
 */
export function excerpt(text: string, query: string, maxChars: number): string {
  const body = text.trim();
  if (body.length <= maxChars) return body;
  const room = Math.max(1, maxChars - 2); // the two "…" marks
  const spans = sentences(body, new Set(terms(query)));
  if (!spans.length) return `${body.slice(0, room).trimEnd()}…`;
  const best = spans.reduce((b, s, i) => (s.score > spans[b]!.score ? i : b), 0);
  let lo = best;
  let hi = best;
  const width = (a: number, b: number) => spans[b]!.end - spans[a]!.start;
  if (width(lo, hi) > room) return windowIn(body, spans[best]!, query, room);
  for (;;) {
    const before = lo > 0 && width(lo - 1, hi) <= room ? spans[lo - 1]! : undefined;
    const after = hi < spans.length - 1 && width(lo, hi + 1) <= room ? spans[hi + 1]! : undefined;
    if (!before && !after) break;
    if (after && (!before || after.score >= before.score)) hi += 1;
    else lo -= 1;
  }
  return mark(body, spans[lo]!.start, spans[hi]!.end);
}

/** A window of `room` characters inside one long sentence, from its first query term. */
function windowIn(body: string, span: Span, query: string, room: number): string {
  const wanted = new Set(terms(query));
  const text = body.slice(span.start, span.end);
  const first = Array.from(text.toLowerCase().matchAll(/[\p{L}\p{N}][\p{L}\p{N}_.+#-]*/gu)).find((m) => terms(m[0]).some((t) => wanted.has(t)));
  const offset = first?.index ?? 0;
  const start = span.start + Math.max(0, Math.min(offset - Math.floor(room / 4), text.length - room));
  return mark(body, start, Math.min(span.end, start + room));
}

function mark(body: string, start: number, end: number): string {
  const part = body.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${part}${end < body.length ? '…' : ''}`;
}
