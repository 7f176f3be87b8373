// Control characters in what a request carries (issue 13, finding 4). A NUL byte is refused by the database
// (it used to answer 500) and the others can break a page, a log line or a terminal. Multi-line text (a post
// body, a report's details, a bio, a reason, a description, a message, a calculator card) may keep tab and
// line breaks; everything else, including every path and query parameter, is one line with none of them.
// docs/decisions/019-sign-in-hardening.md

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Body fields (at any depth) whose text may span lines. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'content',
  'details',
  'bio',
  'reason',
  'description',
  'message',
  'cards',
]);

export function hasControlCharacter(text: string, multiLine: boolean): boolean {
  return (multiLine ? CONTROL_EXCEPT_LINES : ANY_CONTROL).test(text);
}

export function controlCharacterMessage(field: string): string {
  return `${field} must not contain control characters (such as a NUL byte or an escape); remove them and try again.`;
}

/**
 * The dotted path of the first string in `value` holding a control character it may not hold, or null.
 * `multiLine` says whether the fields reached so far allow tab and line breaks.
 */
export function findControlCharacter(value: unknown, path: string[] = [], multiLine = false): string | null {
  if (typeof value === 'string') {
    return hasControlCharacter(value, multiLine) ? path.join('.') || 'body' : null;
  }
  if (value === null || typeof value !== 'object') return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findControlCharacter(item, [...path, key], multiLine || MULTI_LINE_FIELDS.has(key));
    if (found !== null) return found;
  }
  return null;
}
