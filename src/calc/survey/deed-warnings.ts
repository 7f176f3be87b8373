import { type Segment, segmentIsIgnorable, segmentLooksLikeCall } from './deed-segments';
import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import type { CallScan } from './scan-calls';

export interface DeedProblem {
  /** The N of "Line N": 1-based segment number (the line number when calls are one per line). */
  line: number;
  /** The text that was skipped. */
  text: string;
  /** Why, for a tooltip beside the warning. */
  reason: string;
}

/** A remark that is not a skipped segment ("curve taken as tangent ..."), placed by its token position. */
export interface DeedNote {
  position: number;
  message: string;
}

const MAX_EXCERPT = 80;
/** Past this many, skipped segments are summarised: a pasted novel should not produce 10,000 warnings. */
const MAX_PARSE_WARNINGS = 100;

/** Tokens [start, end) as text, without a leading thence or a trailing comma, cut to `maxLength`. */
export function deedExcerpt(
  text: string,
  tokens: readonly Token[],
  start: number,
  end: number,
  maxLength = MAX_EXCERPT,
): string {
  let first = start;
  while (first < end && (tokenIsWord(tokens[first], 'thence', 'then') || tokens[first]?.kind === 'symbol'))
    first += 1;
  let last = end - 1;
  while (last > first && tokenIsSymbol(tokens[last], ',', '.', ';', ':')) last -= 1;
  const from = tokens[first] ?? tokens[start];
  const to = tokens[last] ?? tokens[end - 1];
  if (!from || !to) return '';
  const flat = text.slice(from.start, to.end).replace(/\s+/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

/**
 * Which text was skipped, and why. A call begun with an angle ("N 95° E 100 ft") is always reported. A segment
 * with no call is reported when a call was meant there: it comes after the first call or starts with thence or a
 * course number, and it has a direction word or a figure. The preamble before the first call ("Beginning at the
 * Northwest Corner of ..."), "on the following courses" and "containing 5 acres" are not.
 */
export function deedWarnings(
  text: string,
  tokens: readonly Token[],
  segments: readonly Segment[],
  scan: CallScan,
  courseNumbers: ReadonlySet<number>,
  notes: readonly DeedNote[],
): { warnings: string[]; problems: DeedProblem[] } {
  let firstCallSegment = Number.POSITIVE_INFINITY;
  for (const number of scan.touched) firstCallSegment = Math.min(firstCallSegment, number);
  const skipped: Array<DeedProblem & { position: number }> = [];
  const reported = new Set<number>();
  for (const problem of scan.problems) {
    if (!problem.strong) continue;
    const segment = segments[problem.segment - 1];
    // In a segment that also held a call, only the failed call's own words are quoted; else the whole segment.
    const whole = segment && !scan.touched.has(segment.number);
    if (whole && reported.has(segment.number)) continue;
    const [start, end] = whole ? [segment.start, segment.end] : [problem.start, problem.end];
    skipped.push({
      position: start,
      line: problem.segment,
      text: deedExcerpt(text, tokens, start, end),
      reason: problem.reason,
    });
    reported.add(problem.segment);
  }
  const softReasons = new Map<number, string>();
  for (const problem of scan.problems)
    if (!softReasons.has(problem.segment)) softReasons.set(problem.segment, problem.reason);
  for (const segment of segments) {
    if (scan.touched.has(segment.number) || reported.has(segment.number)) continue;
    if (segmentIsIgnorable(tokens, segment, courseNumbers)) continue;
    const meantAsCall = segment.number > firstCallSegment || segment.startsWithKeyword;
    if (!meantAsCall || !(segment.startsWithKeyword || segmentLooksLikeCall(tokens, segment, courseNumbers)))
      continue;
    const reason = softReasons.get(segment.number) ?? 'no bearing and distance found';
    skipped.push({
      position: segment.start,
      line: segment.number,
      text: deedExcerpt(text, tokens, segment.start, segment.end),
      reason,
    });
  }
  skipped.sort((a, b) => a.position - b.position);
  const shown = skipped.slice(0, MAX_PARSE_WARNINGS);
  const lines = [
    ...shown.map((problem) => ({
      position: problem.position,
      message: `Line ${problem.line}: Could not parse ${problem.text}`,
    })),
    ...notes,
  ].sort((a, b) => a.position - b.position);
  const warnings = lines.map((line) => line.message);
  if (skipped.length > shown.length)
    warnings.push(`${skipped.length - shown.length} more lines could not be parsed`);
  return {
    warnings,
    problems: shown.map(({ line, text: skippedText, reason }) => ({ line, text: skippedText, reason })),
  };
}
