/**
 * The participant's earlier turns in this chat, as plain data: what the model is shown before the
 * new question, and how a short follow-up ("and in production?") becomes a retrieval query. Pure;
 * no `vscode` (history.ts reads the turns from the chat context).
 */

export interface PastTurn {
  /** The user's words (without the participant or slash command). */
  question: string;
  /** The slash command of the turn (undefined: a question). */
  command?: string;
  /** The participant's answer as Markdown (empty when it failed). */
  answer: string;
  /** The memories the answer used. */
  memoryIds: string[];
  /** The query the turn retrieved with (a follow-up's is built from earlier turns). */
  query?: string;
}

/** At most this many earlier turns are sent to the model, newest kept. */
export const MAX_HISTORY_TURNS = 6;
/** And at most this many characters of them (≈ 1,500 tokens); each answer is shortened first. */
export const MAX_HISTORY_CHARS = 6000;
const MAX_ANSWER_CHARS = 1500;

const FOLLOW_UP_START = /^(and|or|but|also|what about|how about|same for|then|so|plus|vs\.?|versus|in|on|for|with|without)\b/i;
const PRONOUN = /\b(it|its|that|this|those|these|they|them|there|then|one|ones|same)\b/i;
const MAX_FOLLOW_UP_WORDS = 6;

/** True for a question that only makes sense after the previous one. */
export function isFollowUp(question: string): boolean {
  const q = question.trim();
  if (!q) return false;
  const words = q.split(/\s+/).length;
  return FOLLOW_UP_START.test(q) || (words <= MAX_FOLLOW_UP_WORDS && PRONOUN.test(q)) || words <= 3;
}

/**
 * The retrieval query for `question`: the question itself, or, for a short follow-up, the previous
 * question's query followed by it ("which database do we use in tests? and in production?").
 */
export function retrievalQuery(question: string, history: readonly PastTurn[]): string {
  const q = question.trim();
  const previous = [...history].reverse().find((t) => !t.command && (t.query ?? t.question).trim());
  if (!previous || !isFollowUp(q)) return q;
  const base = (previous.query ?? previous.question).trim();
  // A chain of follow-ups keeps the first full question and the latest follow-ups, not everything.
  const kept = base.length > 300 ? base.slice(base.length - 300) : base;
  return `${kept} ${q}`;
}

export interface HistoryMessage {
  role: 'user' | 'assistant';
  text: string;
}

/** The earlier question-and-answer turns as alternating messages, newest kept within the budgets. */
export function historyMessages(history: readonly PastTurn[], maxTurns = MAX_HISTORY_TURNS, maxChars = MAX_HISTORY_CHARS): HistoryMessage[] {
  const out: HistoryMessage[] = [];
  let used = 0;
  for (const turn of [...history].reverse().filter((t) => !t.command && t.question.trim()).slice(0, maxTurns)) {
    const answer = turn.answer.length > MAX_ANSWER_CHARS ? `${turn.answer.slice(0, MAX_ANSWER_CHARS - 1)}…` : turn.answer;
    const memories = turn.memoryIds.length ? `\n\n(Memories used: ${turn.memoryIds.join(', ')})` : '';
    const pair: HistoryMessage[] = [
      { role: 'user', text: turn.question.trim() },
      { role: 'assistant', text: `${answer.trim() || '(no answer)'}${memories}` },
    ];
    const cost = pair[0]!.text.length + pair[1]!.text.length;
    if (used + cost > maxChars) break;
    used += cost;
    out.unshift(...pair);
  }
  return out;
}

/** The conversation as plain text for a summary prompt: every turn, oldest first, within `maxChars`. */
export function transcript(history: readonly PastTurn[], maxChars = 12000): string {
  const parts = history.map((t) => {
    const asked = `User: ${t.command ? `/${t.command} ` : ''}${t.question.trim()}`;
    return t.answer.trim() ? `${asked}\nAssistant: ${t.answer.trim()}` : asked;
  });
  let text = parts.join('\n\n');
  if (text.length > maxChars) text = `…${text.slice(text.length - maxChars)}`;
  return text;
}
