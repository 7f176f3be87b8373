import type { Segment } from './deed-segments';
import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import { type BearingRead, tokenStartsBearing } from './read-bearing';
import { type CurveDraft, readCurve } from './read-curve';
import { tokenIsLengthUnit } from './read-distance';
import { type LineCallAttempt, readAzimuthRow, readDistanceFirstCall, readLineCall } from './read-line-call';
import { tokenStartsNumberWord } from './read-number';
import type { Feet, LengthUnit } from './units';

export type FoundCall =
  | {
      kind: 'line';
      start: number;
      end: number;
      bearing: BearingRead;
      distance: Feet;
      unit: LengthUnit | null;
    }
  | { kind: 'curve'; start: number; end: number; draft: CurveDraft };

/** A call that was begun and could not be read, over tokens [start, end) of segment `segment`. */
export interface ScanProblem {
  /** A bearing with an angle was there, so a call was surely meant: always reported. */
  strong: boolean;
  reason: string;
  start: number;
  end: number;
  segment: number;
}

export interface CallScan {
  /** In text order. */
  found: FoundCall[];
  /** Segment numbers a call was read from. */
  touched: Set<number>;
  problems: ScanProblem[];
  /** Segment number of each token (0 for separators). */
  segmentAt: Int32Array;
  /** Token ranges of bearing-tree calls ("to a stake from which a pecan bears S 12 W 6 varas"): not courses. */
  witnesses: Array<{ start: number; end: number }>;
}

/**
 * "from which a pecan 14 in. dia. bears S 12 W 6 varas", "whence a post oak bears N 40 E 12 links": a bearing
 * tree witnessing the corner, not a course of the tract. A curve's "chord bears" is never one.
 */
function witnessBearing(tokens: readonly Token[], index: number, segmentStart: number): boolean {
  if (!tokenIsWord(tokens[index - 1], 'bears', 'bear')) return false;
  for (let back = index - 2; back >= Math.max(segmentStart, index - 14); back -= 1) {
    if (tokenIsWord(tokens[back], 'chord')) return false;
    if (
      tokenIsWord(tokens[back], 'whence') ||
      (tokenIsWord(tokens[back], 'from') && tokenIsWord(tokens[back + 1], 'which'))
    )
      return true;
  }
  return false;
}

const isCurveWord = (token: Token | undefined): boolean => tokenIsWord(token, 'curve', 'curving');
const curveIsComplete = (draft: CurveDraft): boolean =>
  draft.radius !== null && (draft.arcLength !== null || draft.delta !== null || draft.chordLength !== null);

/** Fields a curve leaves out are taken from "the beginning of a curve to the right having a radius of ..." before it. */
function curveDraftMerge(draft: CurveDraft, earlier: CurveDraft | null): CurveDraft {
  if (!earlier) return draft;
  const merged = { ...draft };
  for (const key of ['turn', 'concave', 'radius', 'delta'] as const) {
    if (merged[key] === null) Object.assign(merged, { [key]: earlier[key] });
  }
  return merged;
}

const DANGLING_WORDS = new Set([
  'bears',
  'bearing',
  'of',
  'chord',
  'and',
  'a',
  'an',
  'the',
  'with',
  'having',
  'radius',
  'length',
  'distance',
  'angle',
  'arc',
  'delta',
]);
const curveTextIsDangling = (last: Token | undefined): boolean =>
  last?.kind === 'symbol' ? last.text === ',' : last?.kind === 'word' && DANGLING_WORDS.has(last.text);

function segmentHasLineCall(tokens: readonly Token[], segment: Segment): boolean {
  for (let index = segment.start; index < segment.end; index += 1) {
    if (tokenStartsBearing(tokens[index]) && readLineCall(tokens, index)?.kind === 'call') return true;
  }
  return false;
}

export interface ScanOptions {
  /** Unit of bare figures after an angle: feet unless the description states one. */
  bareUnit: LengthUnit;
  /** The opening clause (docs in deed-structure.ts), where "203.2 feet East of ..." offsets are read. */
  opening: { start: number; end: number } | null;
}

const LEAD_IN_WORDS = new Set(['thence', 'then', 'run', 'running', 'runs']);

/** Where a segment's own words begin, after "thence", "run" and commas: "thence, 399.1 feet k South". */
function segmentContentStart(
  tokens: readonly Token[],
  segment: Segment,
  courseNumbers: ReadonlySet<number>,
): number {
  let index = segment.start;
  while (
    index < segment.end &&
    (courseNumbers.has(index) ||
      tokenIsSymbol(tokens[index], ',') ||
      (tokens[index]?.kind === 'word' && LEAD_IN_WORDS.has(tokens[index]?.text ?? '')))
  )
    index += 1;
  return index;
}

type RowReader = (tokens: readonly Token[], start: number, bareUnit: LengthUnit) => LineCallAttempt | null;

/** Token indices where a course may be written distance first, or as an azimuth-table row. */
function otherCallStarts(
  tokens: readonly Token[],
  segments: readonly Segment[],
  courseNumbers: ReadonlySet<number>,
  options: ScanOptions,
): Array<{ index: number; read: RowReader }> {
  const starts: Array<{ index: number; read: RowReader }> = [];
  const { opening } = options;
  if (opening)
    for (let index = opening.start; index < opening.end; index += 1)
      if (tokens[index]?.kind === 'number') starts.push({ index, read: readDistanceFirstCall });
  for (const segment of segments) {
    const index = segmentContentStart(tokens, segment, courseNumbers);
    if (tokens[index]?.kind === 'number' && !(opening && index >= opening.start && index < opening.end))
      starts.push({ index, read: readDistanceFirstCall });
  }
  // "AB 112.4050 181.22; BC ...": rows of a table headed "Azimuth".
  if (tokens.some((token) => tokenIsWord(token, 'azimuth', 'azimuths')))
    tokens.forEach((token, index) => {
      if (token.kind === 'word' && /^[a-z]{2}$/.test(token.text))
        starts.push({ index, read: readAzimuthRow });
    });
  return starts.sort((a, b) => a.index - b.index);
}

export function deedScanCalls(
  tokens: readonly Token[],
  segments: readonly Segment[],
  courseNumbers: ReadonlySet<number>,
  options: ScanOptions = { bareUnit: 'feet', opening: null },
): CallScan {
  const segmentAt = new Int32Array(tokens.length).fill(0);
  for (const segment of segments) segmentAt.fill(segment.number, segment.start, segment.end);
  const scan: CallScan = { found: [], touched: new Set(), problems: [], segmentAt, witnesses: [] };
  const segmentStart = new Int32Array(tokens.length).fill(0);
  for (const segment of segments) segmentStart.fill(segment.start, segment.start, segment.end);
  const consumed = new Uint8Array(tokens.length);
  const claim = (start: number, end: number): void => {
    consumed.fill(1, start, end);
    for (let index = start; index < end; index += 1)
      if (segmentAt[index]) scan.touched.add(segmentAt[index] as number);
  };
  // Curves first: a segment whose word "curve" comes before any line call describes a curve, and its chord
  // bearing must not be read as a straight course. A curve may wrap onto the following lines until it is complete.
  // Only the segment right after "... to the beginning of a curve having a radius of ..." may borrow from it.
  let earlierCurve: { draft: CurveDraft; position: number } | null = null;
  for (let position = 0; position < segments.length; position += 1) {
    const segment = segments[position] as Segment;
    let curveAt = -1;
    for (let index = segment.start; index < segment.end && curveAt < 0; index += 1) {
      if (isCurveWord(tokens[index])) curveAt = index;
    }
    if (curveAt < 0) continue;
    if (segmentHasLineCall(tokens, { ...segment, end: curveAt })) {
      // "... 100 feet to the beginning of a curve to the right having a radius of 500 feet": remember, do not draw.
      earlierCurve = { draft: readCurve(tokens, curveAt, segment.end), position };
      consumed.fill(1, curveAt, segment.end);
      continue;
    }
    const curvePosition = position;
    let end = segment.end;
    let draft = readCurve(tokens, segment.start, end);
    // At most three more lines, so a stray "curve" cannot make the scan quadratic.
    for (let extra = 0; extra < 3; extra += 1) {
      const following = segments[position + 1];
      if (!following?.afterNewline) break;
      // A line ending "chord bears" goes on; an incomplete curve takes the next line unless that line is a course.
      const dangling = curveTextIsDangling(tokens[end - 1]);
      if (!dangling && (curveIsComplete(draft) || segmentHasLineCall(tokens, following))) break;
      position += 1;
      end = following.end;
      draft = readCurve(tokens, segment.start, end);
    }
    scan.found.push({
      kind: 'curve',
      start: segment.start,
      end,
      draft: curveDraftMerge(draft, earlierCurve?.position === curvePosition - 1 ? earlierCurve.draft : null),
    });
    earlierCurve = null;
    claim(segment.start, end);
  }

  const record = (attempt: LineCallAttempt): void => {
    if (attempt.kind !== 'call') return;
    scan.found.push({
      kind: 'line',
      start: attempt.start,
      end: attempt.next,
      bearing: attempt.bearing,
      distance: attempt.distance,
      unit: attempt.unit,
    });
    claim(attempt.start, attempt.next);
  };
  for (const { index, read } of otherCallStarts(tokens, segments, courseNumbers, options)) {
    if (consumed[index]) continue;
    const attempt = read(tokens, index, options.bareUnit);
    if (attempt) record(attempt);
  }

  // "Commencing 96.8 rods North and 155 rods West from ...": a direction right after a distance nobody used is an
  // offset to the point of commencement, not a course.
  const afterLooseDistance = (index: number): boolean => {
    const unit = tokens[index - 1];
    const number = tokens[index - 2];
    return (
      tokenIsLengthUnit(unit) &&
      !consumed[index - 1] &&
      (number?.kind === 'number' || tokenStartsNumberWord(number))
    );
  };
  let index = 0;
  while (index < tokens.length) {
    if (consumed[index] || courseNumbers.has(index) || !tokenStartsBearing(tokens[index])) {
      index += 1;
      continue;
    }
    const attempt = readLineCall(tokens, index, options.bareUnit);
    if (attempt && witnessBearing(tokens, index, segmentStart[index] ?? 0)) {
      scan.witnesses.push({ start: index, end: attempt.next });
      consumed.fill(1, index, attempt.next);
      index = Math.max(attempt.next, index + 1);
      continue;
    }
    const strong = attempt?.kind === 'call' ? attempt.bearing.strength === 'angle' : attempt?.strong;
    if (!attempt || (!strong && afterLooseDistance(index))) {
      index += 1;
      continue;
    }
    // "thence 88°44'40\" E 817.20 feet": an angle with no north or south before it is a quadrant bearing missing
    // its first letter, not a course due east; reported, never guessed.
    const orphanAngle =
      attempt.kind === 'call' &&
      attempt.bearing.strength !== 'angle' &&
      tokenIsSymbol(tokens[index - 1], '°', "'", '"') &&
      tokens[index - 2]?.kind === 'number' &&
      index - 2 >= (segmentStart[index] ?? 0);
    if (orphanAngle) {
      scan.problems.push({
        strong: true,
        reason: 'an angle with no north or south before it',
        start: index,
        end: attempt.next,
        segment: segmentAt[index] ?? 0,
      });
      consumed.fill(1, index, attempt.next);
    } else if (attempt.kind === 'call') {
      record(attempt);
    } else {
      const segment = segmentAt[index] ?? 0;
      scan.problems.push({
        strong: attempt.strong,
        reason: attempt.reason,
        start: attempt.start,
        end: attempt.next,
        segment,
      });
      consumed.fill(1, attempt.start, attempt.next);
    }
    index = Math.max(attempt.next, index + 1);
  }
  scan.found.sort((a, b) => a.start - b.start);
  return scan;
}
