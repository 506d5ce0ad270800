/** Identifiers shared between package.json and the code. */

export const PARTICIPANT_ID = 'cogneeMemory.memory';
export const MEMORY_DOC_SCHEME = 'cognee-memory';

export const TOOL_RETRIEVE = 'cogneeMemory_retrieve';
export const TOOL_STORE = 'cogneeMemory_store';

export const COMMANDS = {
  rememberSelection: 'cogneeMemory.rememberSelection',
  remember: 'cogneeMemory.remember',
  search: 'cogneeMemory.search',
  compactTopic: 'cogneeMemory.compactTopic',
  tuneHalfLife: 'cogneeMemory.tuneHalfLife',
  showLog: 'cogneeMemory.showLog',
  setupPython: 'cogneeMemory.setupPython',
  supersede: 'cogneeMemory.supersede',
  restoreSuperseded: 'cogneeMemory.restoreSuperseded',
  forget: 'cogneeMemory.forget',
  edit: 'cogneeMemory.edit',
  setServerPassword: 'cogneeMemory.setServerPassword',
  // Internal (hidden from the palette): the Undo button after a compaction.
  undoCompaction: 'cogneeMemory.undoCompaction',
} as const;

/** Creating a virtualenv and pip-installing Cognee downloads a few hundred MB: allow a long time. */
export const SETUP_TIMEOUT_MS = 20 * 60_000;

/** The Python extension, asked for its active interpreter when cogneeMemory.pythonPath is empty. */
export const PYTHON_EXTENSION_ID = 'ms-python.python';
