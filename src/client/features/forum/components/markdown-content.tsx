import { useMemo } from 'react';
import { renderPostMarkdown } from '../render-markdown';

/** A post's Markdown, rendered and sanitised (render-markdown.ts). */
export function MarkdownContent({ source }: { source: string }) {
  const html = useMemo(() => renderPostMarkdown(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it without HTML, then DOMPurify with an allow-list
  return <div className="post-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
