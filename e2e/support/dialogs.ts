import type { Page } from '@playwright/test';

export interface DialogReply {
  accept: boolean;
  text?: string;
}

/** Answers window.confirm / prompt / alert in order with the queued replies, and keeps what they said. */
export function scriptDialogs(page: Page) {
  const said: string[] = [];
  const replies: DialogReply[] = [];
  page.on('dialog', async (dialog) => {
    said.push(dialog.message());
    const reply = replies.shift() ?? { accept: false };
    if (reply.accept) await dialog.accept(reply.text);
    else await dialog.dismiss();
  });
  return { said, reply: (...next: DialogReply[]) => replies.push(...next) };
}
