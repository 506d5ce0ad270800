/**
 * Driving the real VS Code UI (code-server in headless Chromium) the way a person does: the
 * command palette, input boxes, quick picks, notifications and the Chat view. Every wait is on
 * something visible; nothing reaches into VS Code's internals.
 */
import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import * as path from 'node:path';
import { chromium, type Browser, type FrameLocator, type Locator, type Page } from 'playwright-core';

/** UI steps are quick; anything that runs Python waits longer (the first call starts the backend). */
export const UI_TIMEOUT_MS = 20_000;
export const PYTHON_TIMEOUT_MS = 180_000;

export interface ChatAnswer {
  /** The response's visible text. */
  text: string;
  /** The reference list's labels, in order (for @memory: "id · status · score s (sem × rec × status) · age.md"). */
  references: string[];
  response: Locator;
}

export class Workbench {
  /** The model openChat selected (the chat must keep it, in Ask mode). */
  private chatModel: string | undefined;

  private constructor(
    private readonly browser: Browser,
    readonly page: Page,
    private readonly artifacts: string,
  ) {}

  /** Open `folder` (or, with `kind` 'workspace', a .code-workspace file and all its folders). */
  static async open(url: string, folder: string, artifacts: string, kind: 'folder' | 'workspace' = 'folder'): Promise<Workbench> {
    const browser = await chromium.launch({
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      // Chromium refuses to sandbox as root (CI containers run as root); containers often have a
      // small /dev/shm.
      args: ['--disable-dev-shm-usage', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    });
    const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
    // The workbench draws itself long before every resource has loaded (the page's "load" event, which
    // goto waits for by default within 30 s): wait for what a person waits for.
    // The window must show what was asked for. Once (CI, a second window on the same code-server) a
    // two-folder window came up without its folders: Go to File found nothing and no command asked
    // which folder. So wait until the title names the folder or workspace, and load it again once.
    const name = path.basename(folder).replace(/\.code-workspace$/, '');
    const target = `${url}/?${kind}=${encodeURIComponent(folder)}`;
    for (let attempt = 1; ; attempt++) {
      await page.goto(target, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      await page.locator('.monaco-workbench').waitFor({ timeout: 120_000 });
      const shown = await page
        .waitForFunction((expected) => document.title.includes(expected), name, { timeout: 60_000 })
        .then(() => true, () => false);
      if (shown) break;
      const title = await page.title();
      if (attempt === 2) {
        await browser.close();
        throw new Error(`The window did not open ${folder}: its title is ${JSON.stringify(title)}.`);
      }
      console.error(`e2e: the window's title is ${JSON.stringify(title)}, not ${JSON.stringify(name)}: loading ${target} again`);
    }
    mkdirSync(artifacts, { recursive: true });
    return new Workbench(browser, page, artifacts);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  private get quickInput(): Locator {
    return this.page.locator('.quick-input-widget');
  }

  /** F1, type the command's title, run it. */
  async runCommand(title: string): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.keyboard.press('F1');
    const input = this.quickInput.locator('.quick-input-box input');
    await input.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await input.fill(`>${title}`);
    const rows = this.quickInput.locator('.quick-input-list .monaco-list-row');
    const row = rows.filter({ hasText: title }).first();
    await row.waitFor({ timeout: UI_TIMEOUT_MS });
    // A recently used command with a similar title may be listed first: then click the right row.
    if ((await rows.first().innerText()).includes(title)) await input.press('Enter');
    else await row.click();
  }

  /** Whether "Go to File…" lists a file of this name within ``timeoutMs`` (the palette is closed again). */
  async findsFile(name: string, timeoutMs: number): Promise<boolean> {
    await this.runCommand('Go to File...');
    await this.quickInput.locator('.quick-input-box input').fill(name);
    const row = this.quickInput.locator('.quick-input-list .monaco-list-row', { hasText: name }).first();
    const found = await row.waitFor({ timeout: timeoutMs }).then(() => true, () => false);
    await this.page.keyboard.press('Escape');
    return found;
  }

  /** Load the window again (the same folder or workspace). */
  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'domcontentloaded', timeout: 120_000 });
    await this.page.locator('.monaco-workbench').waitFor({ timeout: 120_000 });
  }

  /** Open a workspace file by name with "Go to File…", and wait for its editor tab to be active. */
  async openFile(name: string): Promise<void> {
    await this.runCommand('Go to File...');
    const input = this.quickInput.locator('.quick-input-box input');
    await input.fill(name);
    // Click the row that names the file, as a person does: Enter would open the first row, which can
    // still be another, recently opened file while the search runs (a fresh window's first file
    // search can take a while).
    const row = this.quickInput.locator('.quick-input-list .monaco-list-row', { hasText: name }).first();
    await row.waitFor({ timeout: PYTHON_TIMEOUT_MS });
    await row.click();
    await this.page.locator('.tabs-container .tab.active', { hasText: name }).first().waitFor({ timeout: UI_TIMEOUT_MS });
  }

  /** Wait for the input box (or quick pick) titled `title`. */
  async waitForQuickInput(title: string | RegExp, timeout = UI_TIMEOUT_MS): Promise<void> {
    await this.quickInput.locator('.quick-input-title').filter({ hasText: title }).waitFor({ timeout });
  }

  /** Answer the input box titled `title`. */
  async answerInput(title: string, text: string): Promise<void> {
    await this.waitForQuickInput(title);
    const input = this.quickInput.locator('.quick-input-box input');
    await input.fill(text);
    await input.press('Enter');
  }

  /** The quick pick titled `title`: each row's visible text (label, description, detail). */
  async quickPickRows(title: string | RegExp, timeout = UI_TIMEOUT_MS): Promise<string[]> {
    await this.waitForQuickInput(title, timeout);
    const rows = this.quickInput.locator('.quick-input-list .monaco-list-row');
    await rows.first().waitFor({ timeout });
    return (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  }

  /** Pick the row of the quick pick titled `title` whose text contains `label`. */
  async pick(title: string | RegExp, label: string): Promise<void> {
    await this.waitForQuickInput(title);
    await this.quickInput.locator('.quick-input-list .monaco-list-row', { hasText: label }).first().click();
  }

  /** A notification toast whose text matches; its text, flattened. */
  async waitForToast(text: RegExp, timeout = PYTHON_TIMEOUT_MS): Promise<{ toast: Locator; text: string }> {
    const toast = this.page.locator('.notification-toast', { hasText: text }).last();
    await toast.waitFor({ timeout });
    await settled(toast);
    return { toast, text: (await toast.innerText()).replace(/\s+/g, ' ').trim() };
  }

  /**
   * A notification whose text matches, as a toast or, if VS Code put it straight into the
   * notification centre (it sometimes does when toasts follow each other quickly), there.
   */
  async waitForMessage(text: RegExp, timeout = PYTHON_TIMEOUT_MS): Promise<string> {
    const deadline = Date.now() + timeout;
    const toast = this.page.locator('.notification-toast', { hasText: text }).last();
    for (;;) {
      const wait = Math.max(1_000, Math.min(10_000, deadline - Date.now()));
      if (await toast.waitFor({ timeout: wait }).then(() => true, () => false)) {
        await settled(toast);
        return (await toast.innerText()).replace(/\s+/g, ' ').trim();
      }
      await this.runCommand('Notifications: Show Notifications');
      const item = this.page.locator('.notifications-center .monaco-list-row', { hasText: text }).last();
      const found = await item.waitFor({ timeout: 2_000 }).then(() => true, () => false);
      const itemText = found ? (await item.innerText()).replace(/\s+/g, ' ').trim() : '';
      // Escape closes the centre (it has the focus). Not the "Hide Notifications" command: the
      // Escape that opens the palette closes the centre first, and then the command is not offered.
      await this.page.keyboard.press('Escape');
      if (found) return itemText;
      if (Date.now() >= deadline) throw new Error(`No notification matching ${text} within ${timeout} ms`);
    }
  }

  /** Click a notification's button: on its toast while shown, else in the notification centre. */
  async clickNotificationButton(text: RegExp, button: string): Promise<void> {
    const toast = this.page.locator('.notification-toast', { hasText: text }).last();
    if (await toast.isVisible()) {
      await toast.locator('.monaco-button', { hasText: button }).click();
      return;
    }
    await this.runCommand('Notifications: Show Notifications');
    const item = this.page.locator('.notifications-center .monaco-list-row', { hasText: text }).last();
    await item.waitFor({ timeout: UI_TIMEOUT_MS });
    await item.locator('.monaco-button', { hasText: button }).click();
    // Acting on the notification may already have closed the centre (then "Hide" is not offered).
    const centre = this.page.locator('.notifications-center.visible');
    if (await centre.isVisible()) await this.runCommand('Notifications: Hide Notifications');
  }

  async clearNotifications(): Promise<void> {
    await this.runCommand('Notifications: Clear All Notifications');
  }

  /**
   * Open the Chat view in Ask mode, maximized (references stay readable) unless `maximize` is false
   * (the editors stay visible), with `model` selected.
   */
  async openChat(model: string, options: { maximize?: boolean } = {}): Promise<void> {
    await this.runCommand('Chat: Open Chat (Ask)');
    const input = this.page.locator('.interactive-input-part').last();
    await input.waitFor({ timeout: UI_TIMEOUT_MS });
    // A reloaded window restores the view as it was (already maximized): maximize only when offered.
    const maximize = this.page.locator('.part.auxiliarybar .action-label[aria-label^="Maximize Secondary Side Bar"]').first();
    if (options.maximize !== false) await maximize.waitFor({ timeout: 5_000 }).then(
      () => maximize.click(),
      () => undefined,
    );
    // Until the model list has loaded, a request fails with "Language model unavailable".
    await input.getByText(model).first().waitFor({ timeout: 60_000 });
    this.chatModel = model;
    await this.keepAskMode();
  }

  /**
   * The labels the chat input shows: its text, attachments and pickers, one per line (the mode
   * picker reads "Ask" or "Agent", the model picker the model's name).
   */
  private async chatInputLabels(): Promise<string[]> {
    const text = await this.page.locator('.interactive-input-part').last().innerText();
    return text.split('\n').map((line) => line.trim()).filter(Boolean);
  }

  /**
   * Make sure the chat is in Ask mode with the model openChat selected, and stays so. A second
   * window's chat view opens in Agent mode (a fresh window's default; seen on the failure
   * pictures), where the fake model (no tool calling) is not offered ("Models") and the default
   * participant is the built-in Copilot's "agent". Select Ask again until it holds for two looks,
   * and say so in the log.
   */
  private async keepAskMode(): Promise<void> {
    const model = this.chatModel;
    if (!model) return;
    const deadline = Date.now() + 60_000;
    let held = 0;
    while (held < 2) {
      const labels = await this.chatInputLabels();
      if (labels.includes('Ask') && labels.includes(model)) {
        held += 1;
      } else {
        held = 0;
        if (Date.now() > deadline) throw new Error(`The chat did not stay in Ask mode with ${model}: it shows ${JSON.stringify(labels)}`);
        console.error(`e2e: the chat left Ask mode (it shows ${JSON.stringify(labels)}); selecting Ask again`);
        await this.runCommand('Chat: Open Chat (Ask)');
      }
      await this.page.waitForTimeout(500);
    }
  }

  /** Start a new chat session in the Chat view (its "New Chat" button), so it shows one exchange. */
  async newChat(): Promise<void> {
    // An empty session is already new. Replacing it anyway races with the typing that follows: the
    // replacement can land after the message was sent and take the exchange with it (seen once, on a
    // new user's very first question).
    const items = this.page.locator('.interactive-session .interactive-item-container');
    if ((await items.count()) === 0) return;
    await this.page.locator('.part.auxiliarybar .action-label[aria-label^="New Chat ("]').first().click();
    await items.first().waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  }

  /**
   * Type a message into a new chat session; the response's locator. (The chat list renders only
   * the items in view, so a response is found as the one of a fresh session rather than by index.)
   */
  async send(message: string, options: { newSession?: boolean } = {}): Promise<Locator> {
    // A follow-up stays in the session, so the participant sees the earlier turns.
    if (options.newSession !== false) await this.newChat();
    const responses = this.page.locator('.interactive-session .interactive-item-container.interactive-response');
    // A message sent in Agent mode would go to Copilot's "agent" participant, not ours.
    await this.keepAskMode();
    const editor = this.page.locator('.interactive-input-part .monaco-editor').last();
    const typed = async (): Promise<string> => (await editor.locator('.view-lines').innerText()).replace(/\s+/g, ' ').trim();
    const requests = this.page.locator('.interactive-session .interactive-item-container.interactive-request');
    const first = message.split(/\s/, 1)[0]!;
    for (let attempt = 0; ; attempt++) {
      // Focus the input's editing element: a click could land on a notification toast over it.
      await editor.locator('.native-edit-context, textarea').first().focus();
      if (await typed()) {
        await this.page.keyboard.press('ControlOrMeta+A');
        await this.page.keyboard.press('Backspace');
      }
      await this.page.keyboard.type(message);
      if (!(await typed()).includes(first) || !(await this.chatInputLabels()).includes('Ask')) {
        if (attempt === 2) throw new Error(`The chat input does not hold "${first} …" in Ask mode: it shows ${JSON.stringify(await this.chatInputLabels())}`);
        await this.keepAskMode();
        continue;
      }
      // An open suggestion list would take the Enter (and put its item in place of the message).
      // It opens a moment after the typing stops: give it that moment, then close it.
      const suggestions = this.page.locator('.interactive-input-part .suggest-widget.visible');
      await sleep(300);
      if (await suggestions.count()) await this.page.keyboard.press('Escape');
      const before = await requests.count();
      await this.page.keyboard.press('Enter');
      // Sent: the request shows in the list. In a freshly opened second window, Enter was seen to
      // leave the input reading "@agent " with nothing sent (the participant never called): then
      // say so, keep a picture, and send again.
      if (await requests.nth(before).waitFor({ timeout: UI_TIMEOUT_MS / 2 }).then(() => true, () => false)) break;
      const shown = await this.chatInputLabels();
      await this.screenshot(`chat-not-sent-${attempt + 1}`);
      if (attempt === 2) throw new Error(`The chat did not send "${message}": its input shows ${JSON.stringify(shown)}`);
      console.error(`e2e: Enter did not send "${first} …" (the input shows ${JSON.stringify(shown)}); sending again`);
      // Typing again into the same input was seen to fail the same way three times: unless the
      // message follows up on earlier turns, start afresh.
      if (options.newSession !== false) {
        await this.page.locator('.part.auxiliarybar .action-label[aria-label^="New Chat ("]').first().click();
        await sleep(500);
      }
      await this.keepAskMode();
    }
    const response = responses.last();
    await response.waitFor({ timeout: UI_TIMEOUT_MS });
    // The request as the chat shows it starts with the participant it went to.
    const sent = (await requests.last().innerText()).replace(/\s+/g, ' ').trim();
    if (!sent.includes(first)) throw new Error(`The chat sent "${sent}", not "${message}"`);
    return response;
  }

  /**
   * Wait until the response shows `expected` and is no longer working; read it and, when
   * `withReferences`, its reference list (expanded, so the labels can be read and are on screenshots).
   */
  async answer(response: Locator, expected: string | RegExp, withReferences: boolean, timeout = PYTHON_TIMEOUT_MS): Promise<ChatAnswer> {
    await response.locator('.chat-markdown-part').filter({ hasText: expected }).first().waitFor({ timeout });
    await response.locator('.header .detail', { hasText: /Working/ }).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    // The chat renders streamed Markdown in pieces: read the text once it stops changing.
    let text = (await response.innerText()).trim();
    for (const until = Date.now() + UI_TIMEOUT_MS; Date.now() < until; ) {
      await this.page.waitForTimeout(400);
      const again = (await response.innerText()).trim();
      if (again === text) break;
      text = again;
    }
    const references = withReferences ? await this.references(response) : [];
    return { text: withReferences ? (await response.innerText()).trim() : text, references, response };
  }

  private async references(response: Locator): Promise<string[]> {
    // Finished steps fold into a "Completed N steps" disclosure, and the references sit inside
    // it. The fold can happen at any moment after the answer (hiding a label just found), so
    // open whichever disclosure is closed, in short attempts, until the reference rows show.
    const steps = response.locator('summary.completed-response-summary');
    const label = response.locator('.chat-used-context-label a').filter({ hasText: /Used \d+ references?/ });
    const rows = response.locator('.chat-used-context-list .monaco-list-row').filter({ visible: true });
    const deadline = Date.now() + UI_TIMEOUT_MS;
    while (!(await rows.count())) {
      if (Date.now() > deadline) throw new Error('The answer shows no reference list.');
      try {
        const fold = steps.filter({ visible: true }).first();
        if ((await fold.count()) && (await fold.getAttribute('aria-expanded')) === 'false') await fold.click({ timeout: 2_000 });
        const shown = label.filter({ visible: true }).first();
        if ((await shown.count()) && (await shown.getAttribute('aria-expanded')) === 'false') await shown.click({ timeout: 2_000 });
      } catch {
        // The layout moved under the click (a fold, a toast): look again.
      }
      await this.page.waitForTimeout(250);
    }
    return Promise.all((await rows.all()).map(async (row) => (await row.getAttribute('aria-label')) ?? ''));
  }

  /** Click a button the chat response shows (e.g. "Save all 2"). */
  async clickChatButton(response: Locator, title: string | RegExp): Promise<void> {
    await response.locator('.monaco-button', { hasText: title }).first().click({ timeout: UI_TIMEOUT_MS });
  }

  /** The rows of a tree view (by its title in the side bar): each row's visible text, top to bottom. */
  async treeRows(viewTitle: string, timeout = PYTHON_TIMEOUT_MS): Promise<string[]> {
    const pane = this.page.locator('.pane', { has: this.page.locator('.pane-header', { hasText: viewTitle }) }).first();
    const rows = pane.locator('.monaco-list-row');
    await rows.first().waitFor({ timeout });
    await this.page.waitForTimeout(500);
    return Promise.all((await rows.all()).map(async (row) => (await row.innerText()).replace(/\s+/g, ' ').trim()));
  }

  /** The pane of a side-bar view, by its title; expanded and given the side bar's height (the other panes collapsed). */
  async showPane(viewTitle: string): Promise<Locator> {
    const sidebar = this.page.locator('.part.sidebar');
    const headers = sidebar.locator('.pane-header');
    for (const header of await headers.all()) {
      const title = (await header.innerText()).trim();
      const expanded = (await header.getAttribute('aria-expanded')) === 'true';
      // Click the twistie end: the header's other end holds its action buttons.
      if (title.startsWith(viewTitle) !== expanded) await header.click({ position: { x: 12, y: 10 } });
    }
    return sidebar.locator('.pane', { has: this.page.locator('.pane-header', { hasText: viewTitle }) }).first();
  }

  /** The row of a tree view whose text contains `text` (waits for it). */
  async treeRow(viewTitle: string, text: string | RegExp, options: { level?: 1 | 2; timeout?: number } = {}): Promise<Locator> {
    const pane = this.page.locator('.pane', { has: this.page.locator('.pane-header', { hasText: viewTitle }) }).first();
    const rows = pane.locator(options.level ? `.monaco-list-row[aria-level="${options.level}"]` : '.monaco-list-row');
    const row = rows.filter({ hasText: text }).first();
    const timeout = options.timeout ?? PYTHON_TIMEOUT_MS;
    await row.waitFor({ timeout });
    return row;
  }

  /** Wait until no row of a tree view contains `text`. */
  async treeRowGone(viewTitle: string, text: string | RegExp, timeout = PYTHON_TIMEOUT_MS): Promise<void> {
    const pane = this.page.locator('.pane', { has: this.page.locator('.pane-header', { hasText: viewTitle }) }).first();
    await pane.locator('.monaco-list-row', { hasText: text }).first().waitFor({ state: 'detached', timeout });
  }

  /** Hover a tree row and click one of its inline actions (by its title). */
  async treeInlineAction(row: Locator, title: string): Promise<void> {
    await row.hover();
    await row.locator(`.actions .action-label[aria-label^="${title}"]`).first().click({ timeout: UI_TIMEOUT_MS });
  }

  /** Right-click a tree row and run an entry of its context menu. */
  async treeContextMenu(row: Locator, entry: string): Promise<void> {
    await row.click({ button: 'right' });
    const menu = this.page.locator('.context-view .monaco-menu');
    const item = menu.locator('.action-item', { hasText: entry }).first();
    await item.waitFor({ timeout: UI_TIMEOUT_MS });
    // The menu ignores a click that comes right after it opened (the right-click's own mouse-up);
    // hovering focuses the entry, and Enter runs it, as with the keyboard.
    await item.hover();
    await item.locator('.action-menu-item.focused, .action-label').first().waitFor({ timeout: UI_TIMEOUT_MS });
    await this.page.keyboard.press('Enter');
    await menu.first().waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  }

  /** The text a row shows on hover (its tooltip). */
  async hoverText(target: Locator): Promise<string> {
    await target.hover();
    const hover = this.page.locator('.workbench-hover, .monaco-hover').filter({ visible: true }).last();
    await hover.waitFor({ timeout: UI_TIMEOUT_MS });
    // Markdown hovers keep spaces as no-break spaces.
    const text = (await hover.innerText()).replace(/\u00a0/g, ' ').trim();
    await this.page.mouse.move(0, 0);
    return text;
  }

  /** The modal dialog whose message matches `message`: its whole text and the dialog's locator. */
  async modal(message: string | RegExp): Promise<{ dialog: Locator; text: string }> {
    const dialog = this.page.locator('.monaco-dialog-box', { hasText: message }).first();
    await dialog.waitFor({ timeout: PYTHON_TIMEOUT_MS });
    await settled(dialog);
    return { dialog, text: (await dialog.innerText()).replace(/\s+/g, ' ').trim() };
  }

  /** Click a button of a modal dialog. */
  async clickDialogButton(dialog: Locator, button: string): Promise<void> {
    await dialog.locator('.dialog-buttons .monaco-button', { hasText: button }).first().click({ timeout: UI_TIMEOUT_MS });
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  }

  /**
   * The page of the active webview (its script's document). VS Code nests it in two iframes: the
   * host frame and the content frame ("active-frame"). Waits until `ready` (a selector) shows.
   */
  async webview(ready: string, timeout = PYTHON_TIMEOUT_MS): Promise<FrameLocator> {
    const frame = this.page.frameLocator('iframe.webview.ready').last().frameLocator('#active-frame');
    await frame.locator(ready).first().waitFor({ timeout });
    return frame;
  }

  /** Resize the primary side bar or the secondary one (the chat) to `width` by dragging its sash. */
  async resizePart(part: 'sidebar' | 'auxiliarybar', width: number): Promise<void> {
    const box = await this.page.locator(`.part.${part}`).first().boundingBox();
    if (!box) throw new Error(`The ${part} is not shown.`);
    // The sash lies on the part's inner edge: the right one of the side bar, the left one of the chat.
    const from = part === 'sidebar' ? box.x + box.width + 1 : box.x - 2;
    const to = part === 'sidebar' ? box.x + width : box.x + box.width - width;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(from, y);
    await this.page.mouse.down();
    await this.page.mouse.move(to, y, { steps: 10 });
    await this.page.mouse.up();
    // Off the sash, so it is not lit (on a screenshot).
    await this.page.mouse.move(to + (part === 'sidebar' ? -150 : 150), y, { steps: 10 });
    await this.page.locator('.monaco-sash.hover, .monaco-sash.active').first().waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  }

  /**
   * What a person would see right now, in a few lines: the active editor, an open palette or input
   * (title and first rows), dialogs, notifications, the chat input. Added to a failure's message, so
   * CI's output says what the window showed when a wait gave up.
   */
  async describe(): Promise<string> {
    const texts = async (selector: string, max = 5): Promise<string[]> => {
      const all = await this.page.locator(selector).allInnerTexts().catch(() => [] as string[]);
      return all.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean).slice(0, max).map((t) => t.slice(0, 200));
    };
    const lines = [
      `window title: ${JSON.stringify(await this.page.title().catch(() => ''))}`,
      `active editor: ${JSON.stringify(await texts('.tabs-container .tab.active', 1))}`,
      `palette/input: ${JSON.stringify(await texts('.quick-input-widget:visible .quick-input-title, .quick-input-widget:visible .quick-input-list .monaco-list-row'))}`,
      `dialogs: ${JSON.stringify(await texts('.monaco-dialog-box'))}`,
      `notifications: ${JSON.stringify(await texts('.notification-toast, .notifications-center.visible .notification-list-item'))}`,
      `chat input: ${JSON.stringify(await texts('.interactive-input-part', 1))}`,
    ];
    return lines.join('\n');
  }

  /** Save a PNG of the window under the artifacts folder. */
  async screenshot(name: string): Promise<string> {
    const file = path.join(this.artifacts, `${name}.png`);
    await this.page.screenshot({ path: file });
    return file;
  }

  /** A PNG of the chat's latest exchange: the request and its response, full width. */
  async screenshotExchange(name: string): Promise<string> {
    const session = await this.page.locator('.interactive-session').last().boundingBox();
    const request = await this.page.locator('.interactive-session .interactive-item-container.interactive-request').last().boundingBox();
    const response = await this.page.locator('.interactive-session .interactive-item-container.interactive-response').last().boundingBox();
    if (!session || !request || !response) throw new Error('No chat exchange is visible.');
    const file = path.join(this.artifacts, `${name}.png`);
    const height = response.y + response.height + 8 - request.y;
    await this.page.screenshot({ path: file, clip: { x: session.x, y: request.y, width: session.width, height } });
    return file;
  }
}

/**
 * Run a scenario's body; when it fails, keep a picture (`failed-<name>.png`) and add what the window
 * showed to the error's message.
 */
export async function scenarioOn(wb: Workbench | undefined, name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (wb) {
      await wb.screenshot(`failed-${name}`).catch(() => undefined);
      const seen = await wb.describe().catch((e: unknown) => `(could not read the window: ${String(e)})`);
      // The test runner prints the stack (made when the error was), so the words go there too.
      if (error instanceof Error) {
        const note = `\n--- the window showed ---\n${seen}`;
        error.message += note;
        error.stack = `${error.stack ?? ''}${note}`;
      }
    }
    throw error;
  }
}

/** Wait until an element and its ancestors are fully faded in (toasts animate), so screenshots are crisp. */
async function settled(locator: Locator): Promise<void> {
  const deadline = Date.now() + UI_TIMEOUT_MS;
  // Runs in the page: no named functions inside (tsx would wrap them in a helper the page lacks).
  const opaque = (element: Element): boolean => {
    for (let e: Element | null = element; e; e = e.parentElement) if (getComputedStyle(e).opacity !== '1') return false;
    return true;
  };
  while (!(await locator.evaluate(opaque)) && Date.now() < deadline) await sleep(50);
}
