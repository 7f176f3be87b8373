// Control characters in what a request carries. A NUL byte is refused by the database
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
 * `multiLine` says whether the fields reached so far allow tab and line breaks. The walk keeps its own stack
 * (depth first, in order) instead of recursing, so no body, however deeply nested, can overflow the call
 * stack.
 */
export function findControlCharacter(value: unknown, path: string[] = [], multiLine = false): string | null {
  // Each entry points at its parent's, so a path is spelled out only for the field that is reported.
  interface Step {
    value: unknown;
    key: string | null;
    parent: Step | null;
    multiLine: boolean;
  }
  const stack: Step[] = [{ value, key: null, parent: null, multiLine }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (typeof step.value === 'string') {
      if (hasControlCharacter(step.value, step.multiLine))
        return [...path, ...keysOf(step)].join('.') || 'body';
      continue;
    }
    if (step.value === null || typeof step.value !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(step.value)
      ? step.value.map((item, index) => [String(index), item])
      : Object.entries(step.value);
    // Pushed last to first, so the first entry is looked at first, as a recursive walk would.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, key, parent: step, multiLine: step.multiLine || MULTI_LINE_FIELDS.has(key) });
    }
  }
  return null;
}

function keysOf(step: { key: string | null; parent: typeof step | null }): string[] {
  const keys: string[] = [];
  for (let at: typeof step | null = step; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse();
}
