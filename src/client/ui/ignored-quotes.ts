import { IGNORE_TEXT } from '../../shared/ignore-texts';

// Quotes of an ignored member inside other members' posts fold the way their own posts do
// (docs/decisions/048-ignoring-beyond-thread-pages.md): one line, "A post by a member you ignore. Show". A
// quote card is cooked HTML, headed by the server's link "name wrote:", so it is folded in the HTML itself, as
// a <details> that opens in place without script. Only a member's list ever names anyone, and the list is read after the server's page was
// adopted: the server's page and the browser's first render are the guest's, unfolded.

const WROTE = /\s*wrote:\s*$/;

/** The HTML with each quote card of a member in `names` (lower-cased) folded; the same string when none is. */
export function foldIgnoredQuotes(html: string, names: ReadonlySet<string>): string {
  if (names.size === 0 || !html.includes('quote-card')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  let folded = false;
  for (const card of template.content.querySelectorAll('blockquote.quote-card')) {
    const source = card.querySelector(':scope > p > a.quote-source');
    const name = source?.textContent?.replace(WROTE, '').toLowerCase();
    if (!name || !names.has(name)) continue;
    foldAround(card);
    folded = true;
  }
  return folded ? template.innerHTML : html;
}

/** Puts the card inside a closed <details> that stands where it stood. */
function foldAround(card: Element): void {
  const details = document.createElement('details');
  details.className = 'quote-ignored';
  const summary = document.createElement('summary');
  summary.className = 'post-ignored';
  const line = document.createElement('span');
  line.textContent = IGNORE_TEXT.collapsed;
  const show = document.createElement('span');
  show.className = 'btn-link quote-ignored-show';
  show.textContent = IGNORE_TEXT.show;
  const hide = document.createElement('span');
  hide.className = 'btn-link quote-ignored-hide';
  hide.textContent = IGNORE_TEXT.hide;
  summary.append(line, ' ', show, hide);
  card.before(details);
  details.append(summary, card);
}
