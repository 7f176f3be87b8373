import DOMPurify from 'dompurify';

// Posts are Markdown source, rendered to HTML only on the server (docs/architecture.md#rich-text): when
// written, and for the composer's preview, by the same cooker. Here DOMPurify passes that HTML through once
// more, allowing only the tags Markdown produces and a few attributes.

const SAFE_LINK = /^(?:https?:|mailto:)/i;

const postPurifier = DOMPurify(window);
postPurifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (!SAFE_LINK.test(href)) {
    node.removeAttribute('href');
    return;
  }
  // User-generated links: no ranking credit, no access to this window.
  node.setAttribute('rel', 'nofollow ugc noopener');
  node.setAttribute('target', '_blank');
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
];

/** A post's HTML as the server cooked it, through the same allow-list before it reaches the page. */
export function sanitizePostHtml(html: string): string {
  return postPurifier.sanitize(html, {
    ALLOWED_TAGS: POST_TAGS,
    // No style: markdown-it's table alignment is not worth letting a post restyle the page.
    ALLOWED_ATTR: ['href', 'start'],
    ALLOWED_URI_REGEXP: SAFE_LINK,
  }) as string;
}
