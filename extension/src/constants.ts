/** Identifiers shared between package.json and the code. */

export const PARTICIPANT_ID = 'cogneeMemory.memory';
/** What users type after @ (package.json chatParticipants[0].name). */
export const PARTICIPANT_NAME = 'memory';
export const MEMORY_DOC_SCHEME = 'cognee-memory';
export const MEMORY_VIEW_ID = 'cogneeMemory.memories';

export const TOOL_RETRIEVE = 'cogneeMemory_retrieve';
export const TOOL_STORE = 'cogneeMemory_store';

export const COMMANDS = {
  rememberSelection: 'cogneeMemory.rememberSelection',
  remember: 'cogneeMemory.remember',
  rememberConversation: 'cogneeMemory.rememberConversation',
  search: 'cogneeMemory.search',
  compactTopic: 'cogneeMemory.compactTopic',
  tuneHalfLife: 'cogneeMemory.tuneHalfLife',
  halfLifeChart: 'cogneeMemory.halfLifeChart',
  showLog: 'cogneeMemory.showLog',
  setupPython: 'cogneeMemory.setupPython',
  supersede: 'cogneeMemory.supersede',
  restoreSuperseded: 'cogneeMemory.restoreSuperseded',
  forget: 'cogneeMemory.forget',
  edit: 'cogneeMemory.edit',
  setServerPassword: 'cogneeMemory.setServerPassword',
  importDecisionRecords: 'cogneeMemory.importDecisionRecords',
  // Internal (hidden from the palette): the Undo button after a compaction.
  undoCompaction: 'cogneeMemory.undoCompaction',
  // Internal: the "Review Successor…" button of a partial update (edit, store, supersede the older memory).
  storeSuccessor: 'cogneeMemory.storeSuccessor',
  // Internal: opens a memory shown in chat (the links of an answer's "Memories used" list).
  openMemory: 'cogneeMemory.openMemory',
  // The memory view's actions (hidden from the palette: they take the clicked node).
  // Internal: the buttons under the memories drafted from a conversation.
  saveDrafts: 'cogneeMemory.saveDrafts',
  reviewDrafts: 'cogneeMemory.reviewDrafts',
  viewRefresh: 'cogneeMemory.view.refresh',
  viewOpen: 'cogneeMemory.view.open',
  viewSupersede: 'cogneeMemory.view.supersede',
  viewRestore: 'cogneeMemory.view.restore',
  viewForget: 'cogneeMemory.view.forget',
  viewEdit: 'cogneeMemory.view.edit',
  viewCompact: 'cogneeMemory.view.compactTopic',
} as const;

/** Creating a virtualenv and pip-installing Cognee downloads a few hundred MB: allow a long time. */
export const SETUP_TIMEOUT_MS = 20 * 60_000;

/** The Python extension, asked for its active interpreter when cogneeMemory.pythonPath is empty. */
export const PYTHON_EXTENSION_ID = 'ms-python.python';
