import { callsTraverse } from './analyze-tract';
import { azimuthToQuadrantBearing, type Point, pointAzimuth, pointDistance } from './bearing';
import type { Call } from './call';
import { lineCallFrom } from './call-from';
import type { Segment } from './deed-segments';
import { type Token, tokenIsWord } from './deed-tokens';
import { formatQuadrantBearing } from './tract-display';
import { CLOSURE_TOLERANCE_FEET, feet } from './units';

// Two things a description leaves to its own closure, both read only when the words say so and always reported
// (docs/decisions/007-deed-parsing-never-guesses.md):
// - "thence to the beginning" with no bearing or distance (colonial surveys in poles): the closing course runs from
//   the last corner back to the beginning, as the words say;
// - "Commencing at ..." with no point of beginning named before the courses: the tie is the leading course after
//   which the rest close exactly on its end.

const ORIGIN: Point = { x: 0, y: 0 };

const BARE_CLOSING_WORDS = new Set([
  'thence',
  'then',
  'and',
  'back',
  'direct',
  'directly',
  'straight',
  'to',
  'the',
  'place',
  'point',
  'of',
  'beginning',
  'first',
  'station',
  'corner',
]);

/** The segment after the last call that says only "to the (place of) beginning" or "to the first station". */
export function segmentToBeginning(
  tokens: readonly Token[],
  segments: readonly Segment[],
  touched: ReadonlySet<number>,
  afterToken: number,
): Segment | null {
  for (const segment of segments) {
    if (segment.start < afterToken || touched.has(segment.number)) continue;
    const words: string[] = [];
    for (let index = segment.start; index < segment.end; index += 1) {
      const token = tokens[index];
      if (token?.kind === 'number') return null;
      if (token?.kind === 'word') words.push(token.text);
    }
    // Only the bare words: "down the meander of the branch to the beginning" or "crossing the river to the place of
    // beginning" follow a line the courses do not give, so no straight course is drawn for them.
    if (words.some((word) => !BARE_CLOSING_WORDS.has(word))) continue;
    const text = ` ${words.join(' ')} `;
    if (
      / to the (?:(?:place|point) of )?beginning | to the first station | to the beginning corner /.test(text)
    )
      return segment;
  }
  return null;
}

/** The course from the end of `calls` back to the beginning, or null when they already close. */
export function closingCourse(calls: readonly Call[], line: number): { call: Call; note: string } | null {
  const end = callsTraverse(calls).vertices.at(-1) ?? ORIGIN;
  const gap = pointDistance(end, ORIGIN);
  if (gap <= CLOSURE_TOLERANCE_FEET) return null;
  const bearing = pointAzimuth(end, ORIGIN);
  const call = { ...lineCallFrom(bearing, feet(gap), 'to the beginning'), line };
  const written = `${formatQuadrantBearing(azimuthToQuadrantBearing(bearing))} ${gap.toFixed(2)} ft`;
  return {
    call,
    note: `Line ${line}: "to the beginning" gives no bearing or distance: drawn from the last corner back to the beginning (${written})`,
  };
}

const closes = (calls: readonly Call[]): boolean => {
  const { vertices, legs } = callsTraverse(calls);
  const gap = pointDistance(vertices.at(-1) ?? ORIGIN, ORIGIN);
  const perimeter = legs.reduce((total, leg) => total + leg.call.distance, 0);
  return gap <= Math.max(0.1, perimeter / 10_000);
};

/** Whether the text before the first call commences ("Commencing at", "COM", "Commence"). */
export function commencesBeforeCalls(tokens: readonly Token[], firstCallStart: number): boolean {
  for (let index = 0; index < firstCallStart; index += 1)
    if (tokenIsWord(tokens[index], 'commencing', 'commence', 'com', 'commencement')) return true;
  return false;
}

/**
 * For a description that commences and names no point of beginning: how many leading courses are the tie. Zero
 * when all the courses close; otherwise the fewest leading courses (one or two) after which the rest close on
 * their end, or zero when none do.
 */
export function tieByClosure(calls: readonly Call[]): number {
  if (calls.length < 4 || closes(calls)) return 0;
  for (let tie = 1; tie <= 2 && calls.length - tie >= 3; tie += 1) if (closes(calls.slice(tie))) return tie;
  return 0;
}
