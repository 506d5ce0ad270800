import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { commonArgs, retrieveArgs } from '../../../extension/src/cliargs';
import { setServerPassword } from '../../../extension/src/commands/teamserver';
import { MemoryClient } from '../../../extension/src/memoryclient';
import { DEFAULT_SETTINGS, readSettings, type Settings } from '../../../extension/src/settings';
import { childEnv, missingServerSettings, PASSWORD_ENV, passwordKey, type SecretsLike } from '../../../extension/src/teamserver';
import { vscodeApi } from '../../../extension/src/vscodeapi';
import { fakeCliRoot, recordingLog } from '../support/fakes';

const config = (values: Record<string, unknown>) => ({ get: <T>(key: string) => values[key] as T | undefined });
const WS = '/work/space';
const PASSWORD = 'Tr0ub4dor-and-3';

const team = (overrides: Partial<Settings['postgres']> = {}): Settings => ({
  ...DEFAULT_SETTINGS,
  storageProfile: 'postgres',
  postgres: { host: 'db.internal', port: 6543, user: 'alice', space: 'payments', sslmode: '', ...overrides },
});

class MapSecrets implements SecretsLike {
  readonly values = new Map<string, string>();
  async get(key: string) { return this.values.get(key); }
  async store(key: string, value: string) { this.values.set(key, value); }
  async delete(key: string) { this.values.delete(key); }
}

describe('team memory settings', () => {
  test('the postgres settings are read with safe fallbacks', () => {
    const s = readSettings(config({
      'storage.profile': 'postgres', 'postgres.host': ' db.internal ', 'postgres.port': 70000,
      'postgres.user': 'alice', 'postgres.space': 'payments', 'postgres.sslmode': 'sometimes',
    }));
    assert.equal(s.storageProfile, 'postgres');
    assert.deepEqual(s.postgres, { host: 'db.internal', port: 5432, user: 'alice', space: 'payments', sslmode: '' });
    assert.equal(readSettings(config({ 'storage.profile': 'cloud' })).storageProfile, 'local');
  });

  test('the local profile adds no server flags; postgres adds them, never a password', () => {
    assert.equal(commonArgs(DEFAULT_SETTINGS, WS).includes('--profile'), false);
    const argv = retrieveArgs(team({ sslmode: 'require' }), WS, { query: 'q' });
    const after = (flag: string) => argv[argv.indexOf(flag) + 1];
    assert.equal(after('--profile'), 'postgres');
    assert.equal(after('--pg-host'), 'db.internal');
    assert.equal(after('--pg-port'), '6543');
    assert.equal(after('--pg-user'), 'alice');
    assert.equal(after('--space'), 'payments');
    assert.equal(after('--pg-sslmode'), 'require');
    assert.equal(argv.some((a) => /password/i.test(a)), false);
  });

  test('missing server settings are named', () => {
    assert.deepEqual(missingServerSettings(team({ host: '', space: '' })), ['cogneeMemory.postgres.host', 'cogneeMemory.postgres.space']);
    assert.deepEqual(missingServerSettings(team()), []);
  });
});

describe('team server password', () => {
  test('is stored per role and server and added to the child environment only for postgres', async () => {
    const secrets = new MapSecrets();
    await secrets.store(passwordKey(team()), PASSWORD);
    assert.equal(passwordKey(team({ space: 'other' })), passwordKey(team()), 'the space does not change the key');
    assert.notEqual(passwordKey(team({ user: 'bob' })), passwordKey(team()));
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

  test('asks for the host and user first when they are not set', async (t) => {
    const secrets = new MapSecrets();
    const prompts = t.mock.method(vscodeApi, 'showInputBox', async () => PASSWORD);
    const warnings = t.mock.method(vscodeApi, 'showWarningMessage', async () => undefined);
    await setServerPassword(secrets, access(team({ host: '' })));
    assert.equal(prompts.mock.callCount(), 0);
    assert.match(String(warnings.mock.calls[0]!.arguments[0]), /cogneeMemory\.postgres\.host/);
    assert.equal(secrets.values.size, 0);
  });
});
