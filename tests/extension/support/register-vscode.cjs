// Loaded with `node --require`: makes `require('vscode')` resolve to the test fake (vscode.fake.ts),
// so modules that import `vscode` can run under node's test runner.
const Module = require('node:module');
const path = require('node:path');

const fake = path.join(__dirname, 'vscode.fake.ts');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'vscode' ? fake : resolve.call(this, request, ...rest);
};
