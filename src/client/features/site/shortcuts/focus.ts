/** The search box of the page's header, where `/` puts the keyboard. */
export const SEARCH_BOX = 'form[role="search"] input[type="search"]';

/** Brings a box or post into view and gives it the keyboard. */
export function focusElement(element: HTMLElement | null): void {
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}
