/**
 * What the fake chat model (tests/e2e/fake-model) recorded: every prompt it received, and the
 * `cogneeMemory` settings the extension host sees.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ModelRequest {
  n: number;
  kind: 'answer' | 'summary' | 'capture';
  messages: { role: number; text: string }[];
  reply: string;
}

export interface PromptMemory {
  rank: number;
  id: string;
  status: string;
  score: number;
  /** The fenced text, fences excluded. */
  body: string;
  /** The fence line that opened the memory, e.g. "```memory". */
  fence: string;
}

export class Records {
  constructor(readonly dir: string) {}

  requests(): ModelRequest[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((name) => /^request-\d+\.json$/.test(name))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(this.dir, name), 'utf8')) as ModelRequest);
  }

  count(): number {
    return this.requests().length;
  }

  /** The request after the first `after` ones (waits for it). */
  async next(after: number, timeoutMs = 10_000): Promise<ModelRequest> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const all = this.requests();
      if (all.length > after) return all[after]!;
      if (Date.now() > deadline) throw new Error(`The fake model received no request after #${after}.`);
      await sleep(100);
    }
  }

  settings(): Record<string, unknown> {
    return JSON.parse(readFileSync(path.join(this.dir, 'settings.json'), 'utf8')) as Record<string, unknown>;
  }

  /** Wait until the extension host sees settings for which `accept` is true. */
  async waitForSettings(accept: (settings: Record<string, unknown>) => boolean, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!accept(this.settings())) {
      if (Date.now() > deadline) throw new Error(`The extension host did not see the new settings: ${JSON.stringify(this.settings())}`);
      await sleep(100);
    }
  }

  /** The extension host's pid when the fake model activated (a crash or reload changes it). */
  extensionHostPid(): number {
    return (JSON.parse(readFileSync(path.join(this.dir, 'ready.json'), 'utf8')) as { pid: number }).pid;
  }

  async waitForReady(timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!existsSync(path.join(this.dir, 'ready.json'))) {
      if (Date.now() > deadline) throw new Error('The fake chat model extension did not activate.');
      await sleep(200);
    }
  }
}

/**
 * The memories in a prompt, in prompt order. The participant writes each as
 * "Memory N (id …, status …, [topic …,] age, score S):" followed by a fenced block.
 */
export function promptMemories(request: ModelRequest): PromptMemory[] {
  const text = request.messages.map((m) => m.text).join('\n');
  const pattern = /^Memory (\d+) \(id ([^,]+), status ([^,]+),.*score ([\d.]+)\):\n(`{3,})memory\n([\s\S]*?)\n\5$/gm;
  return [...text.matchAll(pattern)].map((m) => ({
    rank: Number(m[1]),
    id: m[2]!,
    status: m[3]!,
    score: Number(m[4]),
    fence: `${m[5]}memory`,
    body: m[6]!,
  }));
}
