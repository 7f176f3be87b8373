// Every match of a global regular expression, found with the expression object itself.
//
// `String.prototype.matchAll` (and `split`) copy the expression on every call, and V8 keeps a copy's compiled
// code only in a cache that each full garbage collection empties. A large expression (the land reader's
// township and range patterns) was then compiled again on the first call after every collection, 25-60 ms
// on the main thread for a one-line post; on a busy server, where a collection runs every few seconds,
// that was 8% of the forum's CPU (docs/decisions/057-expressions-compiled-once.md). An expression object used
// directly keeps its compiled code.

/** The matches of `regex` (which must have the `g` flag) in `text`, in order, like `[...text.matchAll(regex)]`. */
export function allMatches(text: string, regex: RegExp): RegExpExecArray[] {
  if (!regex.global)
    throw new TypeError(`allMatches needs a global expression: ${regex.source.slice(0, 40)}`);
  const found: RegExpExecArray[] = [];
  const codePoints = regex.unicode || regex.flags.includes('v');
  regex.lastIndex = 0;
  try {
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      found.push(match);
      // An empty match would be found again at the same place: step over one character (or code point).
      if (match[0] === '') regex.lastIndex = advance(text, regex.lastIndex, codePoints);
    }
  } finally {
    regex.lastIndex = 0;
  }
  return found;
}

function advance(text: string, index: number, codePoints: boolean): number {
  if (!codePoints || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1;
}
