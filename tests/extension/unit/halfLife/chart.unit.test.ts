import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import * as vscode from 'vscode';
import { chartHtml } from '../../../../extension/src/halfLife/chartView';
import { ageText, chartMaxAge, decayCurve, largestWeightChange, nothingChangesNote, recencyMultiplier } from '../../../../extension/src/halfLife/chart';

const MEDIA = path.join(__dirname, '../../../../extension/media');

describe('half-life chart: the data', () => {
  test('the curve halves every half-life', () => {
    const curve = decayCurve(7, 28, 4);
    assert.deepEqual(curve.map(([age]) => age), [0, 7, 14, 21, 28]);
    for (const [i, [, w]] of curve.entries()) assert.ok(Math.abs(w - 0.5 ** i) < 1e-9);
  });

  test('recency halves every half-life', () => {
    assert.equal(recencyMultiplier(0, 7), 1);
    assert.ok(Math.abs(recencyMultiplier(14, 7) - 0.25) < 1e-12);
  });

  test('young ages in minutes, then hours, then days', () => {
    assert.deepEqual([0, 0.4 / 1440, 1 / 1440, 25 / 1440, 1 / 24, 5 / 24, 3].map(ageText),
      ['less than a minute', 'less than a minute', '1 minute', '25 minutes', '1 hour', '5 hours', '3 days']);
  });

  test('the x-axis covers at least a month and the oldest memory', () => {
    assert.equal(chartMaxAge([]), 30);
    assert.equal(chartMaxAge([1, 100]), 115);
  });

  test('says plainly when every memory is too new for the half-life to matter', () => {
    const minutes = [5 / 1440, 20 / 1440];
    assert.ok(largestWeightChange(minutes, 1, 365) < 0.05);
    assert.match(nothingChangesNote(minutes)!, /All 2 memories are new \(the oldest is 20 minutes old\).*the half-life changes nothing yet/);
    assert.match(nothingChangesNote([1 / 24])!, /the oldest is 1 hour old/);
    assert.match(nothingChangesNote([3 / 1440, 7 / 1440])!, /the oldest is 7 minutes old/, 'minutes are not rounded up to an hour');
    assert.equal(nothingChangesNote([5 / 1440, 30]), undefined, 'an old memory makes the half-life matter');
    assert.match(nothingChangesNote([])!, /no memories yet/);
  });
});

describe('half-life chart: the webview page', () => {
  const webview = { cspSource: 'vscode-webview://x', asWebviewUri: (uri: { path: string }) => `vscode-webview://x${uri.path}` } as unknown as vscode.Webview;

  test('offline and locked down: a nonce-only script policy, local script and stylesheet, no remote URL', () => {
    const html = chartHtml(webview, vscode.Uri.file('/ext/extension/media'), 'NONCE123');
    assert.match(html, /Content-Security-Policy" content="default-src 'none'; img-src vscode-webview:\/\/x; style-src vscode-webview:\/\/x; script-src 'nonce-NONCE123';"/);
    assert.match(html, /<script nonce="NONCE123" src="vscode-webview:\/\/x\/ext\/extension\/media\/halflife\.js"><\/script>/);
    assert.doesNotMatch(html, /https?:\/\//);
    for (const file of ['halflife.js', 'halflife.css']) assert.doesNotMatch(readFileSync(path.join(MEDIA, file), 'utf8'), /https?:\/\/(?!www\.w3\.org\/2000\/svg)/, `${file} loads nothing remote`);
  });

  test('themable: the stylesheet colours come from VS Code theme variables only', () => {
    const css = readFileSync(path.join(MEDIA, 'halflife.css'), 'utf8');
    assert.doesNotMatch(css, /#[0-9a-f]{3,6}\b|rgb\(/i, 'no hard-coded colours');
    assert.match(css, /var\(--vscode-charts-blue\)/);
  });
});
