import { type MouseEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isSiteLink } from '../../../../../shared/post-links';
import { isClientRoute } from '../../../../../shared/routes';
import { useHydrated } from '../../../../ui/hydration';
import { useIgnoredNames } from '../../../../ui/ignore-slot';
import { foldIgnoredQuotes } from '../../../../ui/ignored-quotes';
import { sanitizePostHtml } from './render-markdown';

/**
 * A post's HTML as the server cooked it (when written, or for the composer's preview), sanitised again here
 * when the browser draws it. HTML that arrived inside the server's page is already in the document as the
 * browser parsed it: sanitising a copy while adopting it would protect nothing and cost the first seconds.
 * Quotes of a member the reader ignores fold to one line once their list is known (ui/ignored-quotes.ts).
 */
export function CookedContent({ html }: { html: string }) {
  const hydrated = useHydrated();
  const [adopted] = useState(() => (hydrated ? null : html));
  const safe = useMemo(() => (html === adopted ? html : sanitizePostHtml(html)), [html, adopted]);
  // Quotes of members this member ignores fold; no names (a guest, or before the list is read), no change.
  const ignoredNames = useIgnoredNames();
  const shown = useMemo(() => foldIgnoredQuotes(safe, ignoredNames), [safe, ignoredNames]);
  const navigate = useNavigate();
  // A link in a post to one of the app's pages opens it inside the app, as the app's own links do, instead of
  // loading the site again; a click with a modifier key (new tab, new window) is left to the browser.
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target !== '') return;
    if (!isSiteLink(link.getAttribute('href') ?? '')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || !isClientRoute(url.pathname)) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only links inside are followed, and Enter on a link is a click too
    // biome-ignore lint/security/noDangerouslySetInnerHtml: cooked by markdown-it without HTML, then DOMPurify with an allow-list
    <div className="post-content" onClick={followInApp} dangerouslySetInnerHTML={{ __html: shown }} />
  );
}
