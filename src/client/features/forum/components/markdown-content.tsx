import { useMemo } from 'react';
import { sanitizePostHtml } from '../render-markdown';

/** A post's HTML as the server cooked it (when written, or for the composer's preview), sanitised again here. */
export function CookedContent({ html }: { html: string }) {
  const safe = useMemo(() => sanitizePostHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cooked by markdown-it without HTML, then DOMPurify with an allow-list
  return <div className="post-content" dangerouslySetInnerHTML={{ __html: safe }} />;
}
