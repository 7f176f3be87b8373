// The @name being typed at the caret, for the mention autocomplete (docs/product.md#mentions-quotes-and-replies).
// Like the server's mention rule, "@" must not follow a letter, digit or "@" (so a@b.com is no mention), and
// the name so far is what GET /api/members/search accepts: 1 to 30 letters, digits or underscores.
const MENTION_BEFORE_CARET = /(?:^|[^A-Za-z0-9_@`])@([A-Za-z0-9_]{1,30})$/;

export interface MentionQuery {
  /** Where the "@" is in the text. */
  start: number;
  /** The caret: the name runs from start + 1 to here. */
  end: number;
  /** The start of the name, without the "@". */
  prefix: string;
}

export function findMentionQuery(text: string, caret: number | null): MentionQuery | null {
  if (caret === null) return null;
  const match = MENTION_BEFORE_CARET.exec(text.slice(0, caret));
  const prefix = match?.[1];
  if (!prefix) return null;
  return { start: caret - prefix.length - 1, end: caret, prefix };
}

/** The text with the @name being typed replaced by the chosen one and a space, and where the caret goes. */
export function insertMention(
  text: string,
  query: MentionQuery,
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `;
  return {
    text: text.slice(0, query.start) + inserted + text.slice(query.end),
    caret: query.start + inserted.length,
  };
}
