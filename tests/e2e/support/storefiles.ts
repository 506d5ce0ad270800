/**
 * A byte search of the workspace's store (`.cognee-memory/`, every file, binaries included), as
 * the Python tests do it (tests/python/integration/test_forget_edit.py): forgotten or replaced
 * words must be found nowhere after `forget` or `edit`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** The store's files (relative paths) that hold `needle` as UTF-8 bytes. */
export function storeFilesHolding(workspace: string, needle: string): string[] {
  const store = path.join(workspace, '.cognee-memory');
  const bytes = Buffer.from(needle, 'utf8');
  const found: string[] = [];
  for (const file of files(store)) {
    let data: Buffer;
    try {
      data = readFileSync(file);
    } catch {
      continue; // a lock or temp file that went away while the backend works
    }
    if (data.includes(bytes)) found.push(path.relative(store, file));
  }
  return found;
}
