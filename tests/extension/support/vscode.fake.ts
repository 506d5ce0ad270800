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
  ) {}
  static file(fsPath: string): Uri {
    return new Uri('file', fsPath, '');
  }
  static from(parts: { scheme: string; path?: string; query?: string }): Uri {
    return new Uri(parts.scheme, parts.path ?? '', parts.query ?? '');
  }
  get fsPath(): string {
    return this.path;
  }
  toString(): string {
    return `${this.scheme}:${this.path}${this.query ? `?${this.query}` : ''}`;
  }
}

export class ThemeIcon {
  constructor(readonly id: string) {}
}

export class MarkdownString {
  constructor(readonly value = '') {}
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
}

export enum ProgressLocation {
  SourceControl = 1,
  Window = 10,
  Notification = 15,
}

export enum ConfigurationTarget {
  Global = 1,
  Workspace = 2,
  WorkspaceFolder = 3,
}

const notInTests = (name: string) => () => {
  throw new Error(`vscode.${name} is not available in unit tests; stub vscodeApi instead`);
};

export const window = { createOutputChannel: notInTests('window.createOutputChannel') };
export const workspace = { registerTextDocumentContentProvider: notInTests('workspace.registerTextDocumentContentProvider') };
export const commands = { registerCommand: notInTests('commands.registerCommand') };
export const chat = { createChatParticipant: notInTests('chat.createChatParticipant') };
export const lm = { registerTool: notInTests('lm.registerTool') };
