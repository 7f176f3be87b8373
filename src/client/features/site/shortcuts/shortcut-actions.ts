import type { NavigateFunction } from 'react-router';
import { focusElement, SEARCH_BOX } from './focus';

// What the keyboard shortcuts other than `?` do; loaded the first time one is pressed (keyboard-shortcuts.tsx,
// which also focuses a search box already on the page itself). No React here.

const REPLY_BOX = '.reply-form textarea';
/** About where the sticky header ends: a post above this line is behind or above the header. */
const HEADER_LINE = 140;

export function runShortcut(key: string, navigate: NavigateFunction): void {
  if (key === '/') focusSearch(navigate);
  else if (key === 'j' || key === 'k') stepPost(key === 'j' ? 1 : -1);
  else if (key === 'r') focusElement(document.querySelector<HTMLElement>(REPLY_BOX));
}

/** On a page without a search box: opens the discussions list and focuses its search box. */
function focusSearch(navigate: NavigateFunction): void {
  navigate('/threads');
  // The list's page loads on demand: wait for its search box (at most 5 seconds).
  const observer = new MutationObserver(() => {
    const found = document.querySelector<HTMLElement>(SEARCH_BOX);
    if (found) {
      observer.disconnect();
      focusElement(found);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 5000);
}

/** Moves to the next (1) or previous (-1) post: from the focused post, else from what is on screen. */
function stepPost(direction: 1 | -1): void {
  const posts = [...document.querySelectorAll<HTMLElement>('.post-card')];
  if (posts.length === 0) return;
  const focused = document.activeElement?.closest<HTMLElement>('.post-card');
  let index = focused ? posts.indexOf(focused) + direction : -1;
  if (!focused) {
    // The first post below the header line going down; the last one above it going up.
    const tops = posts.map((post) => post.getBoundingClientRect().top);
    if (direction === 1) index = tops.findIndex((top) => top > HEADER_LINE + 1);
    else for (const [i, top] of tops.entries()) if (top < HEADER_LINE - 1) index = i;
  }
  const post = posts[index];
  if (!post) return;
  post.focus({ preventScroll: true });
  post.scrollIntoView({ block: 'start' });
}
