import { azimuthNormalize, azimuthToQuadrantBearing } from './bearing';
import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import { type BearingRead, readBearing } from './read-bearing';
import { type DistanceRead, readDistance, tokenIsLengthUnit } from './read-distance';
import { readNumber, tokenStartsNumberWord } from './read-number';
import { degrees, type Feet, feet, type LengthUnit, lengthToFeet } from './units';

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
  'leaving',
  'departing',
  'continuing',
  'still',
  'perpendicular',
  // misspelled in real records
  'parellel',
  'paralell',
]);
/** Words a figure numbers ("Lot 5", "Section 9"): that figure is never a course's length. */
const NUMBERED_THINGS = new Set([
  'lot',
  'lots',
  'block',
  'blocks',
  'section',
  'sections',
  'sec',
  'tract',
  'outlot',
  'township',
  'range',
  'book',
  'page',
  'no',
  'number',
  'highway',
  'road',
  'street',
  'avenue',
]);
/** Bounds the look-ahead so every attempt is constant work and parsing stays linear. */
const MAX_FILLER_TOKENS = 30;

export type LineCallAttempt =
  | {
      kind: 'call';
      bearing: BearingRead;
      distance: Feet;
      /** The unit the distance was written in; null when a bare figure was read in the description's unit. */
      unit: LengthUnit | null;
      start: number;
      next: number;
    }
  /** `strong` when the bearing had an angle: then it was surely meant as a call and its problem is always shown. */
  | { kind: 'problem'; reason: string; strong: boolean; start: number; next: number };

const endsCall = (token: Token | undefined): boolean =>
  tokenIsWord(token, 'thence', 'then') || tokenIsSymbol(token, ';');

/**
 * Inside a phrase, a figure that is not the course's length: one with no unit names a lot, block or section ("along
 * the North line of Lots 12 through 18 a distance of 140.00 feet"), one followed by "wide" or "in width" is a width
 * ("the west line of a 15 foot wide utility easement 10.00 feet"). Returns the index after it, or null.
 */
function figureInPhrase(tokens: readonly Token[], index: number): { next: number; unitless: boolean } | null {
  const number = readNumber(tokens, index);
  if (!number) return null;
  const dotted = tokenIsSymbol(tokens[number.next], '.') && tokenIsLengthUnit(tokens[number.next + 1]);
  const unitAt = dotted ? number.next + 1 : number.next;
  if (!tokenIsLengthUnit(tokens[unitAt])) return { next: number.next, unitless: true };
  const after = unitAt + (tokenIsSymbol(tokens[unitAt + 1], '.') ? 2 : 1);
  const width =
    tokenIsWord(tokens[after], 'wide') ||
    (tokenIsWord(tokens[after], 'in') && tokenIsWord(tokens[after + 1], 'width'));
  return width ? { next: after + 1, unitless: false } : null;
}

/**
 * Where the distance starts. A unitless figure skipped inside a phrase (`fallback`) is taken only when no figure with
 * a unit follows before the call ends (a textbook's "along the fence 285.10;").
 */
function fillerEnd(tokens: readonly Token[], at: number, inPhrase: boolean, fallback: number): number {
  const token = tokens[at];
  const ended = !token || endsCall(token) || (token.kind === 'newline' && inPhrase);
  return ended && fallback >= 0 ? fallback : at;
}

function skipFiller(tokens: readonly Token[], start: number): number {
  let index = start;
  let inPhrase = false;
  let fallback = -1;
  for (let count = 0; count < MAX_FILLER_TOKENS; count += 1) {
    const token = tokens[index];
    // "-100 ft" is a minus sign (refused later); "E - 418.60 FEET" is a dash between bearing and distance.
    const dash = tokenIsSymbol(token, '-');
    const minusSign = dash && tokens[index + 1]?.kind === 'number' && tokens[index + 1]?.start === token?.end;
    // "along the west boundary of said E1/2 a distance of ...", "of Section20": a figure glued to a name is not
    // the distance.
    const before = tokens[index - 1];
    const named =
      inPhrase &&
      token?.kind === 'number' &&
      before?.end === token.start &&
      (before.kind === 'word' || tokenIsSymbol(before, '/'));
    if (inPhrase && token?.kind === 'number' && !named) {
      const figure = figureInPhrase(tokens, index);
      if (figure) {
        if (figure.unitless && fallback < 0 && !NUMBERED_THINGS.has(tokens[index - 1]?.text ?? ''))
          fallback = index;
        index = figure.next;
        continue;
      }
    }
    if (
      !token ||
      endsCall(token) ||
      (token.kind === 'number' && !named) ||
      minusSign ||
      tokenStartsNumberWord(token)
    )
      return fillerEnd(tokens, index, inPhrase, fallback);
    // A phrase stops at a line end: with one call per line, "East along the road" must not take the next line's figure.
    if (token.kind === 'newline' && inPhrase) return fillerEnd(tokens, index, inPhrase, fallback);
    if (token.kind === 'word' && PHRASE_WORDS.has(token.text)) inPhrase = true;
    // "N01°24'05"W AND ALONG THE EAST LINE ...": "and" opening a phrase.
    const andPhrase =
      tokenIsWord(token, 'and') &&
      tokens[index + 1]?.kind === 'word' &&
      PHRASE_WORDS.has(tokens[index + 1]?.text ?? '');
    const skippable =
      andPhrase ||
      named ||
      token.kind === 'newline' ||
      inPhrase ||
      dash ||
      (token.kind === 'word' && FILLER_WORDS.has(token.text)) ||
      FILLER_SYMBOLS.has(token.text);
    if (!skippable) return fillerEnd(tokens, index, inPhrase, fallback);
    index += 1;
  }
  return fillerEnd(tokens, index, inPhrase, fallback);
}

/**
 * "crossing said creek at 65 poles in all 80 poles", "passing at 232.80 feet ..., in all a distance of 316.80 feet":
 * the figure after "in all" is the course's length. Looks no further than the call's own words.
 */
function inAllDistance(tokens: readonly Token[], from: number): DistanceRead | null {
  for (let index = from; index < from + MAX_FILLER_TOKENS; index += 1) {
    const token = tokens[index];
    if (!token || endsCall(token) || token.kind === 'newline') return null;
    if (tokenIsWord(token, 'in') && tokenIsWord(tokens[index + 1], 'all')) {
      const distance = readDistance(tokens, skipFiller(tokens, index + 2));
      return distance && !distance.bare ? distance : null;
    }
  }
  return null;
}

/**
 * A bearing, then a distance, at `start`. Null when there is no bearing, or only a direction word in prose. A
 * bare figure after an angle is in `bareUnit` (feet unless the description states its unit).
 */
export function readLineCall(
  tokens: readonly Token[],
  start: number,
  bareUnit: LengthUnit = 'feet',
): LineCallAttempt | null {
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
  const read = readDistance(tokens, skipFiller(tokens, bearing.next));
  if (!read) return strong ? problem(bearing.problem ?? 'no distance after the bearing', bearing.next) : null;
  const distance = (!read.problem && inAllDistance(tokens, read.next)) || read;
  if (bearing.problem) return problem(bearing.problem, distance.next);
  if (distance.problem) return problem(distance.problem, distance.next);
  if (distance.bare && !strong) return problem('no unit after the distance', distance.next);
  const inFeet = distance.bare ? lengthToFeet(distance.feet, bareUnit) : feet(distance.feet);
  return { kind: 'call', bearing, distance: inFeet, unit: distance.unit, start, next: distance.next };
}

/**
 * "thence 105.8 feet East to a point", "BEGINNING at a point 169.22 feet North and 40.00 feet West of ...": a
 * distance with its unit, then a bearing. One stray scanned letter may stand between ("399.1 feet k South").
 */
export function readDistanceFirstCall(tokens: readonly Token[], start: number): LineCallAttempt | null {
  const distance = readDistance(tokens, start);
  if (!distance || distance.bare || distance.problem) return null;
  const stray = tokens[distance.next];
  const strayLetter =
    stray?.kind === 'word' && stray.text.length === 1 && !'nsew'.includes(stray.text) ? 1 : 0;
  const bearingAt = distance.next + strayLetter;
  const bearing = readBearing(tokens, bearingAt);
  if (!bearing || bearing.problem) return null;
  const repair = strayLetter ? `stray "${stray?.text}" skipped` : bearing.repair;
  return {
    kind: 'call',
    bearing: { ...bearing, repair },
    distance: distance.feet,
    unit: distance.unit,
    start,
    next: bearing.next,
  };
}

/**
 * "AB 112.4050 181.22": a row of a table whose header says "Azimuth" (only then is this tried): a course label,
 * an azimuth in decimal degrees, a distance in the description's unit (`bareUnit`).
 */
export function readAzimuthRow(
  tokens: readonly Token[],
  start: number,
  bareUnit: LengthUnit = 'feet',
): LineCallAttempt | null {
  const angle = tokens[start + 1];
  const length = tokens[start + 2];
  if (angle?.kind !== 'number' || length?.kind !== 'number') return null;
  if (!(angle.value < 360 && length.value > 0)) return null;
  const azimuth = azimuthNormalize(degrees(angle.value));
  return {
    kind: 'call',
    bearing: {
      azimuth,
      quadrant: azimuthToQuadrantBearing(azimuth),
      strength: 'angle',
      problem: null,
      repair: null,
      next: start + 2,
    },
    distance: lengthToFeet(length.value, bareUnit),
    unit: null,
    start,
    next: start + 3,
  };
}
