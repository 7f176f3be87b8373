import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import { type BearingRead, readBearing } from './read-bearing';
import { readDistance } from './read-distance';
import type { Feet } from './units';

// Between a bearing and its distance deeds write "a distance of", commas, or a phrase: "along the North Line of
// said South-half 1083.29 feet", "parallel to the half section line running North and South, a distance of".
const FILLER_WORDS = new Set(['a', 'distance', 'of', 'for', 'total', 'approximately', 'about', 'measured']);
const FILLER_SYMBOLS = new Set([',', '.', ':']);
const PHRASE_WORDS = new Set([
  'along',
  'with',
  'parallel',
  'by',
  'on',
  'across',
  'crossing',
  'through',
  'over',
  'following',
  'being',
  'running',
  'passing',
]);
/** Bounds the look-ahead so every attempt is constant work and parsing stays linear. */
const MAX_FILLER_TOKENS = 30;

export type LineCallAttempt =
  | { kind: 'call'; bearing: BearingRead; distance: Feet; start: number; next: number }
  /** `strong` when the bearing had an angle: then it was surely meant as a call and its problem is always shown. */
  | { kind: 'problem'; reason: string; strong: boolean; start: number; next: number };

const endsCall = (token: Token | undefined): boolean =>
  tokenIsWord(token, 'thence', 'then') || tokenIsSymbol(token, ';');

function skipFiller(tokens: readonly Token[], start: number): number {
  let index = start;
  let inPhrase = false;
  for (let count = 0; count < MAX_FILLER_TOKENS; count += 1) {
    const token = tokens[index];
    const minusSign = tokenIsSymbol(token, '-') && tokens[index + 1]?.kind === 'number';
    if (!token || endsCall(token) || token.kind === 'number' || minusSign) return index;
    // A phrase stops at a line end: with one call per line, "East along the road" must not take the next line's figure.
    if (token.kind === 'newline' && inPhrase) return index;
    if (token.kind === 'word' && PHRASE_WORDS.has(token.text)) inPhrase = true;
    const skippable =
      token.kind === 'newline' ||
      inPhrase ||
      (token.kind === 'word' && FILLER_WORDS.has(token.text)) ||
      FILLER_SYMBOLS.has(token.text);
    if (!skippable) return index;
    index += 1;
  }
  return index;
}

/** A bearing, then a distance, at `start`. Null when there is no bearing, or only a direction word in prose. */
export function readLineCall(tokens: readonly Token[], start: number): LineCallAttempt | null {
  const bearing = readBearing(tokens, start);
  if (!bearing) return null;
  const strong = bearing.strength === 'angle';
  const problem = (reason: string, next: number): LineCallAttempt => ({
    kind: 'problem',
    reason,
    strong,
    start,
    next,
  });
  const distance = readDistance(tokens, skipFiller(tokens, bearing.next));
  if (!distance)
    return strong ? problem(bearing.problem ?? 'no distance after the bearing', bearing.next) : null;
  if (bearing.problem) return problem(bearing.problem, distance.next);
  if (distance.problem) return problem(distance.problem, distance.next);
  if (distance.bare && !strong) return problem('no unit after the distance', distance.next);
  return { kind: 'call', bearing, distance: distance.feet, start, next: distance.next };
}
