import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import { type BearingRead, directionWordToAzimuth, readAngle, readBearing } from './read-bearing';
import { readDistance } from './read-distance';
import { type Degrees, degrees, type Feet } from './units';

/** What a curve's words said; `resolveCurve` turns it into a call once the previous course is known. */
export interface CurveDraft {
  turn: 'left' | 'right' | null;
  concave: Degrees | null;
  radius: Feet | null;
  arcLength: Feet | null;
  delta: Degrees | null;
  chordBearing: BearingRead | null;
  chordLength: Feet | null;
  tangent: 'stated' | 'not-tangent' | 'unstated';
  problem: string | null;
}

const LEAD_WORDS = new Set(['of', 'is', 'a', 'an', 'being', 'length', 'distance', 'angle', 'the', 'along']);
const CHORD_WORDS = new Set([
  'bearing',
  'bears',
  'which',
  'of',
  'the',
  'and',
  'a',
  'is',
  'long',
  'distance',
  'length',
  'chord',
]);
const CONCAVE_WORDS = new Set(['to', 'the', 'in', 'a', 'an', 'direction', 'toward', 'towards', 'facing']);

/** Skips up to 6 lead-in words, punctuation and line ends ("chord bears\nS 45 E"). */
function skipWords(tokens: readonly Token[], start: number, end: number, words: Set<string>): number {
  const skippable = (token: Token | undefined): boolean =>
    token?.kind === 'newline' ||
    tokenIsSymbol(token, '=', ':', ',') ||
    (token?.kind === 'word' && words.has(token.text));
  let index = start;
  while (index < end && index < start + 6 && skippable(tokens[index])) index += 1;
  return index;
}

function readLength(
  tokens: readonly Token[],
  start: number,
  end: number,
  draft: CurveDraft,
): { feet: Feet; next: number } | null {
  const distance = readDistance(tokens, skipWords(tokens, start, end, LEAD_WORDS));
  if (!distance) return null;
  if (distance.problem) draft.problem ??= distance.problem;
  return { feet: distance.feet, next: distance.next };
}

/** "chord bears N 30°00'00" E, 99.96 feet", "a chord bearing of ... and a chord length of 99.83 feet". */
function readChord(tokens: readonly Token[], start: number, end: number, draft: CurveDraft): number {
  const index = skipWords(tokens, start, end, CHORD_WORDS);
  const bearing = readBearing(tokens, index);
  if (bearing && bearing.strength === 'angle') {
    if (bearing.problem) draft.problem ??= `chord bearing: ${bearing.problem}`;
    draft.chordBearing = bearing;
    const length = readLength(tokens, bearing.next, end, draft);
    if (length) draft.chordLength = length.feet;
    return length?.next ?? bearing.next;
  }
  const length = readLength(tokens, index, end, draft);
  if (length) draft.chordLength = length.feet;
  return length?.next ?? start;
}

function readConcave(tokens: readonly Token[], start: number, end: number, draft: CurveDraft): number {
  const index = skipWords(tokens, start, end, CONCAVE_WORDS);
  const word = tokens[index];
  const bearing = readBearing(tokens, index);
  const azimuth =
    word?.kind === 'word' ? (directionWordToAzimuth(word.text) ?? bearing?.azimuth ?? null) : null;
  draft.concave = azimuth;
  return bearing && azimuth === bearing.azimuth ? bearing.next : index + 1;
}

/** Reads the curve described by tokens [start, end). */
export function readCurve(tokens: readonly Token[], start: number, end: number): CurveDraft {
  const draft: CurveDraft = {
    turn: null,
    concave: null,
    radius: null,
    arcLength: null,
    delta: null,
    chordBearing: null,
    chordLength: null,
    tangent: 'unstated',
    problem: null,
  };
  let index = start;
  while (index < end) {
    const token = tokens[index] as Token;
    const next = tokens[index + 1];
    let after = index + 1;
    const word = token.kind === 'word' ? token.text : '';
    if (word === 'right' && !tokenIsWord(tokenIsSymbol(next, '-') ? tokens[index + 2] : next, 'of'))
      draft.turn = 'right';
    else if (word === 'left') draft.turn = 'left';
    // "the arc of a counterclockwise curve": a traverse going counterclockwise turns left.
    else if (word === 'counterclockwise') draft.turn = 'left';
    else if (word === 'clockwise') {
      const counter = tokenIsWord(tokens[index - 1], 'counter') || tokenIsWord(tokens[index - 2], 'counter');
      draft.turn = counter ? 'left' : 'right';
    }
    // County abstracts: "ALONG A CURVE TO L (CHORD BEARS: ...)", "CURVE TO R".
    else if (
      (word === 'l' || word === 'r') &&
      tokenIsWord(tokens[index - 1], 'to') &&
      !tokenIsSymbol(next, '=', ':')
    )
      draft.turn = word === 'l' ? 'left' : 'right';
    else if (word === 'concave') after = readConcave(tokens, index + 1, end, draft);
    else if (word === 'radius' || (word === 'r' && tokenIsSymbol(next, '=', ':'))) {
      const length = readLength(tokens, index + 1, end, draft);
      if (length) [draft.radius, after] = [length.feet, length.next];
    } else if (word === 'chord') after = Math.max(after, readChord(tokens, index + 1, end, draft));
    else if (
      word === 'central' ||
      word === 'delta' ||
      word === 'δ' ||
      (word === 'interior' && tokenIsWord(next, 'angle'))
    ) {
      const angle = readAngle(tokens, skipWords(tokens, index + 1, end, LEAD_WORDS), true);
      if (angle)
        [draft.delta, after] = [
          degrees(angle.degrees + angle.minutes / 60 + angle.seconds / 3600),
          angle.next,
        ];
    } else if (
      ['arc', 'length', 'distance'].includes(word) ||
      (word === 'l' && tokenIsSymbol(next, '=', ':'))
    ) {
      const length = draft.arcLength === null ? readLength(tokens, index + 1, end, draft) : null;
      if (length) [draft.arcLength, after] = [length.feet, length.next];
    } else if (word === 'tangent') {
      const nonTangent = tokenIsWord(tokens[index - 1], 'non') || tokenIsWord(tokens[index - 2], 'non');
      draft.tangent = nonTangent ? 'not-tangent' : 'stated';
    } else if (word === 'nontangent') draft.tangent = 'not-tangent';
    index = after;
  }
  return draft;
}
