import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import type { LengthUnit } from './units';

// The parts of a description around its courses: the opening clause that ties the point of beginning to a corner,
// a unit stated for the whole text, the area the text states, and record calls given in brackets after a course.

const OPENING_WORDS = new Set(['beginning', 'begin', 'commencing', 'commence', 'com', 'beg', 'starting']);
const NOT_OPENING_BEFORE = new Set(['of', 'point', 'place', 'true', 'to', 'the']);
const OFFSET_ENDS = new Set(['from', 'fr', 'of']);
/** An opening clause longer than this is prose, not a tie; it also bounds the work. */
const MAX_OPENING_TOKENS = 80;

const endsClause = (token: Token | undefined): boolean =>
  tokenIsWord(token, 'thence', 'then') || tokenIsSymbol(token, ';');

/**
 * "COM N 211.40 FT & W 16.50 FT FR S 1/4 COR ...;", "BEGINNING at a point which bears North 60.00 feet and ...
 * West 1006.20 feet from the Southeast corner ...;", "Beginning at a point 203.2 feet East of the NW Corner,
 * thence": token range [start, end) of the clause that opens the description, up to its first thence or ";".
 * Courses read inside it are offsets from a corner to the point of beginning: a tie, not the tract.
 */
export function openingClause(tokens: readonly Token[]): { start: number; end: number } | null {
  let start = -1;
  for (let index = 0; index < tokens.length && start < 0; index += 1) {
    const token = tokens[index];
    if (endsClause(token) && index > 0) return null;
    const before = tokens[index - 1];
    if (
      token?.kind === 'word' &&
      OPENING_WORDS.has(token.text) &&
      !(before?.kind === 'word' && NOT_OPENING_BEFORE.has(before.text))
    )
      start = index;
  }
  if (start < 0) return null;
  let end = start + 1;
  while (end < tokens.length && end < start + MAX_OPENING_TOKENS && !endsClause(tokens[end])) end += 1;
  return { start, end };
}

/** Whether the courses of the opening clause ending at `lastCallEnd` are offsets: "... from/FR/of a corner". */
export function openingHasOffsets(tokens: readonly Token[], lastCallEnd: number, clauseEnd: number): boolean {
  for (let index = lastCallEnd; index < clauseEnd; index += 1) {
    const token = tokens[index];
    if (tokenIsWord(token, 'to')) return false;
    if (token?.kind === 'word' && OFFSET_ENDS.has(token.text)) return true;
  }
  return false;
}

const STATED_UNITS: Readonly<Record<string, LengthUnit>> = {
  meters: 'meters',
  metres: 'meters',
  feet: 'feet',
  chains: 'chains',
  varas: 'varas',
};

/**
 * "(All values are in meters and degrees)", "distances in metres": the unit of bare figures for the whole text.
 * Null when none is stated (bare figures after an angle are then feet).
 */
export function statedLengthUnit(tokens: readonly Token[]): LengthUnit | null {
  for (let index = 0; index < tokens.length; index += 1) {
    if (!tokenIsWord(tokens[index], 'values', 'distances', 'lengths', 'distance')) continue;
    for (let ahead = index + 1; ahead < index + 5; ahead += 1) {
      const unit = tokenIsWord(tokens[ahead], 'in') ? STATED_UNITS[tokens[ahead + 1]?.text ?? ''] : undefined;
      if (unit) return unit;
    }
  }
  return null;
}

export interface StatedArea {
  acres: number;
  /** As written: "12.06 acres", "1,250 square feet". */
  text: string;
}

const AREA_LEAD = new Set(['containing', 'contains', 'contain', 'area']);
const AREA_FILLER = new Set([
  'approximately',
  'about',
  'a',
  'total',
  'of',
  'net',
  'gross',
  'in',
  'all',
  'is',
]);

/** "containing 12.06 acres", "AREA 0.853 AC.", "containing 493 square feet": the area the description states. */
export function statedArea(tokens: readonly Token[]): StatedArea | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    // "A 0.672 acre tract located in ..."
    if (
      token?.kind === 'number' &&
      tokenIsWord(tokens[index + 1], 'acre', 'acres') &&
      tokenIsWord(tokens[index + 2], 'tract', 'parcel')
    )
      return { acres: token.value, text: `${token.text} acres` };
    if (!(token?.kind === 'word' && AREA_LEAD.has(token.text))) continue;
    let at = index + 1;
    while (at < index + 5 && (tokenIsSymbol(tokens[at], ':', '=') || AREA_FILLER.has(tokens[at]?.text ?? '')))
      at += 1;
    const figure = tokens[at];
    if (figure?.kind !== 'number') continue;
    const unit = tokens[at + 1];
    const squareFeet =
      tokenIsWord(unit, 'square', 'sq') &&
      tokenIsWord(tokens[tokenIsSymbol(tokens[at + 2], '.') ? at + 3 : at + 2], 'feet', 'foot', 'ft');
    if (tokenIsWord(unit, 'acres', 'acre', 'ac'))
      return { acres: figure.value, text: `${figure.text} acres` };
    if (squareFeet) return { acres: figure.value / 43_560, text: `${figure.text} square feet` };
  }
  return null;
}

/**
 * "South 1°03'10\" West 168.00 feet along a wire fence (South 01°06'55\" West 168.33 feet along an existing wire
 * fence)": a course in brackets after another course in the same segment is a record or measured alternative.
 * Returns whether token `start` is inside brackets opened after `previousEnd`.
 */
export function insideBracketsAfter(tokens: readonly Token[], previousEnd: number, start: number): boolean {
  let depth = 0;
  for (let index = previousEnd; index < start; index += 1) {
    const token = tokens[index];
    if (endsClause(token) || token?.kind === 'newline') return false;
    if (tokenIsSymbol(token, '(')) depth += 1;
    else if (tokenIsSymbol(token, ')')) depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}
