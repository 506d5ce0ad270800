/**
 * Modules that run in plain Node (the bridge to Python, CLI arguments, the contract, settings, prompt
 * and formatting) never import `vscode`, directly or through a module they import. They are tested
 * without VS Code, and `vscode` exists only inside the extension host.
 */
import * as assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import * as ts from 'typescript';

const SRC = path.resolve(__dirname, '../../../extension/src');

/**
 * Free of `vscode` today, relative to extension/src. Not listed: pythonEnv/python.ts, which asks the
 * Python extension for its interpreter through the VS Code API, and the modules that show things or
 * register commands (chat/participant.ts, halfLife/tune.ts, memoryView/view.ts, ...).
 */
const VSCODE_FREE = [
  'constants.ts',
  'settings.ts',
  'backendClient/bridge.ts',
  'backendClient/cliargs.ts',
  'backendClient/contract.ts',
  'backendClient/decisionRecords.ts',
  'backendClient/memoryclient.ts',
  'backendClient/outcome.ts',
  'chat/conversation.ts',
  'chat/excerpt.ts',
  'chat/prompt.ts',
  'chat/relevance.ts',
  'compaction/compaction.ts',
  'display/age.ts',
  'display/format.ts',
  'display/messages.ts',
  'halfLife/chart.ts',
  'memoryView/tree.ts',
  'pythonEnv/environment.ts',
  'pythonEnv/warmup.ts',
  'remember/capture.ts',
  'teamServer/server.ts',
];

/** Every module a source file names: import (also `import type`), export … from, import = require, require(), import(). */
function importedModules(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): void => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) literal(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      if (isRequire || callee.kind === ts.SyntaxKind.ImportKeyword) literal(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isVscode = (specifier: string): boolean => specifier === 'vscode' || specifier.startsWith('vscode/');

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidate = [`${base}.ts`, path.join(base, 'index.ts')].find((file) => existsSync(file));
  if (!candidate) throw new Error(`${from} imports ${specifier}, which is not a .ts module`);
  return candidate;
}

/** The import chain from `file` to the first module that imports `vscode` (relative to `root`); undefined when there is none. */
function vscodeImportChain(root: string, file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const here = path.relative(root, file);
  const specifiers = importedModules(file, readFileSync(file, 'utf8'));
  if (specifiers.some(isVscode)) return [here];
  for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
    const chain = vscodeImportChain(root, resolveRelative(file, specifier), seen);
    if (chain) return [here, ...chain];
  }
  return undefined;
}

describe('module boundaries: plain-Node modules never import vscode', () => {
  test('the import scanner sees every way of naming a module', () => {
    const text = [
      "import * as a from 'a';",
      "import type { B } from 'b';",
      "import 'c';",
      "export { d } from 'd';",
      "export type * from 'e';",
      "import f = require('f');",
      "const g = require('g');",
      "const h = import('h');",
      "type I = import('i').I;",
      "const notAnImport = 'vscode';",
    ].join('\n');
    assert.deepEqual(importedModules('fixture.ts', text), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  test('the check follows relative imports and names the chain to the module importing vscode', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'module-boundaries-'));
    try {
      writeFileSync(path.join(dir, 'top.ts'), "import { x } from './middle';\nexport const y = x;\n");
      writeFileSync(path.join(dir, 'middle.ts'), "import type { Uri } from 'vscode';\nexport const x = 1 as unknown as Uri;\n");
      writeFileSync(path.join(dir, 'clean.ts'), "import * as path from 'node:path';\nexport const z = path.sep;\n");
      assert.deepEqual(vscodeImportChain(dir, path.join(dir, 'top.ts')), ['top.ts', 'middle.ts']);
      assert.equal(vscodeImportChain(dir, path.join(dir, 'clean.ts')), undefined);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('every listed module exists, so the check cannot pass on a renamed file', () => {
    const missing = VSCODE_FREE.filter((file) => !existsSync(path.join(SRC, file)));
    assert.deepEqual(missing, [], `listed as vscode-free but missing from extension/src: ${missing.join(', ')}`);
  });

  test('the top level holds only wiring (at most 8 modules); each feature has its own folder', () => {
    const top = readdirSync(SRC).filter((name) => name.endsWith('.ts'));
    assert.ok(top.length <= 8, `extension/src has ${top.length} modules at the top: ${top.join(', ')}`);
    assert.ok(!existsSync(path.join(SRC, 'commands')), 'commands are registered by their feature, not collected in commands/');
  });

  for (const file of VSCODE_FREE) {
    test(`${file} does not import vscode, directly or through its imports`, () => {
      const chain = vscodeImportChain(SRC, path.join(SRC, file));
      assert.equal(chain, undefined, `${file} must stay free of vscode, but ${chain?.join(' → ')} imports it`);
    });
  }
});
