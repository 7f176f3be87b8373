import { useMemo } from 'react';
import { renderPostMarkdown, sanitizePostHtml } from '../render-markdown';

/** Markdown being written, rendered and sanitised in the browser (render-markdown.ts): the preview. */
export function MarkdownContent({ source }: { source: string }) {
  const html = useMemo(() => renderPostMarkdown(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it without HTML, then DOMPurify with an allow-list
  return <div className="post-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A stored post: the HTML the server cooked when it was written, sanitised again here. */
export function CookedContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizePostHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cooked by markdown-it without HTML, then DOMPurify with an allow-list
  return <div className="post-content" dangerouslySetInnerHTML={{ __html: safe }} />;
}
