const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

// Inline elements join the words around them ("**order**." is "order."); every other tag is a word break.
const INLINE_TAG = /<\/?(?:a|abbr|b|code|del|em|i|ins|kbd|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;

/** A post's cooked HTML as plain text on one line (tags dropped, entities decoded): for meta descriptions. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The plain text of a post's start, at most `max` characters (cut at a word with an ellipsis): for
 * descriptions and structured data, where a post of 50,000 characters must not cost a pass over all of it.
 * The text of a prefix of the HTML is a prefix of the whole text, except for a tag or entity the cut split,
 * which can only sit at its end and is dropped; so when the prefix gives more than `max` characters they are
 * the right ones, and when it gives fewer the whole post is read.
 */
export function plainTextStart(html: string, max: number): string {
  // Markup-heavy HTML holds little text per character, so the window doubles until it holds enough.
  for (let window = Math.max(max * 2, 1024); window < html.length; window *= 2) {
    const text = htmlToPlainText(withoutSplitEnd(html.slice(0, window)));
    if (text.length > max) return truncateText(text, max);
  }
  return truncateText(htmlToPlainText(html), max);
}

/** A cut piece of HTML without the tag or entity the cut split at its end. */
function withoutSplitEnd(piece: string): string {
  let end = piece.length;
  if (piece.lastIndexOf('<') > piece.lastIndexOf('>')) end = piece.lastIndexOf('<');
  const amp = piece.lastIndexOf('&', end - 1);
  if (amp >= 0) {
    const semicolon = piece.indexOf(';', amp);
    if (semicolon < 0 || semicolon >= end) end = amp;
  }
  return piece.slice(0, end);
}

/** Cuts text to at most `max` characters at a word boundary, adding an ellipsis when it cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Posts are Markdown source; a search result or a profile's list of posts reads as plain text, so the
 * common marks go (link text stays, its address goes). Underscores inside words (user_names) are left alone.
 */
export function stripMarkdown(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|~~|`/g, '')
    .replace(/(^|\s)[*_](?=\S)/g, '$1')
    .replace(/(\S)[*_](?=\s|$|[.,;:!?)])/g, '$1')
    .replace(/(^|\s)#{1,6}\s/g, '$1')
    .replace(/(^|\s)>\s/g, '$1');
}
