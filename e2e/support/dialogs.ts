import type { Page } from '@playwright/test';

export interface DialogReply {
  accept: boolean;
  text?: string;
}

// The app asks its questions in in-page dialogs (src/client/ui/dialogs.tsx), never window.confirm/prompt/alert.
// This watcher answers each one as it opens, in order, with the queued replies, and keeps what they said: the
// message, and for a prompt the problem it showed under its text box when an answer was refused.
const WATCHER = `(() => {
  if (window.__dialogWatcher) return;
  window.__dialogWatcher = true;
  const seen = new WeakSet();
  const check = async () => {
    for (const dialog of document.querySelectorAll('dialog.app-dialog[open]')) {
      if (seen.has(dialog)) continue;
      seen.add(dialog);
      const message = dialog.querySelector('.app-dialog-message')?.textContent ?? '';
      const reply = await window.__answerAppDialog(message);
      const input = dialog.querySelector('.app-dialog-input');
      if (input && reply.accept && reply.text !== undefined) {
        const proto = input.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, 'value').set.call(input, reply.text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      dialog.querySelector(reply.accept ? '[data-answer=ok]' : '[data-answer=cancel]')?.click();
      if (reply.accept) {
        // A refused answer leaves the dialog open with its problem: report it, then cancel.
        await new Promise((resolve) => setTimeout(resolve, 100));
        const problem = dialog.open ? dialog.querySelector('.field-error')?.textContent : null;
        if (problem) {
          await window.__answerAppDialog(problem, true);
          dialog.querySelector('[data-answer=cancel]')?.click();
        }
      }
    }
  };
  new MutationObserver(() => void check()).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  void check();
})()`;

/** Answers the app's in-page dialogs in order with the queued replies (none queued: Cancel). */
export async function scriptDialogs(page: Page) {
  const said: string[] = [];
  const replies: DialogReply[] = [];
  await page.exposeFunction('__answerAppDialog', (message: string, problemOnly?: boolean) => {
    said.push(message);
    if (problemOnly) return { accept: false };
    return replies.shift() ?? { accept: false };
  });
  await page.addInitScript(WATCHER);
  await page.evaluate(WATCHER);
  return { said, reply: (...next: DialogReply[]) => replies.push(...next) };
}

/** Fails the test if the page ever opens a browser dialog (alert, confirm, prompt). */
export function refuseBrowserDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', async (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return opened;
}
