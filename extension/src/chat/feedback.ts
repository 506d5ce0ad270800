/**
 * Feedback on `@memory` answers, for Tune Half-Life's recommendation: the memories an answer
 * retrieved (ids and ranking numbers), the answer's 👍/👎, and the memories the user opened.
 *
 * Fire-and-forget: nothing here is awaited by a chat answer, events go to Python one batch at a
 * time in the background, and a failure is only logged. Nothing is sent when
 * `cogneeMemory.feedback.enabled` is false. No `vscode` import.
 */
import { randomUUID } from 'node:crypto';
import type { MemoryAccess } from '../access';
import type { Logger } from '../backendClient/bridge';
import type { FeedbackEvent, MemoryHit } from '../backendClient/contract';
import type { Memories } from '../backendClient/memoryclient';

/** Answers whose later 👍/👎 or opens go to the store that recorded them (older ones: the current folder's). */
const MAX_TRACKED = 200;

export class FeedbackRecorder {
  private readonly stores = new Map<string, Memories>();
  private readonly opens = new Set<string>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly access: MemoryAccess,
    private readonly log: Logger,
  ) {}

  /**
   * Record what an answer retrieved; the first `shownCount` were shown (and sent to the model).
   * Returns the retrieval id to put in the answer's metadata and reference URIs, or undefined when off.
   */
  shown(memories: Memories, question: string, retrieved: readonly MemoryHit[], shownCount: number, halfLifeDays: number): string | undefined {
    if (!this.enabled() || !retrieved.length) return undefined;
    const retrievalId = `r-${randomUUID()}`;
    this.stores.set(retrievalId, memories);
    while (this.stores.size > MAX_TRACKED) this.stores.delete(this.stores.keys().next().value as string);
    this.send(retrievalId, {
      type: 'shown',
      retrieval_id: retrievalId,
      question,
      half_life_days: halfLifeDays,
      memories: retrieved.map((hit, i) => ({
        id: hit.id,
        rank: i + 1,
        shown: i < shownCount,
        semantic: hit.semanticScore,
        age_days: hit.ageDays,
        status: hit.status ?? null,
        status_multiplier: hit.statusMultiplier,
      })),
    });
    return retrievalId;
  }

  /** 👍 (helpful) or 👎 on the answer with this retrieval id. */
  rated(retrievalId: string | undefined, helpful: boolean): void {
    if (!retrievalId || !this.enabled()) return;
    this.send(retrievalId, { type: 'rating', retrieval_id: retrievalId, helpful });
  }

  /** The user opened one of the answer's memories (counted once per answer and memory). */
  opened(retrievalId: string | undefined, memoryId: string): void {
    const key = `${retrievalId}\u0000${memoryId}`;
    if (!retrievalId || this.opens.has(key) || !this.enabled()) return;
    this.opens.add(key);
    if (this.opens.size > MAX_TRACKED * 10) this.opens.delete(this.opens.values().next().value as string);
    this.send(retrievalId, { type: 'opened', retrieval_id: retrievalId, memory_id: memoryId });
  }

  /** Resolves once every event so far has been handed to Python (or failed); for tests and shutdown. */
  settled(): Promise<void> {
    return this.queue;
  }

  private enabled(): boolean {
    return this.access.settings().feedbackEnabled;
  }

  private send(retrievalId: string, event: FeedbackEvent): void {
    const deliver = async (): Promise<void> => {
      let memories = this.stores.get(retrievalId);
      if (!memories) {
        const opened = await this.access.open();
        if (!opened.ok) return this.log.warn(`Feedback not recorded: ${opened.error.message}`);
        memories = opened.value;
      }
      const outcome = await memories.recordFeedback([event]);
      if (!outcome.ok) this.log.warn(`Feedback not recorded (${outcome.error.code}): ${outcome.error.message}`);
    };
    // One at a time, in order; a failure never reaches the caller.
    this.queue = this.queue.then(deliver).catch((err: unknown) => this.log.warn(`Feedback not recorded: ${String(err)}`));
  }
}
