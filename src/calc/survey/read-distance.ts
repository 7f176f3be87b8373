import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import { readNumber } from './read-number';
import { FEET_PER_UNIT, type Feet, feet, type LengthUnit, lengthToFeet } from './units';

const UNIT_WORDS: Readonly<Record<string, LengthUnit>> = {
  feet: 'feet',
  foot: 'feet',
  ft: 'feet',
  fts: 'feet',
  chains: 'chains',
  chain: 'chains',
  ch: 'chains',
  chs: 'chains',
  chn: 'chains',
  chns: 'chains',
  rods: 'rods',
  rod: 'rods',
  rd: 'rods',
  rds: 'rods',
  poles: 'rods',
  pole: 'rods',
  perches: 'rods',
  perch: 'rods',
  links: 'links',
  link: 'links',
  lk: 'links',
  lks: 'links',
  li: 'links',
  varas: 'varas',
  vara: 'varas',
  vrs: 'varas',
  vs: 'varas',
  meters: 'meters',
  meter: 'meters',
  metres: 'meters',
  metre: 'meters',
  m: 'meters',
  yards: 'yards',
  yard: 'yards',
  yd: 'yards',
  yds: 'yards',
  inches: 'inches',
  inch: 'inches',
};

// Words that may follow a distance written without a unit ("N 26°10' E 285.10; ...", "... 100 to a stake").
// Any other word there is taken for a unit we do not know, and the call is refused rather than guessed.
const AFTER_BARE_NUMBER = new Set([
  'to',
  'along',
  'with',
  'more',
  'thence',
  'then',
  'and',
  'at',
  'from',
  'on',
  'for',
  'the',
  'a',
  'an',
  'being',
  'passing',
  'said',
  'by',
  'in',
  'of',
  'or',
  'less',
  'than',
  'per',
  'plus',
  'curve',
]);

/** Longest believable course: about 1,900 miles. Beyond it the figure is a typo or an attack, not land. */
export const MAX_DISTANCE_FEET = 10_000_000;

export interface DistanceRead {
  /** Feet; NaN when `problem` says why there is no usable distance. */
  feet: Feet;
  /** No unit was written: the caller decides whether a bare number is feet. */
  bare: boolean;
  /** The unit the distance was given in (its first part's); null when bare or refused. */
  unit: LengthUnit | null;
  problem: string | null;
  next: number;
}

function readUnit(tokens: readonly Token[], index: number): { unit: LengthUnit; next: number } | null {
  const token = tokens[index];
  if (tokenIsSymbol(token, "'")) return { unit: 'feet', next: index + 1 };
  const unit = token?.kind === 'word' ? UNIT_WORDS[token.text] : undefined;
  if (!unit) return null;
  // "ft." and "ch." abbreviations
  return {
    unit,
    next: tokenIsSymbol(tokens[index + 1], '.') && (token?.text.length ?? 0) <= 4 ? index + 2 : index + 1,
  };
}

/**
 * A distance at `start`: a number and a unit, with up to two more parts in smaller units ("4 chains 25 links",
 * "16 chains and twenty five links", "100 feet 6 inches"). Returns null when no number is there at all.
 */
export function readDistance(tokens: readonly Token[], start: number): DistanceRead | null {
  const negative = tokenIsSymbol(tokens[start], '-') && tokens[start + 1]?.kind === 'number';
  const first = readNumber(tokens, negative ? start + 1 : start);
  if (!first) return null;
  // "9. poles": a stray point between the figure and its unit.
  const dotted = tokenIsSymbol(tokens[first.next], '.') && readUnit(tokens, first.next + 1) !== null;
  const firstUnit = readUnit(tokens, dotted ? first.next + 1 : first.next);
  const refuse = (problem: string, next: number): DistanceRead => ({
    feet: feet(Number.NaN),
    bare: false,
    unit: null,
    problem,
    next,
  });
  if (!firstUnit) {
    const after = tokens[first.next];
    // "258)31": a scan broke the figure; a bracket is no decimal point, so the distance is refused, not guessed.
    const glued = tokens[first.next + 1];
    if (
      after?.kind === 'symbol' &&
      !tokenIsSymbol(after, '.', ',', ';', ':', '/') &&
      glued?.kind === 'number' &&
      after.start === tokens[first.next - 1]?.end &&
      glued.start === after.end
    )
      return refuse(
        `a damaged figure "${tokens[first.next - 1]?.text}${after.text}${glued.text}"`,
        first.next + 2,
      );
    if (after?.kind === 'word' && !AFTER_BARE_NUMBER.has(after.text)) {
      return refuse(`unknown unit "${after.text}"`, first.next + 1);
    }
    // "100,5 ft" is a decimal comma (1,083.29 style thousands were read already): never 100 ft and a stray 5 ft.
    const decimalComma =
      tokenIsSymbol(after, ',') &&
      tokens[first.next + 1]?.kind === 'number' &&
      readUnit(tokens, first.next + 2);
    if (decimalComma) return refuse('a comma inside the distance: write a decimal point', first.next + 3);
    // A spelled number always has its unit; "sixteen and one-half chains" must not become 16 ft.
    if (tokens[negative ? start + 1 : start]?.kind !== 'number')
      return refuse('no unit after the distance', first.next);
    return checked(negative ? -first.value : first.value, null, first.next);
  }
  let total = lengthToFeet(first.value, firstUnit.unit);
  let next = firstUnit.next;
  let previousUnit = firstUnit.unit;
  for (let part = 0; part < 2; part += 1) {
    // "eighty three perches and a half"
    if (
      tokenIsWord(tokens[next], 'and') &&
      tokenIsWord(tokens[next + 1], 'a') &&
      tokenIsWord(tokens[next + 2], 'half')
    ) {
      total = feet(total + lengthToFeet(0.5, previousUnit));
      next += 3;
      break;
    }
    const joined =
      tokenIsWord(tokens[next], 'and') || tokenIsSymbol(tokens[next], ',', '+', '&') ? next + 1 : next;
    const number = readNumber(tokens, joined);
    const unit = number ? readUnit(tokens, number.next) : null;
    // Only a smaller unit continues the distance ("4 chains 25 links"), never a second course's figure.
    if (!number || !unit || FEET_PER_UNIT[unit.unit] >= FEET_PER_UNIT[previousUnit]) break;
    previousUnit = unit.unit;
    total = feet(total + lengthToFeet(number.value, unit.unit));
    next = unit.next;
  }
  return checked(negative ? -total : total, firstUnit.unit, next);
}

function checked(value: number, unit: LengthUnit | null, next: number): DistanceRead {
  const problem =
    !Number.isFinite(value) || Math.abs(value) > MAX_DISTANCE_FEET
      ? 'the distance is too large'
      : value <= 0
        ? 'the distance must be greater than zero'
        : null;
  return { feet: feet(problem ? Number.NaN : value), bare: unit === null, unit, problem, next };
}

export const tokenIsLengthUnit = (token: Token | undefined): boolean =>
  tokenIsSymbol(token, "'") || (token?.kind === 'word' && token.text in UNIT_WORDS);
