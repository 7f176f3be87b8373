/**
 * Text made safe inside an HTML or XML element or a quoted attribute: the one escaper of the server's
 * pages, mails, feeds and sitemap and of the server-rendered app. `&#39;` is valid in both HTML and XML.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Text made safe between tags only (a `<title>`): quotes stay as they are, as React writes text too. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
