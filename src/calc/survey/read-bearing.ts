import { trailingZeroDegrees } from './angle-marks';
import {
  azimuthNormalize,
  azimuthToQuadrantBearing,
  type QuadrantBearing,
  quadrantBearingProblem,
  quadrantBearingToAzimuth,
} from './bearing';
import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import { readAngle } from './read-angle';
import { type Degrees, degrees } from './units';

const NORTH_SOUTH: Readonly<Record<string, 'N' | 'S'>> = { n: 'N', north: 'N', s: 'S', south: 'S' };
const EAST_WEST: Readonly<Record<string, 'E' | 'W'>> = { e: 'E', east: 'E', w: 'W', west: 'W' };
const ONE_WORD_QUARTERS: Readonly<Record<string, readonly ['N' | 'S', 'E' | 'W']>> = {
  northeast: ['N', 'E'],
  ne: ['N', 'E'],
  northwest: ['N', 'W'],
  nw: ['N', 'W'],
  southeast: ['S', 'E'],
  se: ['S', 'E'],
  southwest: ['S', 'W'],
  sw: ['S', 'W'],
};

/**
 * How sure we are that a bearing is one. A quadrant or azimuth bearing with an angle is unmistakable; a bare
 * direction word is often prose ("the Northwest Corner", "Range 7 East"), so it becomes a call only when a
 * distance with its unit follows.
 */
export type { AngleRead } from './read-angle';
export { readAngle } from './read-angle';

export type BearingStrength = 'angle' | 'word';

export interface BearingRead {
  azimuth: Degrees;
  quadrant: QuadrantBearing;
  strength: BearingStrength;
  problem: string | null;
  /** A scanning damage read through, for the warnings. */
  repair: string | null;
  next: number;
}

/** Skips the "." of "S." and "deg." */
const afterDot = (tokens: readonly Token[], index: number): number =>
  tokenIsSymbol(tokens[index], '.') ? index + 1 : index;

function readQuadrant(tokens: readonly Token[], start: number): BearingRead | null {
  const northSouth = NORTH_SOUTH[tokens[start]?.text ?? ''];
  if (tokens[start]?.kind !== 'word' || !northSouth) return null;
  const angle = readAngle(tokens, afterDot(tokens, start + 1), false);
  const eastWestAt = angle ? afterDot(tokens, angle.next) : -1;
  const eastWestToken = angle ? tokens[eastWestAt] : undefined;
  const eastWest = eastWestToken?.kind === 'word' ? EAST_WEST[eastWestToken.text] : undefined;
  if (!angle || !eastWest) return null;
  const tenth = trailingZeroDegrees(angle.degrees);
  if (tenth !== null) angle.repair = `${angle.degrees}° read as ${tenth}°`;
  const quadrant: QuadrantBearing = {
    northSouth,
    degrees: tenth ?? angle.degrees,
    minutes: angle.minutes,
    seconds: angle.seconds,
    eastWest,
  };
  const problem = quadrantBearingProblem(quadrant);
  return {
    azimuth: quadrantBearingToAzimuth(quadrant),
    quadrant,
    strength: 'angle',
    problem,
    repair: angle.repair,
    next: afterDot(tokens, eastWestAt + 1),
  };
}

function readAzimuth(tokens: readonly Token[], start: number): BearingRead | null {
  if (!tokenIsWord(tokens[start], 'azimuth', 'az')) return null;
  let index = afterDot(tokens, start + 1);
  if (tokenIsWord(tokens[index], 'of') || tokenIsSymbol(tokens[index], ':', '=')) index += 1;
  const angle = readAngle(tokens, index, true);
  if (!angle) return null;
  const value = angle.degrees + angle.minutes / 60 + angle.seconds / 3600;
  const problem =
    angle.minutes >= 60 || angle.seconds >= 60
      ? 'minutes and seconds must be 0 to 59'
      : value >= 360
        ? 'an azimuth must be under 360 degrees'
        : null;
  const azimuth = azimuthNormalize(degrees(value));
  return {
    azimuth,
    quadrant: azimuthToQuadrantBearing(azimuth),
    strength: 'angle',
    problem,
    repair: angle.repair,
    next: angle.next,
  };
}

const wordBearing = (northSouth: 'N' | 'S' | null, eastWest: 'E' | 'W' | null, next: number): BearingRead => {
  // North is N 0° E, east N 90° E, northeast N 45° E.
  const quadrant: QuadrantBearing = {
    northSouth: northSouth ?? 'N',
    degrees: !northSouth ? 90 : eastWest ? 45 : 0,
    minutes: 0,
    seconds: 0,
    eastWest: eastWest ?? 'E',
  };
  return {
    azimuth: quadrantBearingToAzimuth(quadrant),
    quadrant,
    strength: 'word',
    problem: null,
    repair: null,
    next,
  };
};

/** North, East, N, "North East", "N.E.", Northeast, "South west". */
function readDirectionWords(tokens: readonly Token[], start: number): BearingRead | null {
  const token = tokens[start];
  if (token?.kind !== 'word') return null;
  // "Smith's" tokenises to smith ' s, and that s is no South.
  if (token.text.length === 1 && tokenIsSymbol(tokens[start - 1], "'")) return null;
  const quarter = ONE_WORD_QUARTERS[token.text];
  if (quarter) return wordBearing(quarter[0], quarter[1], afterDot(tokens, start + 1));
  const northSouth = NORTH_SOUTH[token.text];
  const eastWest = EAST_WEST[token.text];
  if (!northSouth && !eastWest) return null;
  const next = afterDot(tokens, start + 1);
  if (northSouth) {
    const joined = tokenIsSymbol(tokens[next], '-') ? next + 1 : next;
    const second = tokens[joined];
    const secondEastWest = second?.kind === 'word' ? EAST_WEST[second.text] : undefined;
    if (secondEastWest) return wordBearing(northSouth, secondEastWest, afterDot(tokens, joined + 1));
    return wordBearing(northSouth, null, next);
  }
  return wordBearing(null, eastWest ?? null, next);
}

/** A bearing starting at `start` ("due" allowed before it), or null. */
export function readBearing(tokens: readonly Token[], start: number): BearingRead | null {
  const index = tokenIsWord(tokens[start], 'due') ? start + 1 : start;
  return readAzimuth(tokens, index) ?? readQuadrant(tokens, index) ?? readDirectionWords(tokens, index);
}

export const tokenStartsBearing = (token: Token | undefined): boolean =>
  token?.kind === 'word' &&
  (token.text in NORTH_SOUTH ||
    token.text in EAST_WEST ||
    token.text in ONE_WORD_QUARTERS ||
    ['due', 'azimuth', 'az'].includes(token.text));

/** "Northwesterly", "northerly": the vague directions a deed uses for the side a curve is concave to. */
export function directionWordToAzimuth(word: string): Degrees | null {
  const base = word.replace(/erly$/, '').replace(/ward$/, '');
  const quarter = ONE_WORD_QUARTERS[base];
  if (quarter) return wordBearing(quarter[0], quarter[1], 0).azimuth;
  const northSouth = NORTH_SOUTH[base];
  const eastWest = EAST_WEST[base];
  if (base.length > 1 && (northSouth || eastWest))
    return wordBearing(northSouth ?? null, eastWest ?? null, 0).azimuth;
  return null;
}
