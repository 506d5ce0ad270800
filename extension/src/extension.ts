/** Wiring only: each feature lives in its own module and registers itself here. */
import * as vscode from 'vscode';
import { createMemoryAccess, warmUpOnOpen } from './access';
import { COMMANDS } from './constants';
import { FeedbackRecorder } from './chat/feedback';
import { registerParticipant } from './chat/participant';
import { registerTools } from './chat/tools';
import { registerCompactCommands } from './compaction/command';
import { registerForgetCommands } from './forget/commands';
import { registerHalfLifeChart } from './halfLife/chartView';
import { registerImportRecordsCommand } from './importRecords/command';
import { registerTuneCommand } from './halfLife/tune';
import { registerMemoryDocuments } from './memoryView/documents';
import { registerSearchCommand } from './memoryView/search';
import { registerMemoryView } from './memoryView/view';
import { ownEnvironment, registerSetupCommand } from './pythonEnv/setup';
import { Warmup } from './pythonEnv/warmup';
import { registerCaptureCommands } from './remember/captureCommands';
import { registerRememberCommands } from './remember/commands';
import { registerSupersedeCommands } from './supersede/commands';
import { registerServerPasswordCommand } from './teamServer/passwordCommand';

/** globalState: the last measured cold start of a backend, for the "warming up (~N s)" note. */
const COLD_START_KEY = 'coldStartSeconds';

export function activate(context: vscode.ExtensionContext): void {
  const log = vscode.window.createOutputChannel('Cognee Memory', { log: true });
  context.subscriptions.push(log);

  // Fired after every write through the extension; the memory view refreshes on it.
  const writes = new vscode.EventEmitter<void>();
  context.subscriptions.push(writes);
  // The Python environment lives in global storage (it survives updates); the code runs from this folder.
  const ownEnv = ownEnvironment(context.extensionPath, context.globalStorageUri.fsPath, log);
  const warmup = new Warmup({
    get: () => context.globalState.get<number>(COLD_START_KEY),
    set: (seconds) => void context.globalState.update(COLD_START_KEY, seconds),
  });
  const access = createMemoryAccess(context.extensionPath, log, { secrets: context.secrets, ownEnv, warmup, onWrite: () => writes.fire() });
  const documents = registerMemoryDocuments(context);
  const feedback = new FeedbackRecorder(access, log);
  documents.onOpen((retrievalId, memoryId) => feedback.opened(retrievalId, memoryId));

  registerParticipant(context, { access, documents, feedback });
  registerTools(context, access);
  registerRememberCommands(context, access);
  registerCaptureCommands(context, access);
  registerSearchCommand(context, access, documents);
  registerCompactCommands(context, access);
  registerSupersedeCommands(context, access);
  registerForgetCommands(context, access);
  registerTuneCommand(context, access);
  registerHalfLifeChart(context, access);
  registerMemoryView(context, access, documents, writes.event);
  registerSetupCommand(context, log);
  registerServerPasswordCommand(context, access);
  registerImportRecordsCommand(context, access);
  context.subscriptions.push(vscode.commands.registerCommand(COMMANDS.showLog, () => log.show()));
  // After activation returns, so the window is not held up.
  setImmediate(() => void warmUpOnOpen(access, log).catch((err: unknown) => log.warn(`Warm-up failed: ${String(err)}`)));
}

export function deactivate(): void {
  // Nothing to stop: each Python call is a short-lived child process.
}
