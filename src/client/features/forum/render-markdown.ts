import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

// Posts are Markdown source (docs/architecture.md#rich-text). Two layers keep stored XSS off the page:
// markdown-it never passes raw HTML through and refuses any link that is not http, https or mailto;
// DOMPurify then allows only the tags Markdown produces and drops every attribute but a few.

const SAFE_LINK = /^(?:https?:|mailto:)/i;

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
// Images are left as text: no tracking pixels or huge pictures in posts.
markdown.disable('image');
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());
// Members type "www.occ.ok.gov" far more often than "https://...": make those links too.
markdown.linkify.set({ fuzzyLink: true, fuzzyEmail: true });

// A post's "# Heading" must not compete with the page's own h1 and h2: shift post headings to h4-h6.
markdown.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token) token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 3)}`;
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token) token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 3)}`;
  return self.renderToken(tokens, index, options);
};

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

/** Markdown source of a post → HTML that is safe to insert (the editor's preview). */
export function renderPostMarkdown(source: string): string {
  return sanitizePostHtml(markdown.render(source));
}

/** A post's HTML as the server cooked it, through the same allow-list before it reaches the page. */
export function sanitizePostHtml(html: string): string {
  return postPurifier.sanitize(html, {
    ALLOWED_TAGS: POST_TAGS,
    // No style: markdown-it's table alignment is not worth letting a post restyle the page.
    ALLOWED_ATTR: ['href', 'start'],
    ALLOWED_URI_REGEXP: SAFE_LINK,
  }) as string;
}
