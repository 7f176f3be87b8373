import { useSyncExternalStore } from 'react';

// Which post the reply box answers (docs/product.md#mentions-quotes-and-replies): a post's Reply button sets it,
// the reply box shows it, sends it as reply_to_post_id and clears it once posted. One per page, kept in memory.

export interface ReplyTarget {
  threadId: number;
  postId: number;
  author: string;
}

let target: ReplyTarget | null = null;
const listeners = new Set<() => void>();

export function setReplyTarget(next: ReplyTarget | null): void {
  target = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The target of this thread's reply box, or null. */
export function useReplyTarget(threadId: number): ReplyTarget | null {
  const current = useSyncExternalStore(subscribe, () => target);
  return current?.threadId === threadId ? current : null;
}

// A member's reply box loads in a chunk of its own: a Reply pressed before it has arrived leaves the cursor
// for the box to take when it appears.
let focusWhenShown = false;

/** Brings the reply box into view and puts the cursor in it (or as soon as it is there). */
export function focusReplyBox(): void {
  const area = document.getElementById('reply-area');
  area?.scrollIntoView({ block: 'center' });
  const box = area?.querySelector('textarea');
  if (box) box.focus({ preventScroll: true });
  else focusWhenShown = true;
}

/** Called by the reply box once it is drawn: whether a Reply pressed earlier is waiting for it. */
export function takeWaitingFocus(): boolean {
  const waiting = focusWhenShown;
  focusWhenShown = false;
  return waiting;
}

// Text to add to the reply box (a quote): the box appends it and puts the cursor after it.
let insertion: { text: string } | null = null;
const insertListeners = new Set<() => void>();

export function insertIntoReply(text: string): void {
  insertion = { text };
  for (const listener of insertListeners) listener();
}

/** Marks the text as added, so a reply box opened later does not add it again. */
export function takeReplyInsertion(): void {
  insertion = null;
}

/** The latest text to add; a new object each time, so the same quote twice is added twice. */
export function useReplyInsertion(): { text: string } | null {
  return useSyncExternalStore(
    (listener) => {
      insertListeners.add(listener);
      return () => insertListeners.delete(listener);
    },
    () => insertion,
  );
}

const INNERMOST_QUOTE = /\[quote(?:[= ][^\]\n]*)?\](?:(?!\[\/?quote)[\s\S])*?\[\/quote\]/gi;

/** The quote block for the reply box; a line that would close the quote early is kept as text. */
export function quoteBlock(author: string, postId: number, text: string): string {
  // The post's own quotes are left out (innermost first), as a member quoting a reply means its words, not
  // what it answered: kept, they showed as raw "[quote=…]" text inside the new quote.
  let own = text;
  for (let before = ''; before !== own; ) {
    before = own;
    own = own.replace(INNERMOST_QUOTE, '');
  }
  own = own.replace(/\n{3,}/g, '\n\n').trim() || text;
  const body = own.replace(/^(\s*)\[(\/?)quote/gim, '$1\\[$2quote');
  return `[quote="${author.replace(/"/g, '')}" post=${postId}]\n${body}\n[/quote]\n\n`;
}
