import { azimuthNormalize, azimuthToUnitVector, type Point, pointMove } from './bearing';
import type { CurveCall, CurveTurn } from './call';
import { type Degrees, degrees, degreesToRadians, type Feet, feet } from './units';

/** Chord length of a circular arc: 2R sin(delta/2). */
export const curveChordLength = (radius: Feet, delta: Degrees): Feet =>
  feet(2 * radius * Math.sin(degreesToRadians(delta) / 2));

export const curveArcLength = (radius: Feet, delta: Degrees): Feet => feet(radius * degreesToRadians(delta));

/**
 * Area between the chord and the arc, signed the way the shoelace signs area (counter-clockwise positive):
 * a left turn bulges the arc to the right of the chord, which adds area to a counter-clockwise tract and takes it
 * from a clockwise one. R²/2 (delta - sin delta) holds for any delta below 360°.
 */
export function curveSegmentSignedArea(curve: Pick<CurveCall, 'radius' | 'delta' | 'turn'>): number {
  const delta = degreesToRadians(curve.delta);
  const segment = ((curve.radius * curve.radius) / 2) * (delta - Math.sin(delta));
  return curve.turn === 'left' ? segment : -segment;
}

/** Tangent azimuths where the arc starts and ends: a right turn swings the bearing clockwise by delta. */
export function curveTangents(curve: Pick<CurveCall, 'bearing' | 'delta' | 'turn'>): {
  start: Degrees;
  end: Degrees;
} {
  const half = (curve.turn === 'right' ? 1 : -1) * (curve.delta / 2);
  return {
    start: azimuthNormalize(degrees(curve.bearing - half)),
    end: azimuthNormalize(degrees(curve.bearing + half)),
  };
}

/** Chord azimuth of a curve that leaves `tangent` and turns by delta. */
export const curveChordFromTangent = (tangent: Degrees, delta: Degrees, turn: CurveTurn): Degrees =>
  azimuthNormalize(degrees(tangent + ((turn === 'right' ? 1 : -1) * delta) / 2));

/**
 * "Concave to the northwest" names the side the centre lies on. Seen along the chord, a centre on the left
 * (positive cross product, x east and y north) is a left turn.
 */
export function curveTurnFromConcave(chord: Degrees, concave: Degrees): CurveTurn | null {
  const c = azimuthToUnitVector(chord);
  const d = azimuthToUnitVector(concave);
  const cross = c.x * d.y - c.y * d.x;
  if (Math.abs(cross) < 1e-9) return null;
  return cross > 0 ? 'left' : 'right';
}

/** Centre of the circle: on the chord's perpendicular bisector, R cos(delta/2) from the chord toward the turn. */
export function curveCenter(
  from: Point,
  curve: Pick<CurveCall, 'bearing' | 'distance' | 'radius' | 'delta' | 'turn'>,
): Point {
  const middle = pointMove(from, curve.bearing, feet(curve.distance / 2));
  const normal = azimuthNormalize(degrees(curve.bearing + (curve.turn === 'right' ? 90 : -90)));
  return pointMove(middle, normal, feet(curve.radius * Math.cos(degreesToRadians(curve.delta) / 2)));
}

/** Points along the arc from `from` (excluded) to its end (included), at most `stepDegrees` apart. */
export function curveToPoints(
  from: Point,
  curve: Pick<CurveCall, 'bearing' | 'distance' | 'radius' | 'delta' | 'turn'>,
  stepDegrees = 2,
): Point[] {
  const center = curveCenter(from, curve);
  const startAngle = Math.atan2(from.y - center.y, from.x - center.x);
  // A right turn runs clockwise, which is a falling angle in x-east, y-north coordinates.
  const direction = curve.turn === 'right' ? -1 : 1;
  const steps = Math.max(1, Math.ceil(curve.delta / stepDegrees));
  const delta = degreesToRadians(curve.delta);
  const points: Point[] = [];
  for (let step = 1; step <= steps; step += 1) {
    const angle = startAngle + (direction * delta * step) / steps;
    points.push({
      x: center.x + curve.radius * Math.cos(angle),
      y: center.y + curve.radius * Math.sin(angle),
    });
  }
  // End exactly where the chord ends, so a drawn curve meets the next course without a float-sized gap.
  points[points.length - 1] = pointMove(from, curve.bearing, curve.distance);
  return points;
}
