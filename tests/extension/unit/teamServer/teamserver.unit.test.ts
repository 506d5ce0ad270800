import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as vscode from 'vscode';
import { createMemoryAccess } from '../../../../extension/src/access';
import { commonArgs, retrieveArgs } from '../../../../extension/src/backendClient/cliargs';
import { setServerPassword } from '../../../../extension/src/teamServer/passwordCommand';
import { MemoryClient } from '../../../../extension/src/backendClient/memoryclient';
import { DEFAULT_SETTINGS, readSettings, settingsNotes, type Settings } from '../../../../extension/src/settings';
import { childEnv, parseTeamServer, PASSWORD_ENV, passwordKey, teamServerProblem, type SecretsLike } from '../../../../extension/src/teamServer/server';
import { vscodeApi } from '../../../../extension/src/vscodeapi';
import { fakeCliRoot, recordingLog } from '../../support/fakes';

const config = (values: Record<string, unknown>) => ({ get: <T>(key: string) => values[key] as T | undefined });
const WS = '/work/space';
const PASSWORD = 'Tr0ub4dor-and-3';

const SERVER = 'postgresql://alice@db.internal:6543/payments';
const team = (teamServer = SERVER): Settings => ({ ...DEFAULT_SETTINGS, storageProfile: 'postgres', teamServer });

class MapSecrets implements SecretsLike {
  readonly values = new Map<string, string>();
  async get(key: string) { return this.values.get(key); }
  async store(key: string, value: string) { this.values.set(key, value); }
  async delete(key: string) { this.values.delete(key); }
}

describe('team memory settings', () => {
  test('storage.teamServer is read as given (trimmed)', () => {
    const s = readSettings(config({ 'storage.profile': 'postgres', 'storage.teamServer': ` ${SERVER}?sslmode=require ` }));
    assert.equal(s.storageProfile, 'postgres');
    assert.equal(s.teamServer, `${SERVER}?sslmode=require`);
    assert.equal(readSettings(config({ 'storage.profile': 'cloud' })).storageProfile, 'local');
  });

  test('the local profile adds no server flags; postgres adds --profile and --team-server, never a password', () => {
    assert.equal(commonArgs(DEFAULT_SETTINGS, WS).includes('--profile'), false);
    assert.equal(commonArgs({ ...DEFAULT_SETTINGS, teamServer: SERVER }, WS).includes('--team-server'), false);
    const argv = retrieveArgs(team(`${SERVER}?sslmode=require`), WS, { query: 'q' });
    const after = (flag: string) => argv[argv.indexOf(flag) + 1];
    assert.equal(after('--profile'), 'postgres');
    assert.equal(after('--team-server'), `${SERVER}?sslmode=require`);
    for (const old of ['--pg-host', '--pg-port', '--pg-user', '--space', '--pg-sslmode']) assert.ok(!argv.includes(old), old);
    assert.equal(argv.some((a) => /password/i.test(a)), false);
  });

  test('the URL is parsed into user, host, port and space (port 5432 by default)', () => {
    assert.deepEqual(parseTeamServer(SERVER), { user: 'alice', host: 'db.internal', port: 6543, space: 'payments', hasPassword: false });
    assert.equal(parseTeamServer('postgresql://bob@db/team')!.port, 5432);
    assert.equal(parseTeamServer('mysql://bob@db/team'), undefined);
    assert.equal(parseTeamServer('db.internal'), undefined);
  });

  test('a wrong or incomplete URL is named in plain words, a password without repeating it', () => {
    assert.equal(teamServerProblem(team()), undefined);
    assert.match(teamServerProblem(team(''))!, /Set cogneeMemory\.storage\.teamServer/);
    assert.match(teamServerProblem(team('db.internal'))!, /not a URL/);
    assert.match(teamServerProblem(team('postgresql://db.internal/payments'))!, /no user/);
    assert.match(teamServerProblem(team('postgresql://alice@db.internal'))!, /no space/);
    assert.equal(teamServerProblem(team('postgresql://alice@db.internal'), false), undefined, 'the password needs no space');
    const withPassword = teamServerProblem(team(`postgresql://alice:${PASSWORD}@db.internal/payments`))!;
    assert.match(withPassword, /holds a password/);
    assert.ok(!withPassword.includes(PASSWORD));
  });
});

describe('an update from the separate team-server settings', () => {
  const old = { 'storage.profile': 'postgres', 'postgres.host': 'db.internal', 'postgres.port': 6543, 'postgres.user': 'alice',
    'postgres.space': 'payments', 'postgres.sslmode': 'require' };

  test('the old host/port/user/space/sslmode become the URL, with one log line saying so', () => {
    const s = readSettings(config(old));
    assert.equal(s.teamServer, 'postgresql://alice@db.internal:6543/payments?sslmode=require');
    const argv = retrieveArgs(s, WS, { query: 'q' });
    assert.equal(argv[argv.indexOf('--team-server') + 1], 'postgresql://alice@db.internal:6543/payments?sslmode=require');
    const notes = settingsNotes(config(old));
    assert.equal(notes.length, 1);
    assert.match(notes[0]!, /using postgresql:\/\/alice@db\.internal:6543\/payments\?sslmode=require/);
  });

  test('the default port and an empty sslmode are left out of the URL', () => {
    const s = readSettings(config({ ...old, 'postgres.port': 5432, 'postgres.sslmode': '' }));
    assert.equal(s.teamServer, 'postgresql://alice@db.internal/payments');
    assert.equal(readSettings(config({ ...old, 'postgres.port': undefined, 'postgres.sslmode': undefined })).teamServer, 'postgresql://alice@db.internal/payments');
  });

  test('the password stored before the update is still found (same key)', () => {
    assert.equal(passwordKey(readSettings(config(old))), 'cogneeMemory.postgres.password:alice@db.internal:6543');
  });

  test('a teamServer the user set wins; the old settings are then ignored, named in one line', () => {
    const s = readSettings(config({ ...old, 'storage.teamServer': 'postgresql://bob@other/team' }));
    assert.equal(s.teamServer, 'postgresql://bob@other/team');
    const notes = settingsNotes(config({ ...old, 'storage.teamServer': 'postgresql://bob@other/team' }));
    assert.equal(notes.length, 1);
    assert.match(notes[0]!, /^Ignored cogneeMemory\.postgres\.host, cogneeMemory\.postgres\.port/);
  });

  test('an incomplete old setup is not turned into a URL', () => {
    assert.equal(readSettings(config({ ...old, 'postgres.space': '' })).teamServer, '');
  });
});

describe('settings of earlier versions, through the memory access', () => {
  function withSettings(t: import('node:test').TestContext, settings: Record<string, unknown>) {
    const workspace = fakeCliRoot({});
    t.mock.method(vscodeApi, 'workspaceFolders', () => [{ uri: vscode.Uri.file(workspace), name: 'ws', index: 0 }]);
    t.mock.method(vscodeApi, 'isTrusted', () => true);
    t.mock.method(vscodeApi, 'getConfiguration', () => ({ get: (key: string) => settings[key] }));
  }

  test('are named once per session in the log, never as an error', async (t) => {
    withSettings(t, { pythonPath: process.execPath, 'ranking.preset': 'recall', 'retrieval.relevanceBand': 0.3 });
    const log = recordingLog();
    const access = createMemoryAccess(fakeCliRoot({}), log);
    assert.ok((await access.open()).ok);
    assert.ok((await access.open()).ok);
    access.settings();
    const notes = log.lines.filter((line) => line.includes('cogneeMemory.ranking.preset'));
    assert.equal(notes.length, 1);
    assert.match(notes[0]!, /^info Ignored cogneeMemory\.ranking\.preset, cogneeMemory\.retrieval\.relevanceBand/);
  });

  test('a password written into the team-server URL is refused before any Python runs', async (t) => {
    withSettings(t, { pythonPath: process.execPath, 'storage.profile': 'postgres', 'storage.teamServer': `postgresql://alice:${PASSWORD}@db/payments` });
    const log = recordingLog();
    const opened = await createMemoryAccess(fakeCliRoot({}), log).open();
    assert.equal(!opened.ok && opened.error.code, 'BAD_SETTING');
    assert.match(!opened.ok ? opened.error.message : '', /holds a password/);
    assert.equal(log.lines.some((line) => line.includes(PASSWORD)), false);
  });
});

describe('team server password', () => {
  test('is stored per role and server and added to the child environment only for postgres', async () => {
    const secrets = new MapSecrets();
    await secrets.store(passwordKey(team()), PASSWORD);
    assert.equal(passwordKey(team('postgresql://alice@db.internal:6543/other')), passwordKey(team()), 'the space does not change the key');
    assert.notEqual(passwordKey(team('postgresql://bob@db.internal:6543/payments')), passwordKey(team()));
    assert.equal(await childEnv(DEFAULT_SETTINGS, secrets, { PATH: '/bin' }), undefined);
    assert.deepEqual(await childEnv(team(), secrets, { PATH: '/bin' }), { PATH: '/bin', [PASSWORD_ENV]: PASSWORD });
    // Nothing stored: a password the user exported in their shell is kept.
    assert.deepEqual(await childEnv(team(), new MapSecrets(), { [PASSWORD_ENV]: 'from-shell' }), { [PASSWORD_ENV]: 'from-shell' });
  });

  test('reaches the Python child through its environment, never argv or the log', async () => {
    const root = fakeCliRoot({
      retrieve: `console.log(JSON.stringify({ success: true, results: [{ id: 'x', text: JSON.stringify({ argv: process.argv, env: process.env.${PASSWORD_ENV} ?? null }) }] }));`,
    });
    const secrets = new MapSecrets();
    await secrets.store(passwordKey(team()), PASSWORD);
    const log = recordingLog();
    const env = await childEnv(team(), secrets);
    const client = new MemoryClient({ python: process.execPath, root, workspace: root, settings: team(), log, env });
    const outcome = await client.retrieve({ query: 'which queue?' });
    assert.ok(outcome.ok);
    const seen = JSON.parse(outcome.value.results[0]!.text);
    assert.equal(seen.env, PASSWORD);
    assert.equal(JSON.stringify(seen.argv).includes(PASSWORD), false);
    assert.ok(log.lines.some((line) => line.includes('--profile postgres')), 'the command line is logged');
    assert.equal(log.lines.some((line) => line.includes(PASSWORD)), false);
  });
});

describe('Set Team Server Password command', () => {
  const access = (settings: Settings) => ({ settings: () => settings, open: async () => { throw new Error('not used'); } });

  test('stores what was typed in secret storage, and forgets it on an empty answer', async (t) => {
    const secrets = new MapSecrets();
    const answers = [PASSWORD, ''];
    const prompts = t.mock.method(vscodeApi, 'showInputBox', async () => answers.shift());
    t.mock.method(vscodeApi, 'showInformationMessage', async () => undefined);
    await setServerPassword(secrets, access(team()));
    assert.equal(secrets.values.get(passwordKey(team())), PASSWORD);
    assert.equal((prompts.mock.calls[0]!.arguments[0] as { password: boolean }).password, true);
    await setServerPassword(secrets, access(team()));
    assert.equal(secrets.values.size, 0);
  });

  test('asks for the team server first when it is not set', async (t) => {
    const secrets = new MapSecrets();
    const prompts = t.mock.method(vscodeApi, 'showInputBox', async () => PASSWORD);
    const warnings = t.mock.method(vscodeApi, 'showWarningMessage', async () => undefined);
    await setServerPassword(secrets, access(team('')));
    assert.equal(prompts.mock.callCount(), 0);
    assert.match(String(warnings.mock.calls[0]!.arguments[0]), /cogneeMemory\.storage\.teamServer/);
    assert.equal(secrets.values.size, 0);
  });
});
