// The search API's snippet holds escaped text and <mark> only. It is kept to exactly that here, on the server
// and in the browser alike: the two tags as written are kept, and every other `<` and `>` becomes text, so no
// element or attribute can come through. No DOM is needed, so the server's page and the browser's agree.
const MARK = /(<\/?mark>)/;

export function sanitizeSnippet(html: string): string {
  return html
    .split(MARK)
    .map((part) =>
      part === '<mark>' || part === '</mark>' ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    )
    .join('');
}
