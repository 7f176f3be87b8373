// A post's text as a notification e-mail shows it: plain words, quotes folded, names as written.

const EXCERPT_CHARS = 400;

// An innermost quote (no other quote opens inside it): `[quote="name" post=N]` … `[/quote]`, each on its line.
const INNER_QUOTE =
  /^[ \t]*\[quote(?:="([^"\n]{0,60})")?(?: post=\d{1,10})?\][ \t]*\n(?:(?![ \t]*\[quote\b)[^\n]*\n)*?[ \t]*\[\/quote\][ \t]*$/gim;

/**
 * Folds each quote to one line, "alice wrote: …", innermost first so nested quotes fold too: the reader
 * came for the new words, and the raw quote markup meant nothing in a mail.
 */
export function foldQuotes(content: string): string {
  let text = content.replace(/\r\n?/g, '\n');
  for (let round = 0; round < 20; round++) {
    const next = text.replace(INNER_QUOTE, (_all, name: string | undefined) =>
      name?.trim() ? `${name.trim()} wrote: …` : 'Quoting a post: …',
    );
    if (next === text) break;
    text = next;
  }
  // A quote left open or closed alone (half-typed markup) loses its markers, keeping its words.
  return text
    .replace(/^[ \t]*\[quote(?:="([^"\n]{0,60})")?(?: post=\d{1,10})?\][ \t]*$/gim, (_all, name) =>
      name ? `${name} wrote:` : '',
    )
    .replace(/^[ \t]*\[\/quote\][ \t]*$/gim, '');
}

/**
 * Markdown's marks taken off without touching the words: emphasis only where it opens and closes around
 * words, so `okie_anne` and `2*3` stay as written; links keep their text; headings, block quotes and code
 * fences lose their markers.
 */
export function plainMarkdown(text: string): string {
  return text
    .replace(/^[ \t]*(?:```|~~~)[^\n]*$/gm, '')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
    .replace(/!\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/\[([^\]\n]+)\]\([^)\n]*\)/g, '$1')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/(^|[^\w*])(\*\*|__)(?=\S)([^\n]*?\S)\2(?![\w*])/g, '$1$3')
    .replace(/(^|[^\w*])([*_])(?=\S)([^\n]*?\S)\2(?![\w*])/g, '$1$3')
    .replace(/~~(?=\S)([^\n]*?\S)~~/g, '$1');
}

/** A post's text as a short plain excerpt: quotes folded, Markdown's marks off, cut at a word. */
export function excerptOf(content: string | null): string | null {
  if (!content) return null;
  const flat = plainMarkdown(foldQuotes(content)).replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_CHARS - 40))}…`;
}
