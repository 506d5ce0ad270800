/**
 * A minimal stand-in for the `vscode` module in unit tests: the classes and enums the extension
 * constructs. UI calls go through extension/src/vscodeapi.ts, which tests stub per method.
 */
/* eslint-disable @typescript-eslint/no-extraneous-class */

export class Uri {
  private constructor(
    readonly scheme: string,
    readonly path: string,
    readonly query: string,
    readonly fragment = '',
  ) {}
  static file(fsPath: string): Uri {
    return new Uri('file', fsPath, '');
  }
  static from(parts: { scheme: string; path?: string; query?: string; fragment?: string }): Uri {
    return new Uri(parts.scheme, parts.path ?? '', parts.query ?? '', parts.fragment ?? '');
  }
  static joinPath(base: Uri, ...segments: string[]): Uri {
    return new Uri(base.scheme, [base.path, ...segments].join('/'), base.query, base.fragment);
  }
  get fsPath(): string {
    return this.path;
  }
  toString(): string {
    return `${this.scheme}:${this.path}${this.query ? `?${this.query}` : ''}${this.fragment ? `#${this.fragment}` : ''}`;
  }
}

export class ThemeIcon {
  constructor(readonly id: string) {}
}

export class MarkdownString {
  isTrusted?: boolean | { enabledCommands: readonly string[] };
  constructor(public value = '') {}
  appendText(text: string): MarkdownString {
    this.value += text;
    return this;
  }
  appendMarkdown(text: string): MarkdownString {
    this.value += text;
    return this;
  }
}

export class EventEmitter<T> {
  private listeners: Array<(value: T) => unknown> = [];
  readonly event = (listener: (value: T) => unknown) => {
    this.listeners.push(listener);
    return { dispose: () => void (this.listeners = this.listeners.filter((l) => l !== listener)) };
  };
  fire(value: T): void {
    for (const listener of this.listeners) listener(value);
  }
  dispose(): void {
    this.listeners = [];
  }
}

export enum TreeItemCollapsibleState {
  None = 0,
  Collapsed = 1,
  Expanded = 2,
}

export class TreeItem {
  description?: string;
  tooltip?: string | MarkdownString;
  iconPath?: ThemeIcon;
  contextValue?: string;
  id?: string;
  command?: { title: string; command: string; arguments?: unknown[] };
  constructor(
    readonly label: string,
    readonly collapsibleState = TreeItemCollapsibleState.None,
  ) {}
}

export class LanguageModelTextPart {
  constructor(readonly value: string) {}
}

export class LanguageModelToolResult {
  constructor(readonly content: unknown[]) {}
}

export class LanguageModelChatMessage {
  constructor(
    readonly role: 'user' | 'assistant',
    readonly content: string,
  ) {}
  static User(content: string): LanguageModelChatMessage {
    return new LanguageModelChatMessage('user', content);
  }
  static Assistant(content: string): LanguageModelChatMessage {
    return new LanguageModelChatMessage('assistant', content);
  }
}

export class LanguageModelError extends Error {
  constructor(
    message: string,
    readonly code = 'Unknown',
  ) {
    super(message);
  }
  static Blocked(message?: string): LanguageModelError {
    return new LanguageModelError(message ?? 'blocked', 'Blocked');
  }
}

export enum ProgressLocation {
  SourceControl = 1,
  Window = 10,
  Notification = 15,
}

export enum ChatResultFeedbackKind {
  Unhelpful = 0,
  Helpful = 1,
}

export enum ConfigurationTarget {
  Global = 1,
  Workspace = 2,
  WorkspaceFolder = 3,
}

/** What activate() registered, for the wiring test. */
export const registry = {
  commands: new Map<string, (...args: unknown[]) => unknown>(),
  participants: [] as Array<{ id: string; iconPath?: unknown; feedbackListeners: Array<(feedback: unknown) => void>; dispose(): void }>,
  tools: [] as string[],
  schemes: [] as string[],
  views: [] as string[],
  channels: [] as Array<{ name: string; shown: number }>,
};

const disposable = { dispose() {} };

export const window = {
  createOutputChannel(name: string) {
    const channel = { name, shown: 0, show() { channel.shown++; }, info() {}, warn() {}, error() {}, trace() {}, dispose() {} };
    registry.channels.push(channel);
    return channel;
  },
  createTreeView(id: string) {
    registry.views.push(id);
    return disposable;
  },
};
export const workspace = {
  registerTextDocumentContentProvider(scheme: string) {
    registry.schemes.push(scheme);
    return disposable;
  },
  onDidOpenTextDocument() {
    return disposable;
  },
  onDidChangeWorkspaceFolders() {
    return disposable;
  },
};
export const commands = {
  registerCommand(id: string, handler: (...args: unknown[]) => unknown) {
    registry.commands.set(id, handler);
    return disposable;
  },
};
export const chat = {
  createChatParticipant(id: string) {
    const participant = {
      id,
      feedbackListeners: [] as Array<(feedback: unknown) => void>,
      onDidReceiveFeedback(listener: (feedback: unknown) => void) {
        participant.feedbackListeners.push(listener);
        return disposable;
      },
      dispose() {},
    };
    registry.participants.push(participant);
    return participant;
  },
};
export const lm = {
  registerTool(name: string) {
    registry.tools.push(name);
    return disposable;
  },
};
