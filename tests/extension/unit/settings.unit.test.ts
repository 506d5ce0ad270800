import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { retrieveArgs, storageDir } from '../../../extension/src/backendClient/cliargs';
import { MemoryClient } from '../../../extension/src/backendClient/memoryclient';
import { findPython } from '../../../extension/src/pythonEnv/python';
import { DEFAULT_SETTINGS, readSettings, REMOVED_SETTING_KEYS, SETTING_KEYS, settingsNotes, type Settings } from '../../../extension/src/settings';
import { fakeCliRoot, recordingLog } from '../support/fakes';

const packageJson = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8'));
const properties: Record<string, Record<string, unknown>> = packageJson.contributes.configuration.properties;

const config = (values: Record<string, unknown>) => ({ get: <T>(key: string) => values[key] as T | undefined });
const WS = '/work/space';

/** The value after `flag` in argv (or undefined). */
const valueOf = (argv: readonly string[], flag: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};

describe('settings: package.json and code agree', () => {
  test('every setting is declared with type, default, description and scope', () => {
    assert.deepEqual(Object.keys(properties), SETTING_KEYS.map((k) => `cogneeMemory.${k}`));
    for (const [key, spec] of Object.entries(properties)) {
      assert.ok(spec.type, `${key} has a type`);
      assert.ok('default' in spec, `${key} has a default`);
      assert.ok(spec.description || spec.markdownDescription, `${key} has a description`);
      assert.ok(['resource', 'window', 'machine-overridable', 'machine', 'application'].includes(spec.scope as string), `${key} has a scope`);
    }
  });

  test('package.json defaults are the code defaults', () => {
    assert.deepEqual(readSettings(config(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k.replace('cogneeMemory.', ''), v.default])))), DEFAULT_SETTINGS);
    assert.deepEqual(readSettings(config({})), DEFAULT_SETTINGS);
  });

  test('numbers have ranges and the embedder is an enum', () => {
    for (const key of ['ranking.halfLifeDays', 'maxContextResults', 'maxContextTokens', 'requestTimeoutSeconds']) {
      assert.equal(typeof properties[`cogneeMemory.${key}`]!.minimum, 'number', key);
      assert.equal(typeof properties[`cogneeMemory.${key}`]!.maximum, 'number', key);
    }
    assert.deepEqual(properties['cogneeMemory.embedder']!.enum, ['local', 'minilm', 'cognee']);
  });

  test('the minilm choice says what it gains and costs, and that switching re-embeds once', () => {
    const embedder = properties['cogneeMemory.embedder']!;
    const descriptions = embedder.enumDescriptions as string[];
    assert.equal(descriptions.length, 3);
    const minilm = descriptions[1]!;
    for (const fact of [/long texts/, /updates/, /3× slower/, /150 MB/, /22 MB/, /Set Up/]) assert.match(minilm, fact);
    assert.match(embedder.description as string, /re-embeds the workspace's memories once.*old copy is kept/);
  });

  test('invalid values fall back to the defaults', () => {
    const s = readSettings(config({ 'ranking.halfLifeDays': -1, maxContextResults: 'many', 'ranking.statusMultipliers': { Active: -2, Superseded: 0 }, embedder: 'other' }));
    assert.equal(s.halfLifeDays, 7);
    assert.equal(s.maxContextResults, 5);
    assert.deepEqual(s.statusMultipliers, { DecisionRecord: 1.1, Active: 1.0, Superseded: 0 });
    assert.equal(s.embedder, 'local');
  });
});

describe('settings → CLI arguments (every setting)', () => {
  const base = (overrides: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...overrides });

  test('ranking.halfLifeDays → --half-life-days', () => {
    assert.equal(valueOf(retrieveArgs(base({ halfLifeDays: 30 }), WS, { query: 'q' }), '--half-life-days'), '30');
  });

  test('ranking.statusMultipliers → one --status-multiplier per status', () => {
    const argv = retrieveArgs(base({ statusMultipliers: { DecisionRecord: 2, Active: 1, Superseded: 0.1 } }), WS, { query: 'q' });
    const pairs = argv.flatMap((a, i) => (a === '--status-multiplier' ? [argv[i + 1]] : []));
    assert.deepEqual(pairs, ['DecisionRecord=2', 'Active=1', 'Superseded=0.1']);
  });

  test('ranking.includeSuperseded → --include-superseded only when true', () => {
    assert.ok(retrieveArgs(base({ includeSuperseded: true }), WS, { query: 'q' }).includes('--include-superseded'));
    assert.ok(!retrieveArgs(base(), WS, { query: 'q' }).includes('--include-superseded'));
  });

  test('maxContextResults → --top-k, maxContextTokens → --max-tokens', () => {
    const argv = retrieveArgs(base({ maxContextResults: 9, maxContextTokens: 777 }), WS, { query: 'q' });
    assert.equal(valueOf(argv, '--top-k'), '9');
    assert.equal(valueOf(argv, '--max-tokens'), '777');
  });

  test('storage.path → --storage-dir (empty = <workspace>/.cognee-memory, relative = under the workspace)', () => {
    assert.equal(storageDir(base(), WS), path.join(WS, '.cognee-memory'));
    assert.equal(storageDir(base({ storagePath: 'mem/store' }), WS), path.join(WS, 'mem/store'));
    assert.equal(storageDir(base({ storagePath: '/abs/store' }), WS), '/abs/store');
    assert.equal(valueOf(retrieveArgs(base({ storagePath: '/abs/store' }), WS, { query: 'q' }), '--storage-dir'), '/abs/store');
  });

  test('storage.path: ~ is the home folder; on Windows ~\\ too, and Windows paths resolve with their own separators', () => {
    assert.equal(storageDir(base({ storagePath: '~/mem' }), WS, 'linux'), path.posix.join(homedir(), 'mem'));
    assert.equal(storageDir(base({ storagePath: '~\\mem' }), WS, 'linux'), path.posix.join(WS, '~\\mem'), 'a backslash is a name character on POSIX');
    const win = 'C:\\Users\\ada\\project';
    assert.equal(storageDir(base(), win, 'win32'), 'C:\\Users\\ada\\project\\.cognee-memory');
    assert.equal(storageDir(base({ storagePath: 'mem\\store' }), win, 'win32'), 'C:\\Users\\ada\\project\\mem\\store');
    assert.equal(storageDir(base({ storagePath: 'D:\\memories' }), win, 'win32'), 'D:\\memories');
    assert.equal(storageDir(base({ storagePath: '~\\mem' }), win, 'win32'), path.win32.resolve(win, path.win32.join(homedir(), 'mem')));
  });

  test('embedder → --embedder', () => {
    assert.equal(valueOf(retrieveArgs(base({ embedder: 'cognee' }), WS, { query: 'q' }), '--embedder'), 'cognee');
    assert.equal(valueOf(retrieveArgs(readSettings(config({ embedder: 'minilm' })), WS, { query: 'q' }), '--embedder'), 'minilm');
    assert.equal(valueOf(retrieveArgs(base(), WS, { query: 'q' }), '--embedder'), 'local');
  });

  test('pythonPath → the interpreter, when set (it wins over discovery)', async () => {
    const found = await findPython({ setting: '/opt/py/bin/python', root: '/ext', fromPythonExtension: async () => '/other/python', exists: () => true });
    assert.deepEqual(found, { ok: true, value: { path: '/opt/py/bin/python', source: 'setting' } });
  });

  test('requestTimeoutSeconds → the bridge kills a call after that long', async () => {
    const root = fakeCliRoot({ retrieve: 'setInterval(() => {}, 1000);' });
    const client = new MemoryClient({ python: process.execPath, root, workspace: root, settings: base({ requestTimeoutSeconds: 0.5 }), log: recordingLog() });
    const started = Date.now();
    const outcome = await client.retrieve({ query: 'q' });
    assert.equal(!outcome.ok && outcome.error.code, 'TIMEOUT');
    assert.ok(Date.now() - started < 5_000);
  });

  test('a changed setting applies to the next call, through the real bridge', async () => {
    const root = fakeCliRoot({ retrieve: ARGV_AS_RESULT });
    const argvFor = async (settings: Settings): Promise<string[]> => {
      const client = new MemoryClient({ python: process.execPath, root, workspace: root, settings, log: recordingLog() });
      const outcome = await client.retrieve({ query: 'which db?' });
      assert.ok(outcome.ok);
      return JSON.parse(outcome.value.results[0]!.text);
    };
    const first = await argvFor(base());
    const second = await argvFor(base({ halfLifeDays: 2, embedder: 'cognee' }));
    assert.equal(first[0], path.join(root, 'python', 'retrieve.py'));
    assert.deepEqual(first.slice(1, 7), ['--workspace', root, '--storage-dir', path.join(root, '.cognee-memory'), '--embedder', 'local']);
    assert.equal(valueOf(first, '--query'), 'which db?');
    assert.equal(valueOf(second, '--half-life-days'), '2');
    assert.equal(valueOf(second, '--embedder'), 'cognee');
  });
});

describe('settings of earlier versions', () => {
  test('the manifest has 19 settings and none of the removed ones', () => {
    assert.equal(SETTING_KEYS.length, 19);
    for (const key of REMOVED_SETTING_KEYS) assert.ok(!(`cogneeMemory.${key}` in properties), key);
  });

  test('a removed setting the user still has is ignored, with one log line naming them all', () => {
    const old = { 'ranking.preset': 'synabun', 'retrieval.rrfK': 30, 'retrieval.relevanceGate': false, 'retrieval.relevanceBand': 0.3,
      'ranking.trackUsage': true, 'ranking.mmrLambda': 0.5, 'ranking.halfLifeDays': 30 };
    assert.deepEqual(readSettings(config(old)), { ...DEFAULT_SETTINGS, halfLifeDays: 30 });
    const notes = settingsNotes(config(old));
    assert.equal(notes.length, 1);
    for (const key of ['ranking.preset', 'retrieval.rrfK', 'retrieval.relevanceGate', 'retrieval.relevanceBand', 'ranking.trackUsage', 'ranking.mmrLambda']) {
      assert.ok(notes[0]!.includes(`cogneeMemory.${key}`), key);
    }
    assert.ok(!notes[0]!.includes('halfLifeDays'), 'a current setting is not named');
    assert.deepEqual(retrieveArgs(readSettings(config(old)), WS, { query: 'q' }), retrieveArgs({ ...DEFAULT_SETTINGS, halfLifeDays: 30 }, WS, { query: 'q' }));
  });

  test('nothing to say when only current settings are set', () => {
    assert.deepEqual(settingsNotes(config({ 'ranking.halfLifeDays': 30, 'storage.profile': 'postgres' })), []);
  });
});

/** A fake retrieve.py that returns its own argv (script path included) as the text of one result. */
const ARGV_AS_RESULT = `console.log(JSON.stringify({ success: true, results: [{ id: 'argv', text: JSON.stringify(process.argv.slice(1)) }] }));`;
