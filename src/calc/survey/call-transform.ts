import { azimuthNormalize, azimuthToQuadrantBearing } from './bearing';
import type { Call } from './call';
import { type Degrees, degrees } from './units';

const callWithBearing = (call: Call, bearing: Degrees): Call => ({
  ...call,
  bearing,
  quadrant: azimuthToQuadrantBearing(bearing),
});

/** Every bearing turned clockwise by `angle`: the same tract on another basis of bearings. */
export const callsRotate = (calls: readonly Call[], angle: Degrees): Call[] =>
  calls.map((call) => callWithBearing(call, azimuthNormalize(degrees(call.bearing + angle))));

/** The same boundary walked the other way from the same point: courses reversed, bearings swung 180°, turns flipped. */
export const callsReverse = (calls: readonly Call[]): Call[] =>
  [...calls].reverse().map((call) => {
    const reversed = callWithBearing(call, azimuthNormalize(degrees(call.bearing + 180)));
    return reversed.kind === 'curve'
      ? { ...reversed, turn: reversed.turn === 'left' ? 'right' : 'left' }
      : reversed;
  });

/** The same closed boundary starting at its `start`-th corner. */
export const callsStartAt = (calls: readonly Call[], start: number): Call[] => [
  ...calls.slice(start),
  ...calls.slice(0, start),
];
