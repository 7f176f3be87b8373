/*
 * Deed language parseDeed reads (rows in parse-deed.test.ts, curve.test.ts and deeds-fixture.test.ts):
 *   Quadrant bearings: N 45°30'15" E, N45-30-15E, N 45 30 15 E, N 45 deg 30 min 15 sec E, N 45d30m15s E,
 *     North 45 degrees 30 minutes 15 seconds East, N 45°30' E (no seconds), N 45° E / N 45 E (degrees only),
 *     N 45.5° E, S. 45° E., upper or lower case; curly quotes and primes (’ ‘ ′ ” “ ″), '' for seconds, a lone ' for
 *     seconds after minutes (42¦16'22'East); ¦ º ˚ * &deg; for the degree sign; run-together words (South89°,
 *     ThenceSouth, TrueBeginning); decimal seconds (59.5").
 *   Azimuths: "azimuth 123°45'00"", "Az. 200°".
 *   Words: thence North 330 feet, thence East a distance of 466.6 Feet, due South, runs west 160 poles,
 *     North East / North-East / N.E. / Northeast / NE / South west (the 45° quadrants).
 *   Between bearing and distance: commas, "a distance of", line breaks, and on the same line a phrase opened by
 *     along / with / parallel / by / on ... ("along the North Line of said South-half 1083.29 feet").
 *   Distances: 1,083.29, 466.6, .5, 100 1/2; spelled (Sixteen, twenty five, one hundred and five, sixty-six,
 *     ten (10)); feet/foot/ft/', chains/ch, links/lk, rods/rd/poles/perches, varas/vrs, meters/metres/m,
 *     yards/yd, inches; compound "4 chains 25 links", "16 chains and twenty five links", "100 feet 6 inches".
 *     A bare figure after an angle bearing is feet (textbook traverses: "N 26°10'E 285.10").
 *   Layout: one paragraph joined by thence / then / ";" / ",", one call per line, numbered calls (1. / 1) / (1) /
 *     Call 1:), course labels (A-B, AB), text before the first call (the POB description), "more or less",
 *     "containing 5 acres", "on the following four (4) courses".
 *   Curves: "along a curve to the right/left" or "concave to the northwest/northwesterly", with a radius and
 *     any of arc length (arc distance, length, L=), central angle (delta, Δ) or chord length; "a chord bearing
 *     of ... and a chord length of ...", "the chord of which bears N 30° E, 99.96 feet"; wrapped over lines.
 *     With no chord bearing and not called non-tangent, a curve continues the previous course (a warning says
 *     so). "thence along said curve 157.08 feet" takes radius and direction from "... to the beginning of a
 *     curve to the right having a radius of 100 feet" in the course before.
 *   Ties: the calls up to the first one ending "to the (True) Point of Beginning" / "place of beginning" /
 *     "P.O.B." that has more calls after it are tieCalls ("Commencing at ...; thence ...").
 *   "Commencing 96.8 rods North and 155 rods West from ...": a direction right after an unused distance is an
 *     offset, not a course.
 *   Stops at "less and except" (also "save and except", "less & except"), any case; the excepted tracts after it are
 *     read on their own (deed-exception.ts), measured, and placed when both parts start from a section corner.
 *   Bearing trees ("from which a pecan bears S 12 W 6 varas", "whence ... bears"): noted, not drawn.
 *   Wrapped lines (deed-line-breaks.ts): a line end inside a call is joined before scanning.
 *   Damaged marks (angle-marks.ts): "00°0047", "45,30'", "45?30'", "44030'", "890 30'", minutes-only "N 45' E";
 *     and in deed-repairs.ts "THENCES88°", "0°l8'", "00'34'35"" (apostrophe for degrees), "N 0009'00" E", "pointof".
 *   What the description leaves to its closure (deed-closure.ts): "thence to the beginning" with no bearing or
 *     distance, a commencement naming no point of beginning, a curve with radius and chord bearing only.
 *   Real county records (docs/product.md#reading-real-deeds; rows in tests/unit/deeds-corpus.test.ts): distance
 *     first ("105.8 feet East"), recorder abbreviations (COM ... FR, DEG, FT, CH, TO BEG, "CURVE TO L (CHORD
 *     BEARS: ...)"), opening-clause offsets as the tie, numbers spelled and restated in figures, spelled angles,
 *     "5 poles + 6 links", "and a half", "in all 80 poles", bracketed record calls, azimuth tables in a stated
 *     unit, and unambiguous scanning damage (deed-repairs.ts), each repair listed in a warning.
 *
 * Found and not read (each gives a "Line N: Could not parse" warning with a reason, never a guess):
 *   Courses with no bearing: "Northerly along the road to a stake", "along the East line of Lot 5 to its NE
 *     corner", meanders; vague directions (Northerly, Easterly) are read only as a curve's concave side.
 *   Angles turned: "deflect 30° right 100 feet", interior angles.
 *   A curve with no radius anywhere ("along said curve 100 feet" alone), or with no chord bearing and no course
 *     before it to be tangent to.
 *   Two calls glued where the first has no unit: "N 45 E 100 S 45 E 100" (S is taken for an unknown unit).
 *   Decimal commas ("100,5 ft"), spelled fractions ("sixteen and one-half chains"; "seven and seventy-three
 *     one-hundredths chains" is read), 60 seconds or minutes.
 *   Units outside docs/product.md#limits (furlongs, miles, acres as a length): "unknown unit".
 * Aliquot parts ("the N/2 of the NE/4 of Section 9") are drawn as that part of a regular section only when the
 * text has no course at all (read-aliquot.ts). Not attempted: basis-of-bearing rotation (callsRotate does it on request), compass-rule balancing of a misclosure.
 */
import type { Call, LineCall } from './call';
import { closingOnBearing } from './closing-bearing';
import { closingCourse, commencesBeforeCalls, segmentToBeginning, tieByClosure } from './deed-closure';
import {
  aliquotPointInSection,
  type DeedException,
  readExceptions,
  tiedPointOfBeginning,
} from './deed-exception';
import { deedLinesUnwrap } from './deed-line-breaks';
import { deedTextRepair, restatedFiguresCollapse } from './deed-repairs';
import { courseNumberTokens, deedSegments } from './deed-segments';
import {
  insideBracketsAfter,
  openingClause,
  openingHasOffsets,
  type StatedArea,
  statedArea,
  statedLengthUnit,
} from './deed-structure';
import { deedTextNormalize, deedTextTokenize } from './deed-tokens';
import { type DeedNote, type DeedProblem, deedExcerpt, deedWarnings } from './deed-warnings';
import { callReachesPointOfBeginning } from './point-of-beginning';
import { readAliquot } from './read-aliquot';
import { resolveCurve } from './resolve-curve';
import { deedScanCalls, type FoundCall } from './scan-calls';

export type { DeedProblem } from './deed-warnings';

/** docs/product.md#validation messages. */
export const DEED_EMPTY_ERROR = 'Please enter a deed description';
export const DEED_NO_CALLS_ERROR = 'No valid bearing and distance calls found';

/**
 * parseDeed never throws. `errors` holds the product description's blocking messages (empty text; no calls), `warnings` the
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
  /** Text from "less and except" on was not read as part of the tract. */
  stoppedAtException: boolean;
  /** The excepted tracts described by courses or aliquot parts, measured and placed where they can be. */
  exceptions: DeedException[];
  /** The area the description states ("containing 12.06 acres"), to set beside the computed one; null if none. */
  statedArea: StatedArea | null;
  /** The aliquot part drawn when the description has no courses ("N/2 of the SE/4"), its tie from the section's south-west corner; else null. */
  aliquot: string | null;
}

// docs/product.md#validation: parsing stops at "less and except". Bounded gaps keep the search linear.
const EXCEPTION_PHRASE = /\b(?:less|save)\s{0,20}(?:and|&)\s{0,20}except/i;

export function parseDeed(text: string): ParsedDeed {
  const result: ParsedDeed = {
    calls: [],
    tieCalls: [],
    warnings: [],
    errors: [],
    problems: [],
    stoppedAtException: false,
    exceptions: [],
    statedArea: null,
    aliquot: null,
  };
  if (text.trim() === '') {
    result.errors.push(DEED_EMPTY_ERROR);
    return result;
  }
  const repaired = deedTextRepair(deedLinesUnwrap(deedTextNormalize(text)).text);
  const normalized = repaired.text;
  const exception = EXCEPTION_PHRASE.exec(normalized);
  const body = exception ? normalized.slice(0, exception.index) : normalized;
  result.stoppedAtException = exception !== null;
  const tokens = restatedFiguresCollapse(deedTextTokenize(body));
  const courseNumbers = courseNumberTokens(tokens);
  const segments = deedSegments(tokens, courseNumbers);
  const opening = openingClause(tokens);
  const bareUnit = statedLengthUnit(tokens);
  const scan = deedScanCalls(tokens, segments, courseNumbers, { bareUnit: bareUnit ?? 'feet', opening });
  result.statedArea = statedArea(tokens);

  const calls: Call[] = [];
  const kept: FoundCall[] = [];
  const notes: DeedNote[] = [];
  if (repaired.repairs.length > 0)
    notes.push({ position: 0, message: `Scanning damage repaired: ${repaired.repairs.join(', ')}` });
  if (bareUnit && bareUnit !== 'feet')
    notes.push({
      position: 0,
      message: `Figures without a unit read in ${bareUnit}, as the description states`,
    });
  for (const witness of scan.witnesses)
    notes.push({
      position: witness.start,
      message: `Line ${scan.segmentAt[witness.start] ?? 0}: ${deedExcerpt(body, tokens, witness.start, witness.end)} is a bearing tree witnessing a corner, not a course: not drawn`,
    });
  for (const found of scan.found) {
    const line = scan.segmentAt[found.start] ?? 0;
    const callText = deedExcerpt(body, tokens, found.start, found.end, Number.POSITIVE_INFINITY);
    const previous = kept.at(-1);
    if (previous && insideBracketsAfter(tokens, previous.end, found.start)) {
      notes.push({
        position: found.start,
        message: `Line ${line}: ${deedExcerpt(body, tokens, found.start, found.end)} is in brackets after a course: read as its record or measured alternative, not drawn`,
      });
      continue;
    }
    if (found.kind === 'line') {
      const { azimuth, quadrant, repair } = found.bearing;
      calls.push({
        kind: 'line',
        bearing: azimuth,
        quadrant,
        distance: found.distance,
        text: callText,
        line,
        ...(found.unit ? { unit: found.unit } : {}),
      } satisfies LineCall);
      kept.push(found);
      if (repair)
        notes.push({
          position: found.start,
          message: `Line ${line}: scanning damage read through: ${repair}`,
        });
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

  // Offsets in the opening clause ("COM N 211.40 FT & W 16.50 FT FR ...") tie a corner to the point of beginning.
  let openingTie = 0;
  for (let index = 0; opening && (kept[index]?.start ?? Number.POSITIVE_INFINITY) < opening.end; index += 1) {
    const until = Math.min(opening.end, kept[index + 1]?.start ?? opening.end);
    if (openingHasOffsets(tokens, kept[index]?.end ?? 0, until)) openingTie = index + 1;
  }
  const tieEnd = kept.findIndex(
    (found, index) =>
      index < kept.length - 1 &&
      callReachesPointOfBeginning(tokens, found.start, found.end, kept[index + 1]?.start ?? tokens.length),
  );
  let tieCount = Math.max(openingTie, tieEnd + 1);
  if (tieCount === 0 && kept[0] && commencesBeforeCalls(tokens, kept[0].start)) {
    tieCount = tieByClosure(calls);
    if (tieCount > 0)
      notes.push({
        position: kept[0].start,
        message: `The description commences at a corner and names no point of beginning before its courses: the first ${tieCount === 1 ? 'course is' : `${tieCount} courses are`} read as the tie, because the courses after ${tieCount === 1 ? 'it' : 'them'} close on its end`,
      });
  }
  result.tieCalls = calls.slice(0, tieCount);
  result.calls = calls.slice(tieCount);
  const toBeginning =
    kept.length > 0 ? segmentToBeginning(tokens, segments, scan.touched, kept.at(-1)?.end ?? 0) : null;
  const closing =
    toBeginning && result.calls.length >= 2 ? closingCourse(result.calls, toBeginning.number) : null;
  if (closing && toBeginning) {
    result.calls.push(closing.call);
    notes.push({ position: toBeginning.start, message: closing.note });
  }
  const onBearing =
    !toBeginning && result.calls.length >= 2
      ? closingOnBearing(tokens, segments, scan.touched, kept.at(-1)?.end ?? 0, result.calls)
      : null;
  if (onBearing?.call) {
    result.calls.push(onBearing.call);
    scan.touched.add(onBearing.segment);
    scan.problems = scan.problems.filter((problem) => problem.segment !== onBearing.segment);
  }
  if (onBearing) notes.push({ position: kept.at(-1)?.end ?? 0, message: onBearing.note });

  const { warnings, problems } = deedWarnings(body, tokens, segments, scan, courseNumbers, notes);
  result.warnings = warnings;
  result.problems = problems;
  const aliquot = calls.length === 0 ? readAliquot(body) : null;
  if (aliquot) {
    result.calls = aliquot.calls;
    result.tieCalls = aliquot.tieCalls;
    result.aliquot = aliquot.text;
    result.warnings.unshift(
      `No courses to read: drawn from the aliquot description "${aliquot.text}" as part of a regular 640-acre section of 160-acre quarters. A surveyed section may differ: sections along a township's north and west lines often hold government lots of other sizes, so check the acres against the plat`,
    );
  } else if (calls.length === 0) result.errors.push(DEED_NO_CALLS_ERROR);
  if (exception) {
    // The tract's point of beginning in section feet: an aliquot part's south-west corner, or where its tie says.
    const drawn = result.calls.length >= 3;
    const mainInSection = !drawn
      ? null
      : aliquot
        ? aliquotPointInSection(aliquot.tieCalls)
        : tiedPointOfBeginning(body, result);
    const read = readExceptions(normalized.slice(exception.index), mainInSection, parseDeed);
    // With no tract drawn the exceptions are not measured, but what they could not read is still reported.
    if (drawn) result.exceptions = read.exceptions;
    result.warnings.push(...read.warnings);
  }
  return result;
}
