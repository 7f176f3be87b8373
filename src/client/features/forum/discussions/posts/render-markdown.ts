import DOMPurify from 'dompurify';
import { EXTERNAL_LINK, isSiteLink } from '../../../../../shared/post-links';

// Posts are Markdown source, rendered to HTML only on the server (docs/architecture.md#rich-text): when
// written, and for the composer's preview, by the same cooker. Here DOMPurify passes that HTML through once
// more, allowing only the tags Markdown produces and a few attributes.

// The server's own links in a post, which keep their class: @mentions to a profile, a quote card's source to
// the post quoted.
const SERVER_LINK = /^\/(?:u\/[^/?#]+|thread\/\d+(?:\?page=\d+)?#post-\d+)$/;
const SITE_CLASSES = new Set([
  'mention',
  'quote-card',
  'quote-source',
  'land-ref',
  'occ-ref',
  'land-maps',
  'land-map',
]);
// The land a post names (docs/decisions/039-land-references.md): a link to its page, and its map, drawn by
// the server, as the only picture a post may hold.
const LAND_LINK = /^\/land\/[a-z0-9]{2}\/[a-z0-9]{2}\/\d{2,3}[ns]\/\d{2,3}[ew](?:\/\d{2})?$/;
const LAND_MAP = /^\/land-maps\/[a-z0-9-]{10,24}\.svg(?:\?part=[A-Za-z0-9%]{1,60})?$/;
// DOMPurify's first sieve (it tests the address with whitespace taken out); the hook below decides.
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?![/\\]))/i;

function createPurifier() {
  const postPurifier = DOMPurify(window);
  postPurifier.addHook('afterSanitizeAttributes', (node) => {
    const kind = node.getAttribute('class');
    if (kind !== null && !SITE_CLASSES.has(kind)) node.removeAttribute('class');
    if (node.tagName === 'IMG') {
      if (kind !== 'land-map' || !LAND_MAP.test(node.getAttribute('src') ?? '')) node.remove();
      return;
    }
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (SERVER_LINK.test(href) && (kind === 'mention' || kind === 'quote-source')) return;
    if (LAND_LINK.test(href) && kind === 'land-ref') return;
    node.removeAttribute('class');
    // A path on this site is a plain link, opened in this tab (CookedContent keeps it inside the app).
    if (isSiteLink(href)) return;
    if (!EXTERNAL_LINK.test(href)) {
      node.removeAttribute('href');
      return;
    }
    // User-generated links: no ranking credit, no access to this window.
    node.setAttribute('rel', 'nofollow ugc noopener noreferrer');
    node.setAttribute('target', '_blank');
    if (kind === 'occ-ref') node.setAttribute('class', kind);
  });

  const POST_TAGS = [
    'p',
    'br',
    'strong',
    'em',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'h4',
    'h5',
    'h6',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ];

  // Set once: DOMPurify turns a configuration into its allow-list sets on every call that passes one.
  postPurifier.setConfig({
    ALLOWED_TAGS: POST_TAGS,
    // No style: markdown-it's table alignment is not worth letting a post restyle the page.
    ALLOWED_ATTR: ['href', 'start', 'class', 'title', 'src', 'alt', 'width', 'height'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
  return postPurifier;
}

// On the server (no DOM) the page carries the HTML exactly as the cooker wrote it; the browser's copy goes
// through DOMPurify whenever it draws a post itself.
const postPurifier = typeof window === 'undefined' ? null : createPurifier();

/** A post's HTML as the server cooked it, through the same allow-list before it reaches the page. */
export function sanitizePostHtml(html: string): string {
  return postPurifier ? (postPurifier.sanitize(html) as string) : html;
}
