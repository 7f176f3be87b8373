import DOMPurify from 'dompurify';

// Kept apart from render-markdown.ts so the discussions list does not load the Markdown parser.
const snippetPurifier = DOMPurify(window);

/** The search API's snippet holds escaped text and <mark> only; sanitised again all the same. */
export function sanitizeSnippet(html: string): string {
  return snippetPurifier.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] }) as string;
}
