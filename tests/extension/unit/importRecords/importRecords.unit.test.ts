import * as assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  importRecordsArgs,
  importSummaryText,
  parseImportSummary,
  readingProgress,
  type ImportSummary,
} from '../../../../extension/src/backendClient/decisionRecords';
import { MemoryClient } from '../../../../extension/src/backendClient/memoryclient';
import { fail, ok } from '../../../../extension/src/backendClient/outcome';
import { CHOOSE_FOLDER, importDecisionRecords } from '../../../../extension/src/importRecords/command';
import { DEFAULT_SETTINGS } from '../../../../extension/src/settings';
import { fakeAccess, fakeCliRoot, fakeMemories, recordingLog } from '../../support/fakes';
import { scriptUi } from '../../support/ui';

/** What `ingest.py --adr auto` prints for the fixture records (tests/python/data/decision_records). */
const IMPORTED = {
  success: true, stored: ['adr:doc/adr/0001-a.md'], count: 14, records: 14, superseded: 6, links: 5,
  folders: ['docs/architecture/adr', 'src/adr'], skipped: [{ path: 'doc/adr/0002-b.md', reason: 'not UTF-8 text' }, { bogus: 1 }],
  dates: { record: 9, git: 5 },
};
const NOTHING = { success: true, stored: [], count: 0, records: 0, superseded: 0, links: 0, folders: [], skipped: [],
  message: 'No decision records found in the usual places (doc/adr, docs/adr, …).' };
const summary = (overrides: Partial<ImportSummary> = {}): ImportSummary => ({ ...parseImportSummary(IMPORTED), ...overrides });

describe('decision records: arguments, progress and the summary', () => {
  test('auto finds the folders; named folders go one --adr-dir each', () => {
    const auto = importRecordsArgs(DEFAULT_SETTINGS, '/ws');
    assert.deepEqual(auto.slice(-2), ['--adr', 'auto']);
    assert.equal(auto[auto.indexOf('--workspace') + 1], '/ws');
    assert.deepEqual(importRecordsArgs(DEFAULT_SETTINGS, '/ws', ['doc/adr', 'docs/decisions']).slice(-4),
      ['--adr-dir', 'doc/adr', '--adr-dir', 'docs/decisions']);
    assert.ok(importRecordsArgs({ ...DEFAULT_SETTINGS, scrubSecrets: false }, '/ws').includes('--no-scrub'));
  });

  test('only the reading lines are progress', () => {
    assert.deepEqual(readingProgress('reading decision records: 3/17 (docs/adr/0003-use x.md)'), { done: 3, total: 17, path: 'docs/adr/0003-use x.md' });
    assert.equal(readingProgress('storing 17 decision records (1 superseded)…'), undefined);
  });

  test('the summary is parsed tolerantly', () => {
    const parsed = parseImportSummary(IMPORTED);
    assert.deepEqual([parsed.records, parsed.superseded, parsed.links], [14, 6, 5]);
    assert.deepEqual(parsed.skipped, [{ path: 'doc/adr/0002-b.md', reason: 'not UTF-8 text' }]);
    assert.deepEqual(parseImportSummary({ records: -1, folders: 'x' }), { records: 0, superseded: 0, links: 0, folders: [], skipped: [], stored: [] });
  });

  test('the summary reads as words, with no memory id', () => {
    const text = importSummaryText(summary());
    assert.equal(text, 'Imported 14 decision records from docs/architecture/adr, src/adr: 8 current, 6 superseded '
      + '(5 links to the records that replaced them). Importing again updates them; it never adds copies. '
      + 'Skipped 1 file: doc/adr/0002-b.md (not UTF-8 text).');
    assert.ok(!text.includes('adr:doc/'), 'no memory id');
    assert.equal(importSummaryText(summary({ records: 1, superseded: 0, links: 0, folders: ['adr'], skipped: [] })),
      'Imported 1 decision record from adr: 1 current. Importing again updates them; it never adds copies.');
    assert.equal(importSummaryText(parseImportSummary(NOTHING)), NOTHING.message);
  });
});

describe('MemoryClient.importDecisionRecords runs ingest.py and streams its progress', () => {
  test('argv, progress lines on stderr, the parsed summary', async () => {
    const root = fakeCliRoot({
      ingest: `
        process.stderr.write('decision record folders: doc/adr\\n');
        process.stderr.write('reading decision records: 1/2 (doc/adr/0001-a.md)\\n');
        process.stderr.write('reading decision records: 2/2 (doc/adr/0002-b.md)\\n');
        console.log(JSON.stringify({ success: true, argv: process.argv.slice(2), records: 2, superseded: 1, links: 1, folders: ['doc/adr'], skipped: [], stored: ['a', 'b'] }));`,
    });
    const client = new MemoryClient({ python: process.execPath, root, workspace: root, settings: DEFAULT_SETTINGS, log: recordingLog() });
    const seen: string[] = [];
    const outcome = await client.importDecisionRecords([], (p) => seen.push(`${p.done}/${p.total} ${p.path}`));
    assert.ok(outcome.ok, JSON.stringify(outcome));
    assert.deepEqual([outcome.value.records, outcome.value.superseded, outcome.value.folders], [2, 1, ['doc/adr']]);
    assert.deepEqual(seen, ['1/2 doc/adr/0001-a.md', '2/2 doc/adr/0002-b.md']);
  });
});

describe('Import Decision Records (command)', () => {
  test('imports with a progress notification and says what it stored', async (t) => {
    const ui = scriptUi(t);
    const memories = fakeMemories({ importDecisionRecords: async (_folders, onProgress) => {
      onProgress?.({ done: 1, total: 1, path: 'doc/adr/0001-a.md' });
      return ok(parseImportSummary(IMPORTED));
    } });
    const result = await importDecisionRecords(fakeAccess(memories));
    assert.equal(result?.records, 14);
    assert.deepEqual(memories.calls.importDecisionRecords.map((c) => c[0]), [[]]);
    assert.deepEqual(ui.progressTitles, ['Cognee Memory: importing decision records']);
    assert.match(ui.info[0] ?? '', /^Imported 14 decision records from .*: 8 current, 6 superseded/);
  });

  test('nothing found: the user may name the folder, and that folder is imported', async (t) => {
    const ui = scriptUi(t, { buttons: [CHOOSE_FOLDER], inputs: ['docs/records'] });
    let call = 0;
    const memories = fakeMemories({ importDecisionRecords: async () =>
      ok(parseImportSummary(call++ === 0 ? NOTHING : { ...IMPORTED, folders: ['docs/records'] })) });
    await importDecisionRecords(fakeAccess(memories));
    assert.deepEqual(memories.calls.importDecisionRecords.map((c) => c[0]), [[], ['docs/records']]);
    assert.equal(ui.info[0], NOTHING.message);
    assert.match(ui.info[1] ?? '', /^Imported 14 decision records from docs\/records/);
  });

  test('nothing found and dismissed: nothing else happens', async (t) => {
    const ui = scriptUi(t, { buttons: [undefined] });
    const memories = fakeMemories({ importDecisionRecords: async () => ok(parseImportSummary(NOTHING)) });
    await importDecisionRecords(fakeAccess(memories));
    assert.equal(memories.calls.importDecisionRecords.length, 1);
    assert.deepEqual(ui.info, [NOTHING.message]);
  });

  test('a failure is shown in plain words', async (t) => {
    const ui = scriptUi(t);
    const memories = fakeMemories({ importDecisionRecords: async () => fail('INVALID_ARGUMENT', "--adr-dir 'x' is not a folder.") });
    assert.equal(await importDecisionRecords(fakeAccess(memories)), undefined);
    assert.equal(ui.errors.length, 1);
    assert.deepEqual(ui.info, []);
  });
});
