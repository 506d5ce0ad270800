// TEST ONLY (end-to-end tests; never in the product VSIX). A chat model that answers
// deterministically and records every prompt it receives as JSON in $COGNEE_E2E_RECORDS, so the
// tests can check what @memory and the compaction command sent. It also records the
// `cogneeMemory` settings the extension host currently sees, each time they change, so a test can
// wait until a settings edit has reached the extension host before asking again.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const vscode = require('vscode');

const VENDOR = 'cognee-e2e';
const dir = process.env.COGNEE_E2E_RECORDS || path.join(os.tmpdir(), 'cognee-e2e-records');

function writeJson(name, value) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(value, null, 2));
  fs.renameSync(`${file}.tmp`, file); // readers never see half a file
}

function messageText(message) {
  return message.content
    .map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : typeof part?.value === 'string' ? part.value : ''))
    .join('');
}

/** A memory's text as plain words: links become their text, Markdown marks and line breaks go. */
function plain(text) {
  return text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_#>|<\[\]~\\]/g, '').replace(/\s+/g, ' ').trim();
}

/** The answer: deterministic; it says how many memories it was given and quotes the best one. */
function answer(kind, texts) {
  const all = texts.join('\n');
  const ids = [...all.matchAll(/^Memory \d+ \(id ([^,]+),/gm)].map((m) => m[1]);
  if (kind === 'capture') {
    // A conversation summarised into memories (the JSON @memory /remember asks for).
    return JSON.stringify({
      memories: [
        { text: 'In production we run Postgres 16; tests keep SQLite in memory.', topic: 'database', decisions: ['Postgres 16 in production'], rationale: ['matches the managed service'], open_questions: ['When to upgrade to 17?'], references: ['docker-compose.yml'] },
        { text: 'Every release runs the Alembic migrations first.', topic: 'release', decisions: [], rationale: [], open_questions: [], references: [] },
      ],
    });
  }
  if (kind === 'summary') {
    const bodies = [...all.matchAll(/^(`{3,})memory\n([\s\S]*?)\n\1$/gm)].map((m) => m[2].replace(/\s+/g, ' ').trim());
    return `Summary of ${bodies.length} memories: ${bodies.join(' ')}`;
  }
  // Plain words, as a model would answer (the extension page's screenshot shows one): the best
  // memory's words, without Markdown (the chat renders it, and the tests find the reply as shown);
  // which memories came in which order is in the record.
  const best = [...all.matchAll(/^(`{3,})memory\n([\s\S]*?)\n\1$/gm)].map((m) => plain(m[2]))[0] ?? '';
  const words = best.split(' ');
  const quote = words.length > 24 ? `${words.slice(0, 24).join(' ')} …` : best;
  return ids.length
    ? `From ${ids.length} saved ${ids.length === 1 ? 'memory' : 'memories'}: ${quote}`
    : 'Fake model answer: I was given no memories.';
}

let requests = 0;

const provider = {
  provideLanguageModelChatInformation() {
    return [
      {
        id: 'fake-model',
        name: 'E2E Fake Model',
        family: 'fake',
        version: '1',
        tooltip: 'Deterministic test model (records prompts)',
        maxInputTokens: 128000,
        maxOutputTokens: 4096,
        isUserSelectable: true,
        capabilities: {},
      },
    ];
  },
  async provideLanguageModelChatResponse(model, messages, _options, progress) {
    const texts = messages.map(messageText);
    const kind = texts.some((t) => t.includes('Write the text of one decision record'))
      ? 'summary'
      : texts.some((t) => t.includes('Summarise the conversation below into memories'))
        ? 'capture'
        : 'answer';
    const reply = answer(kind, texts);
    requests += 1;
    writeJson(`request-${String(requests).padStart(3, '0')}.json`, {
      n: requests,
      kind,
      model: model.id,
      time: new Date().toISOString(),
      messages: messages.map((m, i) => ({ role: m.role, text: texts[i] })),
      reply,
    });
    progress.report(new vscode.LanguageModelTextPart(reply));
  },
  async provideTokenCount(_model, text) {
    const value = typeof text === 'string' ? text : messageText(text);
    return Math.ceil(value.length / 4);
  },
};

function recordSettings() {
  const config = vscode.workspace.getConfiguration('cogneeMemory', vscode.workspace.workspaceFolders?.[0]?.uri);
  writeJson('settings.json', {
    time: new Date().toISOString(),
    halfLifeDays: config.get('ranking.halfLifeDays'),
    maxContextResults: config.get('maxContextResults'),
    pythonPath: config.get('pythonPath'),
  });
}

function activate(context) {
  context.subscriptions.push(
    vscode.lm.registerLanguageModelChatProvider(VENDOR, provider),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('cogneeMemory')) recordSettings();
    }),
  );
  recordSettings();
  // Ask for our own models once: until some caller resolves a vendor's models, the chat's model
  // picker does not list them and the first chat request fails with "Language model unavailable".
  void vscode.lm.selectChatModels({ vendor: VENDOR }).then((models) =>
    writeJson('ready.json', { time: new Date().toISOString(), pid: process.pid, models: models.map((m) => m.id) }),
  );
}

module.exports = { activate, deactivate() {} };
