import { callsTraverse } from './analyze-tract';
import { type Point, pointAzimuth, pointDistance } from './bearing';
import type { Call } from './call';
import { lineCallFrom } from './call-from';
import type { Segment } from './deed-segments';
import { type Token, tokenIsWord } from './deed-tokens';
import { readBearing, tokenStartsBearing } from './read-bearing';
import { CLOSURE_TOLERANCE_FEET, feet } from './units';

// A last course that gives its bearing and no distance, "to the beginning" ("thence south seventy degrees west to
// the beginning", "thence with his line S25W to the beginning"): colonial surveys leave its length to the other
// courses. Its length is solved from them only when its bearing points at the beginning; otherwise the bearing
// and the words disagree, and the course is left unread and reported, never guessed
// (docs/decisions/007-deed-parsing-never-guesses.md).

const ORIGIN: Point = { x: 0, y: 0 };

/** How far the written bearing may point from the beginning: a whole-degree bearing rounds by half a degree. */
export const CLOSING_BEARING_TOLERANCE_DEGREES = 1;

export interface ClosingOnBearing {
  /** The solved course, or null when the bearing does not point at the beginning. */
  call: Call | null;
  note: string;
  segment: number;
}

/** The index of "beginning" in "to the (place|point of) beginning" inside [start, end), or -1. */
function toBeginningAt(tokens: readonly Token[], start: number, end: number): number {
  for (let index = start + 2; index < end; index += 1) {
    if (!tokenIsWord(tokens[index], 'beginning')) continue;
    const ofPlace = tokenIsWord(tokens[index - 1], 'of') && tokenIsWord(tokens[index - 2], 'place', 'point');
    const at = ofPlace ? index - 2 : index;
    if (tokenIsWord(tokens[at - 1], 'the') && tokenIsWord(tokens[at - 2], 'to')) return index;
  }
  return -1;
}

const angleBetween = (a: number, b: number): number => {
  const difference = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(difference, 360 - difference);
};

/**
 * The first unread segment after `afterToken` that holds a bearing and then, with no figure between, "to the
 * beginning". Solved along its bearing when that points at the beginning within the tolerance.
 */
export function closingOnBearing(
  tokens: readonly Token[],
  segments: readonly Segment[],
  touched: ReadonlySet<number>,
  afterToken: number,
  calls: readonly Call[],
): ClosingOnBearing | null {
  const segment = segments.find((each) => each.start >= afterToken && !touched.has(each.number));
  if (!segment) return null;
  const beginning = toBeginningAt(tokens, segment.start, segment.end);
  if (beginning < 0) return null;
  let bearing: ReturnType<typeof readBearing> = null;
  for (let index = segment.start; index < beginning && !bearing; index += 1) {
    if (!tokenStartsBearing(tokens[index])) continue;
    const read = readBearing(tokens, index);
    if (read && !read.problem) bearing = read;
  }
  if (!bearing) return null;
  for (let index = bearing.next; index < beginning; index += 1)
    if (tokens[index]?.kind === 'number') return null;

  const end = callsTraverse(calls).vertices.at(-1) ?? ORIGIN;
  const gap = pointDistance(end, ORIGIN);
  if (gap <= CLOSURE_TOLERANCE_FEET) return null;
  const off = angleBetween(bearing.azimuth, pointAzimuth(end, ORIGIN));
  const line = segment.number;
  if (off > CLOSING_BEARING_TOLERANCE_DEGREES)
    return {
      call: null,
      segment: line,
      note: `Line ${line}: the last course runs "to the beginning" with no distance, and its bearing points ${off.toFixed(1)}° away from the beginning: its length cannot be solved, so it is not drawn`,
    };
  const length = gap * Math.cos((off * Math.PI) / 180);
  const call = { ...lineCallFrom(bearing.azimuth, feet(length), 'to the beginning'), line };
  const missed = gap * Math.sin((off * Math.PI) / 180);
  return {
    call,
    segment: line,
    note: `Line ${line}: the last course gives a bearing and no distance "to the beginning": its length, ${length.toFixed(2)} ft, is solved from the other courses${missed > CLOSURE_TOLERANCE_FEET ? `; it ends ${missed.toFixed(2)} ft from the beginning` : ''}`,
  };
}
