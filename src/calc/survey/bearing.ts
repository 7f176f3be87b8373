import { type Degrees, degrees, degreesToRadians, type Feet, feet, radians, radiansToDegrees } from './units';

/** A surveyor's quadrant bearing, e.g. N 45°30'15" E: an angle of 0-90° off north or south toward east or west. */
export interface QuadrantBearing {
  northSouth: 'N' | 'S';
  degrees: number;
  minutes: number;
  seconds: number;
  eastWest: 'E' | 'W';
}

/** x east, y north, in feet. */
export interface Point {
  x: number;
  y: number;
}

export const dmsToDegrees = (whole: number, minutes: number, seconds: number): Degrees =>
  degrees(whole + minutes / 60 + seconds / 3600);

/** Why a quadrant bearing is not a bearing, or null when it is one. Degrees 0-90, minutes and seconds under 60. */
export function quadrantBearingProblem(bearing: QuadrantBearing): string | null {
  const { degrees: whole, minutes, seconds } = bearing;
  if (![whole, minutes, seconds].every(Number.isFinite)) return 'the angle is not a number';
  if (whole < 0 || whole > 90) return 'degrees must be 0 to 90';
  if (minutes < 0 || minutes >= 60) return 'minutes must be 0 to 59';
  if (seconds < 0 || seconds >= 60) return 'seconds must be 0 to 59';
  if (dmsToDegrees(whole, minutes, seconds) > 90) return 'the angle must not pass 90 degrees';
  return null;
}

/** Quadrant bearing to azimuth (clockwise from north, 0 <= a < 360): NE a, SE 180-a, SW 180+a, NW 360-a. */
export function quadrantBearingToAzimuth(bearing: QuadrantBearing): Degrees {
  const angle = dmsToDegrees(bearing.degrees, bearing.minutes, bearing.seconds);
  const northEast = bearing.northSouth === 'N' && bearing.eastWest === 'E';
  const southEast = bearing.northSouth === 'S' && bearing.eastWest === 'E';
  const southWest = bearing.northSouth === 'S' && bearing.eastWest === 'W';
  const raw = northEast ? angle : southEast ? 180 - angle : southWest ? 180 + angle : 360 - angle;
  return azimuthNormalize(degrees(raw));
}

export function azimuthNormalize(azimuth: Degrees): Degrees {
  const wrapped = azimuth % 360;
  const positive = wrapped < 0 ? wrapped + 360 : wrapped;
  // 359.9999999999 from float noise reads better as 0 (due north).
  return degrees(Math.abs(positive - 360) < 1e-10 ? 0 : positive);
}

/**
 * Azimuth to quadrant form. Seconds are rounded to 1e-6" so that N 45°30'15" E comes back as 15, not 14.999999.
 * East is written N 90° E and west N 90° W, the way deeds round-trip them.
 */
export function azimuthToQuadrantBearing(azimuth: Degrees): QuadrantBearing {
  const a = azimuthNormalize(azimuth);
  const [northSouth, eastWest, angle] =
    a <= 90
      ? (['N', 'E', a] as const)
      : a <= 180
        ? (['S', 'E', 180 - a] as const)
        : a < 270
          ? (['S', 'W', a - 180] as const)
          : (['N', 'W', 360 - a] as const);
  const totalMicroSeconds = Math.round(angle * 3_600_000_000);
  const whole = Math.floor(totalMicroSeconds / 3_600_000_000);
  const minutes = Math.floor((totalMicroSeconds - whole * 3_600_000_000) / 60_000_000);
  const seconds = (totalMicroSeconds - whole * 3_600_000_000 - minutes * 60_000_000) / 1_000_000;
  return { northSouth, degrees: whole, minutes, seconds, eastWest };
}

/** Unit vector of an azimuth; exact at the cardinal directions so a square closes with a gap of 0, not 1e-13. */
export function azimuthToUnitVector(azimuth: Degrees): Point {
  const a = azimuthNormalize(azimuth);
  if (a === 0) return { x: 0, y: 1 };
  if (a === 90) return { x: 1, y: 0 };
  if (a === 180) return { x: 0, y: -1 };
  if (a === 270) return { x: -1, y: 0 };
  const angle = degreesToRadians(a);
  return { x: Math.sin(angle), y: Math.cos(angle) };
}

export function pointMove(from: Point, azimuth: Degrees, distance: Feet): Point {
  const unit = azimuthToUnitVector(azimuth);
  return { x: from.x + unit.x * distance, y: from.y + unit.y * distance };
}

export const pointDistance = (a: Point, b: Point): Feet => feet(Math.hypot(b.x - a.x, b.y - a.y));

/** Azimuth of the course from a to b (0 when they coincide). */
export const pointAzimuth = (from: Point, to: Point): Degrees =>
  azimuthNormalize(radiansToDegrees(radians(Math.atan2(to.x - from.x, to.y - from.y))));
