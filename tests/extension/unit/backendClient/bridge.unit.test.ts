import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { formatCommandLine, parseEnvelope, runCli, runProcess } from '../../../../extension/src/backendClient/bridge';
import { ECHO_CLI, FakeToken, fakeCliRoot, recordingLog } from '../../support/fakes';

const node = process.execPath;
/** A child that never finishes on its own; it prints its pid so the test can check it was killed. */
const SLEEPER = `console.log(process.pid); setInterval(() => {}, 1000);`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('bridge: one typed outcome per call', () => {
  test('a success envelope becomes the value, extra fields kept', async () => {
    const root = fakeCliRoot({ retrieve: ECHO_CLI });
    const log = recordingLog();
    const outcome = await runCli({ python: node, script: path.join(root, 'python', 'retrieve.py'), args: ['--query', 'x'], timeoutMs: 10_000, label: 'retrieve', log });
    assert.ok(outcome.ok);
    assert.deepEqual(outcome.value.argv, ['--query', 'x']);
    assert.ok(log.lines.some((l) => l.includes('log line on stderr')), 'stderr is forwarded to the log');
    assert.ok(log.lines.some((l) => l.startsWith('info [retrieve]') && l.includes('--query x')), 'the command line is logged');
  });

  test('an error envelope becomes the error with the contract code', () => {
    const stdout = JSON.stringify({ success: false, error: { code: 'STORE_LOCKED', message: 'locked', retryable: true, details: { pid: 1 } } });
    const outcome = parseEnvelope({ exitCode: 1, stdout, stderr: '' }, 'retrieve');
    assert.deepEqual(outcome, { ok: false, error: { code: 'STORE_LOCKED', message: 'locked', retryable: true, details: { pid: 1 } } });
  });

  test('output without JSON is a PROCESS_FAILED error quoting stderr', () => {
    const outcome = parseEnvelope({ exitCode: 1, stdout: '', stderr: 'Traceback\nValueError: boom' }, 'ingest');
    assert.ok(!outcome.ok);
    assert.equal(outcome.error.code, 'PROCESS_FAILED');
    assert.match(outcome.error.message, /ValueError: boom/);
  });

  test('a Python without the package is reported as PYTHON_PACKAGES_MISSING', () => {
    const outcome = parseEnvelope({ exitCode: 1, stdout: '', stderr: "ModuleNotFoundError: No module named 'click'" }, 'retrieve');
    assert.ok(!outcome.ok);
    assert.equal(outcome.error.code, 'PYTHON_PACKAGES_MISSING');
    assert.match(outcome.error.message, /click/);
  });

  test('a missing interpreter is PYTHON_NOT_FOUND, a missing script SCRIPT_MISSING', async () => {
    const root = fakeCliRoot({ retrieve: ECHO_CLI });
    const log = recordingLog();
    const noPython = await runCli({ python: '/nonexistent/python3', script: path.join(root, 'python', 'retrieve.py'), args: [], timeoutMs: 5_000, label: 'retrieve', log });
    assert.equal(!noPython.ok && noPython.error.code, 'PYTHON_NOT_FOUND');
    const noScript = await runCli({ python: node, script: path.join(root, 'python', 'compact.py'), args: [], timeoutMs: 5_000, label: 'compact', log });
    assert.equal(!noScript.ok && noScript.error.code, 'SCRIPT_MISSING');
  });

  test('arguments are passed verbatim, never through a shell', async () => {
    const tricky = ['$(touch /tmp/should-not-exist)', 'a; rm -rf /', '"quoted" and \'single\'', '*'];
    const outcome = await runProcess({ command: node, args: ['-e', 'console.log(JSON.stringify(process.argv.slice(1)))', ...tricky], timeoutMs: 10_000, label: 'echo', log: recordingLog() });
    assert.ok(outcome.ok);
    assert.deepEqual(JSON.parse(outcome.value.stdout), tricky);
  });

  test('stdin is delivered to the child and closed', async () => {
    const root = fakeCliRoot({ ingest: ECHO_CLI });
    const outcome = await runCli({ python: node, script: path.join(root, 'python', 'ingest.py'), args: [], stdin: '{"text":"a"}\n', timeoutMs: 10_000, label: 'ingest', log: recordingLog() });
    assert.ok(outcome.ok);
    assert.equal(outcome.value.stdin, '{"text":"a"}\n');
  });

  test('formatCommandLine quotes only what needs quoting (for the log)', () => {
    assert.equal(formatCommandLine('/usr/bin/python3', ['x.py', '--query', 'two words']), '/usr/bin/python3 x.py --query "two words"');
  });
});

describe('bridge: timeout and cancellation stop the child', () => {
  test('a call that outlives its timeout is killed and ends in TIMEOUT', async () => {
    let pid = 0;
    const started = Date.now();
    const outcome = await runProcess({
      // Long enough for a node child to start and print its pid on a loaded 2-core machine.
      command: node, args: ['-e', SLEEPER], timeoutMs: 4_000, label: 'retrieve', log: recordingLog(),
      onLine: (line) => (pid = Number(line)),
    });
    assert.ok(!outcome.ok);
    assert.equal(outcome.error.code, 'TIMEOUT');
    assert.equal(outcome.error.retryable, true);
    assert.ok(Date.now() - started < 12_000, 'returns promptly (the sleeper would run for minutes)');
    assert.ok(pid > 0 && !isAlive(pid), 'the child process is gone');
  });

  test('cancelling the token kills the child and ends in CANCELLED', async () => {
    const token = new FakeToken();
    let pid = 0;
    const pending = runProcess({
      command: node, args: ['-e', SLEEPER], timeoutMs: 30_000, label: 'retrieve', log: recordingLog(), token,
      onLine: (line) => {
        pid = Number(line);
        token.cancel();
      },
    });
    const outcome = await pending;
    assert.ok(!outcome.ok);
    assert.equal(outcome.error.code, 'CANCELLED');
    assert.ok(pid > 0 && !isAlive(pid), 'the child process is gone');
  });

  test('an already cancelled token never starts a process', async () => {
    const token = new FakeToken();
    token.cancel();
    const log = recordingLog();
    const outcome = await runProcess({ command: node, args: ['-e', SLEEPER], timeoutMs: 30_000, label: 'retrieve', log, token });
    assert.equal(!outcome.ok && outcome.error.code, 'CANCELLED');
    assert.equal(log.lines.length, 0);
  });

  test('a child ignoring SIGTERM is killed after the grace period', { timeout: 15_000 }, async () => {
    const stubborn = `process.on('SIGTERM', () => {}); console.log(process.pid); setInterval(() => {}, 1000);`;
    let pid = 0;
    const outcome = await runProcess({ command: node, args: ['-e', stubborn], timeoutMs: 1_000, label: 'retrieve', log: recordingLog(), onLine: (l) => (pid = Number(l)) });
    assert.equal(!outcome.ok && outcome.error.code, 'TIMEOUT');
    assert.ok(pid > 0 && !isAlive(pid));
  });
});
