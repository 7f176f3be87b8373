import { azimuthNormalize, azimuthToQuadrantBearing } from './bearing';
import type { CurveCall, CurveTurn, LineCall } from './call';
import { curveArcLength, curveChordLength } from './curve-geometry';
import { type Degrees, type Feet, feet } from './units';

/** A straight call built in code (line 0: it came from no deed text). */
export function lineCallFrom(bearing: Degrees, distance: Feet, text = ''): LineCall {
  const azimuth = azimuthNormalize(bearing);
  return {
    kind: 'line',
    bearing: azimuth,
    quadrant: azimuthToQuadrantBearing(azimuth),
    distance,
    text,
    line: 0,
  };
}

/** A curve built in code from its chord bearing, radius, central angle and turn; chord and arc are computed. */
export function curveCallFrom(
  chordBearing: Degrees,
  radius: Feet,
  delta: Degrees,
  turn: CurveTurn,
  text = '',
): CurveCall {
  const azimuth = azimuthNormalize(chordBearing);
  return {
    kind: 'curve',
    bearing: azimuth,
    quadrant: azimuthToQuadrantBearing(azimuth),
    distance: feet(curveChordLength(radius, delta)),
    text,
    line: 0,
    radius,
    arcLength: curveArcLength(radius, delta),
    delta,
    turn,
  };
}
