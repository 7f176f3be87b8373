/*
 * Deed language parseDeed reads (each form has a row in parse-deed.test.ts):
 *   Quadrant bearings: N 45°30'15" E, N45-30-15E, N 45 30 15 E, N 45 deg 30 min 15 sec E, 45d30m15s,
 *     North 45 degrees 30 minutes East, N 45°30' E (no seconds), N 45° E and N 45 E (degrees only), N 45.5° E,
 *     S. 45° E., curly quotes and primes (’ ′ ″ ” “), '' for seconds, a lone ' for seconds after minutes
 *     (42°16'22'), ¦ º ˚ * &deg; for the degree sign, run-together words (South89°, ThenceSouth).
 *   Azimuths: "azimuth 123°45'10"", "Az. 45°".
 *   Plain and spelled directions: thence North 330 feet, thence East a distance of 466.6 Feet, due West,
 *     North East / North-East / N.E. / Northeast / NE, South west (45° quadrants), runs west 160 poles.
 *   Between bearing and distance: commas, "a distance of", "along/with/parallel to/by/on ..." phrases on one line.
 *   Distances: 1,083.29, 466.6, .5, 100 1/2, spelled numbers (Sixteen, twenty five, one hundred and five,
 *     ten (10)), units feet/foot/ft/' , chains/ch, links/lk, rods/rd/poles/perches, varas/vrs, meters/m,
 *     yards/yd, inches, compound "4 chains 25 links", "16 chains and twenty five links", "100 feet 6 inches";
 *     a bare number after an angle bearing is feet (textbook traverses: "N 26°10'E 285.10").
 *   Layout: one paragraph joined by thence/then/";", one call per line, numbered calls (1. / 1) / (1) /
 *     Call 1:), course labels (A-B, AB), text before the first call, "more or less" and acreage after it.
 *   Curves: "along a curve to the right/left" or "concave to the northwest" with radius and any of arc length,
 *     central angle (delta) or chord; "chord bears N 30° E, 99.96 feet"; a curve with no chord bearing that is
 *     not called non-tangent continues the previous course (reported as a warning); "said curve" takes radius
 *     and direction from "the beginning of a curve ... having a radius of" in the course before.
 *   Ties: "Commencing at ...; thence ... to the (true) point of beginning; thence ..." (also "Beginning at ...
 *     to the True Point of Beginning", P.O.B., place of beginning): the calls up to it are tieCalls.
 *   Stops at "less and except" (also "save and except", "less & except").
 *
 * Found and not read (each becomes a warning, never a guess):
 *   "Northerly along the road to a stake", "along the creek", meanders and other courses with no bearing.
 *   "thence along said curve 100 feet" with no radius anywhere before it.
 *   Calls by reference ("along the East line of Lot 5 to its NE corner"), angles turned ("deflect 30° right"),
 *     interior angles, grid/geodetic bearings with convergence, feet-and-tenths with a comma decimal (100,5).
 *   Two calls glued with no separator where the first ends in a unitless number ("N 45 E 100 S 45 E 100").
 *   Furlongs and other units not in spec section 9 ("unknown unit").
 */
import type { Call, LineCall } from './call';
import { courseNumberTokens, deedSegments } from './deed-segments';
import { deedTextNormalize, deedTextTokenize } from './deed-tokens';
import { type DeedNote, type DeedProblem, deedExcerpt, deedWarnings } from './deed-warnings';
import { callReachesPointOfBeginning } from './point-of-beginning';
import { resolveCurve } from './resolve-curve';
import { deedScanCalls, type FoundCall } from './scan-calls';

export type { DeedProblem } from './deed-warnings';

/** Spec section 5 messages. */
export const DEED_EMPTY_ERROR = 'Please enter a deed description';
export const DEED_NO_CALLS_ERROR = 'No valid bearing and distance calls found';

/**
 * parseDeed never throws. `errors` holds the spec's blocking messages (empty text; no calls), `warnings` the
 * skipped segments as "Line N: Could not parse <text>" plus notes about assumptions, and `problems` repeats
 * each skipped segment with its reason.
 */
export interface ParsedDeed {
  /** The tract, from the point of beginning. */
  calls: Call[];
  /** From the point of commencement to the point of beginning: drawn, not part of the tract. */
  tieCalls: Call[];
  warnings: string[];
  errors: string[];
  problems: DeedProblem[];
  /** Text from "less and except" on was not read. */
  stoppedAtException: boolean;
}

const EXCEPTION_PHRASE = /\b(?:less|save)\s{0,20}(?:and|&)\s{0,20}except/i;
export function parseDeed(text: string): ParsedDeed {
  const result: ParsedDeed = {
    calls: [],
    tieCalls: [],
    warnings: [],
    errors: [],
    problems: [],
    stoppedAtException: false,
  };
  if (text.trim() === '') {
    result.errors.push(DEED_EMPTY_ERROR);
    return result;
  }
  const normalized = deedTextNormalize(text);
  const exception = EXCEPTION_PHRASE.exec(normalized);
  const body = exception ? normalized.slice(0, exception.index) : normalized;
  result.stoppedAtException = exception !== null;
  const tokens = deedTextTokenize(body);
  const courseNumbers = courseNumberTokens(tokens);
  const segments = deedSegments(tokens, courseNumbers);
  const scan = deedScanCalls(tokens, segments, courseNumbers);

  const calls: Call[] = [];
  const kept: FoundCall[] = [];
  const notes: DeedNote[] = [];
  for (const found of scan.found) {
    const line = scan.segmentAt[found.start] ?? 0;
    const callText = deedExcerpt(body, tokens, found.start, found.end, Number.POSITIVE_INFINITY);
    if (found.kind === 'line') {
      const { azimuth, quadrant } = found.bearing;
      calls.push({
        kind: 'line',
        bearing: azimuth,
        quadrant,
        distance: found.distance,
        text: callText,
        line,
      } satisfies LineCall);
      kept.push(found);
      continue;
    }
    const resolved = resolveCurve(found.draft, calls.at(-1) ?? null, callText, line);
    if ('problem' in resolved) {
      scan.problems.push({
        strong: true,
        reason: resolved.problem,
        start: found.start,
        end: found.end,
        segment: line,
      });
      continue;
    }
    calls.push(resolved.call);
    kept.push(found);
    notes.push(...resolved.notes.map((message) => ({ position: found.start, message })));
  }

  const tieEnd = kept.findIndex(
    (found, index) =>
      index < kept.length - 1 &&
      callReachesPointOfBeginning(tokens, found.start, found.end, kept[index + 1]?.start ?? tokens.length),
  );
  result.tieCalls = tieEnd >= 0 ? calls.slice(0, tieEnd + 1) : [];
  result.calls = tieEnd >= 0 ? calls.slice(tieEnd + 1) : calls;

  const { warnings, problems } = deedWarnings(body, tokens, segments, scan, courseNumbers, notes);
  result.warnings = warnings;
  result.problems = problems;
  if (calls.length === 0) result.errors.push(DEED_NO_CALLS_ERROR);
  return result;
}
