import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';

const endsSegment = (token: Token | undefined): boolean =>
  token?.kind === 'newline' || tokenIsSymbol(token, ';') || tokenIsWord(token, 'thence', 'then');

/**
 * Does the call in tokens [callStart, callEnd) end "to the (true) point of beginning" / "place of beginning" /
 * "P.O.B."? Looks through the rest of the call's segment, but not past `limit` (the next call).
 */
export function callReachesPointOfBeginning(
  tokens: readonly Token[],
  callStart: number,
  callEnd: number,
  limit: number,
): boolean {
  for (let index = callStart; index < limit; index += 1) {
    const token = tokens[index];
    if (index >= callEnd && endsSegment(token)) return false;
    if (tokenIsWord(token, 'pob', 'tpob')) return true;
    if (tokenIsWord(token, 'beginning')) {
      const before = [tokens[index - 1], tokens[index - 2], tokens[index - 3]];
      if (before.some((word) => tokenIsWord(word, 'point', 'place'))) return true;
    }
    // P.O.B.
    if (tokenIsWord(token, 'p') && tokenIsWord(tokens[index + 2], 'o') && tokenIsWord(tokens[index + 4], 'b'))
      return true;
  }
  return false;
}
