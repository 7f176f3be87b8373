import { describe, expect, it } from 'vitest';
import {
  azimuthToQuadrantBearing,
  azimuthToUnitVector,
  type QuadrantBearing,
  quadrantBearingProblem,
  quadrantBearingToAzimuth,
} from './bearing';
import { degrees } from './units';

const bearing = (
  northSouth: 'N' | 'S',
  whole: number,
  minutes: number,
  seconds: number,
  eastWest: 'E' | 'W',
): QuadrantBearing => ({
  northSouth,
  degrees: whole,
  minutes,
  seconds,
  eastWest,
});

describe('quadrant bearing to azimuth, one row per quadrant', () => {
  it.each([
    // NE: azimuth = angle. 45 + 30/60 + 15/3600 = 45.504166...
    { quadrant: bearing('N', 45, 30, 15, 'E'), azimuth: 45.50416667 },
    // SE: 180 - angle. 180 - 30 = 150
    { quadrant: bearing('S', 30, 0, 0, 'E'), azimuth: 150 },
    // SW: 180 + angle. 180 + 60.25 (60°15') = 240.25
    { quadrant: bearing('S', 60, 15, 0, 'W'), azimuth: 240.25 },
    // NW: 360 - angle. 360 - 10.5 (10°30') = 349.5
    { quadrant: bearing('N', 10, 30, 0, 'W'), azimuth: 349.5 },
    // cardinal edges: N 0 E = 0, N 90 E = 90, S 0 W = 180, N 90 W = 270, N 0 W = 360 which is 0
    { quadrant: bearing('N', 0, 0, 0, 'E'), azimuth: 0 },
    { quadrant: bearing('N', 90, 0, 0, 'E'), azimuth: 90 },
    { quadrant: bearing('S', 0, 0, 0, 'W'), azimuth: 180 },
    { quadrant: bearing('N', 90, 0, 0, 'W'), azimuth: 270 },
    { quadrant: bearing('N', 0, 0, 0, 'W'), azimuth: 0 },
  ])(
    '$quadrant.northSouth $quadrant.degrees $quadrant.minutes $quadrant.seconds $quadrant.eastWest is $azimuth',
    ({ quadrant, azimuth }) => {
      expect(quadrantBearingToAzimuth(quadrant)).toBeCloseTo(azimuth, 8);
    },
  );

  it.each([
    // 45.504166...° back to N 45°30'15" E exactly, not 14.9999999"
    { azimuth: 45.50416666666667, quadrant: bearing('N', 45, 30, 15, 'E') },
    // 150 = 180 - 30: S 30 E
    { azimuth: 150, quadrant: bearing('S', 30, 0, 0, 'E') },
    // 240.25 = 180 + 60.25: S 60°15' W
    { azimuth: 240.25, quadrant: bearing('S', 60, 15, 0, 'W') },
    // 349.5 = 360 - 10.5: N 10°30' W
    { azimuth: 349.5, quadrant: bearing('N', 10, 30, 0, 'W') },
    // -90 wraps to 270: N 90 W
    { azimuth: -90, quadrant: bearing('N', 90, 0, 0, 'W') },
  ])('azimuth $azimuth is back to its quadrant', ({ azimuth, quadrant }) => {
    expect(azimuthToQuadrantBearing(degrees(azimuth))).toEqual(quadrant);
  });

  it('gives exact unit vectors at the cardinal directions so squares close with no float gap', () => {
    expect(azimuthToUnitVector(degrees(90))).toEqual({ x: 1, y: 0 });
    expect(azimuthToUnitVector(degrees(180))).toEqual({ x: 0, y: -1 });
    // 30°: sin 30 = 0.5 east, cos 30 = 0.866 north
    expect(azimuthToUnitVector(degrees(30)).x).toBeCloseTo(0.5, 12);
  });

  it.each([
    { quadrant: bearing('N', 95, 0, 0, 'E'), problem: 'degrees must be 0 to 90' },
    { quadrant: bearing('N', 45, 75, 0, 'E'), problem: 'minutes must be 0 to 59' },
    { quadrant: bearing('N', 45, 0, 60, 'E'), problem: 'seconds must be 0 to 59' },
    { quadrant: bearing('N', 90, 0, 1, 'E'), problem: 'the angle must not pass 90 degrees' },
    { quadrant: bearing('N', 89, 59, 59.9, 'E'), problem: null },
  ])('checks $quadrant', ({ quadrant, problem }) => {
    expect(quadrantBearingProblem(quadrant)).toBe(problem);
  });
});
