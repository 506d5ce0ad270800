/**
 * While a backend start moves the store to another embedder, a notification reports how far it is,
 * from `backend.py status`, and stops asking once the start is done.
 */
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { withMoveProgress } from '../../../../extension/src/pythonEnv/moveProgress';
import { vscodeApi } from '../../../../extension/src/vscodeapi';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';

test('the notification names the move and reports each new step of the status, then stops asking', async (t) => {
  const titles: string[] = [];
  const reports: string[] = [];
  t.mock.method(vscodeApi, 'withProgress', async (options: { title?: string }, task: (p: { report(v: { message?: string }): void }) => Promise<unknown>) => {
    titles.push(options.title ?? '');
    return task({ report: (v) => void reports.push(v.message ?? '') });
  });
  const answers = [
    ok({ running: false }),
    ok({ running: false, reembed: { step: 'export', done: 1200, total: 1200, from: 'local', to: 'minilm' } }),
    fail('TIMEOUT', 'slow'),
    ok({ running: false, reembed: { step: 'import', done: 500, total: 1200 } }),
    ok({ running: false, reembed: { step: 'import', done: 500, total: 1200 } }),
    ok({ running: false, reembed: { step: 'import', done: 1000, total: 1200 } }),
  ];
  let asked = 0;
  const status = async () => answers[Math.min(asked++, answers.length - 1)]!;
  let finish!: (value: string) => void;
  const started = withMoveProgress({ from: 'local', to: 'minilm' }, status, () => new Promise<string>((resolve) => (finish = resolve)), 5);
  while (asked < answers.length) await new Promise((resolve) => setTimeout(resolve, 5));
  finish('started');
  assert.equal(await started, 'started');
  const after = asked;
  await new Promise((resolve) => setTimeout(resolve, 30));
  assert.equal(asked, after, 'no more status calls once the start is done');
  assert.deepEqual(titles, ['Cognee Memory: re-embedding this workspace\'s memories for the "minilm" embedder (once; the old copy is kept)']);
  assert.deepEqual(reports, ['Read 1,200 memories from the old store', 'Re-embedded 500 of 1,200 memories', 'Re-embedded 1,000 of 1,200 memories']);
});
