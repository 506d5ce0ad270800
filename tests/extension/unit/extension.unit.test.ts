import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import type * as vscode from 'vscode';
import { activate } from '../../../extension/src/extension';
import { registry } from '../support/vscode.fake';

const packageJson = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8'));

test('activate registers every contributed command, the participant and the tools; Show Log shows the log', async () => {
  const subscriptions: Array<{ dispose(): unknown }> = [];
  activate({ subscriptions, extensionPath: '/ext', globalStorageUri: { fsPath: '/global' } } as unknown as vscode.ExtensionContext);
  const contributed = packageJson.contributes.commands.map((c: { command: string }) => c.command).sort();
  assert.deepEqual([...registry.commands.keys()].sort(), contributed);
  assert.deepEqual(registry.participants.map((p) => p.id), packageJson.contributes.chatParticipants.map((p: { id: string }) => p.id));
  assert.deepEqual(registry.tools.sort(), packageJson.contributes.languageModelTools.map((t: { name: string }) => t.name).sort());
  assert.deepEqual(registry.schemes, ['cognee-memory']);
  assert.deepEqual(registry.views, packageJson.contributes.views.explorer.map((v: { id: string }) => v.id));
  assert.ok(subscriptions.length >= contributed.length + 4, 'everything is disposed with the extension');
  await registry.commands.get('cogneeMemory.showLog')!();
  assert.equal(registry.channels[0]!.shown, 1);
  for (const command of packageJson.contributes.commands) assert.equal(command.category, 'Cognee Memory');
});
