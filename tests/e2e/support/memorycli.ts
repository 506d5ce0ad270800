/**
 * The product's own command-line interface, as installed with the VSIX (<extension>/python/*.py):
 * ingest memories with explicit timestamps, and read a ranking to compare with what the UI shows.
 * It talks to the same warm workspace backend the extension uses, with the default pipeline (the
 * scenarios set no ranking setting), so its order is the oracle: the tests keep no formula of their own.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface CliHit {
  id: string;
  text: string;
  status: string | null;
  topic: string | null;
  semantic_score: number;
  /** The own cosine, when a fusion/lexical first stage replaced semantic_score with a rank score. */
  cosine?: number;
  /** For a memory that replaced others: the best cosine of it and them. */
  stands_in_cosine?: number;
  /** The calibrated relevance (meaning and word match; the chat's floor reads it). */
  relevance?: number;
  recency_multiplier: number;
  status_multiplier: number;
  score: number;
  age_days: number;
}

export interface NewMemory {
  id: string;
  text: string;
  topic: string;
  status: 'Active';
  source_created_at: string;
}

export class MemoryCli {
  private readonly scripts: string;

  constructor(
    private readonly python: string,
    extensionsDir: string,
    private readonly workspace: string,
  ) {
    const installed = readdirSync(extensionsDir).find((name) => name.startsWith('cognee-chat-memory.cognee-chat-memory-'));
    if (!installed) throw new Error(`The product extension is not installed in ${extensionsDir}.`);
    this.scripts = path.join(extensionsDir, installed, 'python');
  }

  /** The arguments the extension passes with its default settings (storage and embedder). */
  private common(): string[] {
    return ['--workspace', this.workspace, '--storage-dir', path.join(this.workspace, '.cognee-memory'), '--embedder', 'local'];
  }

  private async call(script: string, args: string[]): Promise<Record<string, unknown>> {
    const { stdout } = await run(this.python, [path.join(this.scripts, script), ...this.common(), ...args], {
      cwd: this.workspace,
      timeout: 180_000,
      maxBuffer: 16 << 20,
    }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`${script} failed: ${error.stdout || ''} ${(error.stderr || error.message).slice(-2000)}`);
    });
    const reply = JSON.parse(stdout) as Record<string, unknown>;
    if (reply.success !== true) throw new Error(`${script} failed: ${stdout}`);
    return reply;
  }

  /** Stop the workspace's backend (the run's cleanup stops only the main workspace's). */
  async stopBackend(): Promise<void> {
    await this.call('backend.py', ['stop']);
  }

  async ingest(memories: NewMemory[]): Promise<string[]> {
    // Beside the workspace (in the run's throwaway folder), not in the store: a byte search of
    // the store must find only what the product wrote.
    const file = path.join(path.dirname(this.workspace), 'e2e-ingest', 'memories.jsonl');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, memories.map((m) => JSON.stringify(m)).join('\n') + '\n');
    return (await this.call('ingest.py', ['--file', file])).stored as string[];
  }

  /** Every memory (id, text, topic, status), as the Memories view lists them; reads no index a retrieve builds. */
  async list(): Promise<Array<{ id: string; text: string; topic: string | null; status: string | null }>> {
    return (await this.call('compact.py', ['--list-memories'])).memories as Array<{ id: string; text: string; topic: string | null; status: string | null }>;
  }

  /** The ranking with the extension's default settings (its default top-k and token budget). */
  async retrieve(query: string, halfLifeDays: number, topK = 5, maxTokens = 2000): Promise<CliHit[]> {
    const reply = await this.call('retrieve.py', [
      '--query', query, '--top-k', String(topK), '--max-tokens', String(maxTokens), '--half-life-days', String(halfLifeDays),
    ]);
    return reply.results as CliHit[];
  }

  /**
   * What `@memory` uses for a question at each half-life, from one retrieve asked as the chat asks
   * (default settings, feedback on: 5 + 5 candidates, no token cap) with `--compare-half-lives`:
   * the memories at or above the relevance floor (0.2), at most 5, best first.
   */
  async chatOrders(query: string, halfLives: readonly number[]): Promise<Map<number, CliHit[]>> {
    const reply = await this.call('retrieve.py', [
      '--query', query, '--top-k', '10', '--max-tokens', '1000000', '--half-life-days', String(halfLives[0]),
      '--compare-half-lives', halfLives.join(','),
    ]);
    const previews = reply.previews as Array<{ half_life_days: number; results: CliHit[] }>;
    // The chat's floor (chat/relevance.ts): the calibrated relevance, else the cosine.
    const relevant = (h: CliHit): boolean => (h.relevance ?? Math.max(h.cosine ?? h.semantic_score, h.stands_in_cosine ?? 0)) >= 0.2;
    return new Map(previews.map((p) => [p.half_life_days, p.results.filter(relevant).slice(0, 5)]));
  }
}
