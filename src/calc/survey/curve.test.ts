import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import { curveCallFrom, lineCallFrom } from './call-from';
import { callsReverse } from './call-transform';
import { curveCenter, curveToPoints } from './curve-geometry';
import { parseDeed } from './parse-deed';
import { degrees, feet } from './units';

// Quarter-circle "pie slice", radius 100: North 100 from the centre, a 90° curve to the right to (100, 0), West
// 100 home. Area = pi R² / 4 = 7,853.98 sq ft: the chord triangle 100 x 100 / 2 = 5,000 plus the segment
// R²/2 (pi/2 - 1) = 2,853.98. Chord 100 sqrt 2 = 141.42 at S 45° E; arc 100 x pi / 2 = 157.08.
const PIE_AREA = (Math.PI * 100 * 100) / 4;
const pie = () => [
  lineCallFrom(degrees(0), feet(100)),
  curveCallFrom(degrees(135), feet(100), degrees(90), 'right'),
  lineCallFrom(degrees(270), feet(100)),
];

describe('curves', () => {
  it('adds the circular segment to the chord polygon', () => {
    const tract = analyzeTract(pie());
    expect(tract.closureFt).toBeLessThan(1e-9);
    expect(tract.areaSqFt).toBeCloseTo(PIE_AREA, 6);
    // perimeter runs along the arc: 100 + 157.08 + 100
    expect(tract.perimeterFt).toBeCloseTo(200 + 50 * Math.PI, 9);
  });

  it('gives the same area walked the other way (the curve turns left)', () => {
    const reversed = callsReverse(pie());
    expect(reversed[1]?.kind === 'curve' && reversed[1].turn).toBe('left');
    expect(analyzeTract(reversed).areaSqFt).toBeCloseTo(PIE_AREA, 6);
  });

  it('finds the centre and draws the arc to the chord end', () => {
    const curve = curveCallFrom(degrees(135), feet(100), degrees(90), 'right');
    const center = curveCenter({ x: 0, y: 100 }, curve);
    expect(center.x).toBeCloseTo(0, 9);
    expect(center.y).toBeCloseTo(0, 9);
    const points = curveToPoints({ x: 0, y: 100 }, curve, 10);
    expect(points).toHaveLength(9);
    for (const point of points) expect(Math.hypot(point.x, point.y)).toBeCloseTo(100, 9);
  });

  it.each([
    [
      'radius, arc, chord bearing and chord length',
      'thence North 100 feet; thence along a curve to the right having a radius of 100.00 feet, an arc length of 157.08 feet, a chord bearing of S 45°00\'00" E and a chord length of 141.42 feet; thence West 100 feet to the point of beginning.',
    ],
    [
      'concave side, central angle, "chord bears" with its length',
      'thence North 100 feet; thence along a curve concave to the southwest having a radius of 100 feet and a central angle of 90°00\'00", the chord of which bears S 45° E 141.42 feet; thence West 100 feet',
    ],
    [
      'a curve wrapped over lines',
      'North 100 feet\nalong a curve to the right, radius 100 feet,\narc length 157.08 feet, chord bears\nS 45 E 141.42 feet\nWest 100 feet',
    ],
  ])('parses %s', (_name, text) => {
    const parsed = parseDeed(text);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.calls.map((call) => call.kind)).toEqual(['line', 'curve', 'line']);
    const tract = analyzeTract(parsed.calls);
    // 141.42 for 141.421 leaves a gap under 0.01 ft; the area moves by less than 1 sq ft
    expect(tract.closureFt).toBeLessThan(0.01);
    expect(tract.areaSqFt).toBeCloseTo(PIE_AREA, -0.5);
  });

  // East 100 to (100, 0), a tangent 90° right turn around (100, -100) to (200, -100), West 200, North 100: the
  // 100 x 100 square plus a quarter disc = 10,000 + 7,853.98 = 17,853.98 sq ft
  it.each([
    'thence East 100 feet; thence along a curve to the right with a radius of 100 feet and an arc length of 157.08 feet; thence West 200 feet; thence North 100 feet',
    'thence East 100 feet to the beginning of a curve to the right having a radius of 100 feet; thence along said curve an arc distance of 157.08 feet; thence West 200 feet; thence North 100 feet',
  ])('takes a curve with no chord bearing as tangent to the course before it, and says so: %s', (text) => {
    const parsed = parseDeed(text);
    expect(parsed.warnings).toEqual(['Line 2: curve taken as tangent to the previous course']);
    const tract = analyzeTract(parsed.calls);
    expect(tract.closureFt).toBeLessThan(0.01);
    expect(tract.areaSqFt).toBeCloseTo(10_000 + PIE_AREA, -0.5);
  });

  it.each([
    [
      'thence along a curve to the right an arc length of 100 feet, chord bears N 45 E 99 feet',
      'the curve has no radius',
    ],
    [
      'thence along a curve having a radius of 100 feet, chord bears N 45 E 99 feet',
      'the curve does not say which way it turns (right, left or concave to)',
    ],
    [
      'thence along a curve to the right having a radius of 10 feet, chord bears N 45 E 99 feet',
      'the chord is longer than the diameter',
    ],
    [
      'thence along a non-tangent curve to the right having a radius of 100 feet and an arc length of 50 feet',
      'the curve has no chord bearing and no course to be tangent to',
    ],
  ])('warns about a curve it cannot draw: %s', (curve, reason) => {
    const parsed = parseDeed(`North 10 feet\n${curve}\nSouth 10 feet`);
    expect(parsed.calls).toHaveLength(2);
    expect(parsed.problems.map((problem) => problem.reason)).toEqual([reason]);
    expect(parsed.warnings[0]).toMatch(/^Line 2: Could not parse along a (non-tangent )?curve/);
  });

  it('warns when a stated chord disagrees with the radius and arc, and keeps the stated chord', () => {
    const parsed = parseDeed(
      'thence along a curve to the right having a radius of 100 feet, an arc length of 157.08 feet, chord bears S 45 E 150 feet',
    );
    expect(parsed.warnings).toEqual([
      'Line 1: curve chord 150.00 ft differs from 141.42 ft computed from its radius and arc',
    ]);
    expect(parsed.calls[0]?.distance).toBe(150);
  });
});
