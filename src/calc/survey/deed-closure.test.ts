// What a description leaves to its own closure: "thence to the beginning" with no bearing or distance, a
// commencement whose point of beginning is never named, and a curve given by radius and chord bearing only.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeTract, polygonSignedArea } from './analyze-tract';
import { type Point, pointAzimuth, pointDistance } from './bearing';
import { lineCallFrom } from './call-from';
import { formatCall } from './format-call';
import { parseDeed } from './parse-deed';
import { degrees, feet } from './units';

/** A convex polygon, 3-8 corners, 100-3,000 ft out. */
const polygon = fc
  .array(fc.integer({ min: 100, max: 3000 }), { minLength: 3, maxLength: 8 })
  .map((radii): Point[] =>
    radii.map((radius, index) => {
      const angle = (index * 2 * Math.PI) / radii.length;
      return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
    }),
  )
  .filter((points) => Math.abs(polygonSignedArea(points)) > 1000);

const courses = (points: readonly Point[]): string[] =>
  points.map((from, index) =>
    formatCall(
      lineCallFrom(
        pointAzimuth(from, points[(index + 1) % points.length] as Point),
        pointDistance(from, points[(index + 1) % points.length] as Point),
      ),
    ),
  );

describe('"thence to the beginning" with no bearing or distance', () => {
  it('draws the closing course from the last corner back to the beginning, and says so', () => {
    const parsed = parseDeed(
      'Beginning at a white oak; thence N 20 E 100 poles to a stake; thence S 70 E 80 poles to a hickory; thence S 20 W 100 poles to a stone; thence to the beginning.',
    );
    expect(parsed.calls).toHaveLength(4);
    const tract = analyzeTract(parsed.calls);
    expect(tract.acres).toBeCloseTo(50, 9);
    expect(tract.closureFt).toBeLessThan(1e-6);
    expect(parsed.warnings).toEqual([
      'Line 5: "to the beginning" gives no bearing or distance: drawn from the last corner back to the beginning (N 70°00\'00" W 1320.00 ft)',
    ]);
  });

  it('draws no straight course where the words follow a line the courses do not give', () => {
    const parsed = parseDeed(
      'Beginning at an oak; thence N 100 poles; thence E 80 poles; thence S 100 poles; thence down the meander of the branch to the beginning.',
    );
    expect(parsed.calls).toHaveLength(3);
  });

  it('closes any polygon whose last course is left to "the beginning"', () => {
    fc.assert(
      fc.property(polygon, (points) => {
        const written = courses(points).slice(0, -1);
        const parsed = parseDeed(
          `Beginning at a stone; thence ${written.join('; thence ')}; thence to the beginning.`,
        );
        const tract = analyzeTract(parsed.calls);
        expect(parsed.calls).toHaveLength(points.length);
        expect(tract.closureFt).toBeLessThan(1e-6);
        expect(Math.abs(tract.areaSqFt / Math.abs(polygonSignedArea(points)) - 1)).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('a commencement whose point of beginning is not named before the courses', () => {
  const TEXT =
    'Commencing at the northeast corner of Lot 2; thence along the north line of said Lot 2 North 89 degrees 00 minutes 00 seconds West, a distance of 106.13 feet to the easterly line of a ten foot easement; thence along said easterly line South 00 degrees 00 minutes 00 seconds East a distance of 150.00 feet; thence South 89 degrees 00 minutes 00 seconds West 10.00 feet; thence North 00 degrees 00 minutes 00 seconds West 150.00 feet; thence North 89 degrees 00 minutes 00 seconds East 10.00 feet to the true point of beginning.';

  it('reads the leading course as the tie because the rest close on its end, and says so', () => {
    const parsed = parseDeed(TEXT);
    expect(parsed.tieCalls).toHaveLength(1);
    expect(parsed.calls).toHaveLength(4);
    expect(analyzeTract(parsed.calls, parsed.tieCalls).areaSqFt).toBeCloseTo(
      1500 * Math.cos(Math.PI / 180),
      6,
    );
    expect(parsed.warnings.join('\n')).toContain('the first course is read as the tie');
  });

  it('keeps every course in the tract when they all close', () => {
    const parsed = parseDeed(
      'Commencing at the southeast corner; thence North 100 feet; thence West 50 feet; thence South 100 feet; thence East 50 feet to the point of beginning.',
    );
    expect(parsed.tieCalls).toHaveLength(0);
    expect(parsed.calls).toHaveLength(4);
  });

  it('finds the tie before any closed polygon', () => {
    fc.assert(
      fc.property(
        polygon,
        fc.integer({ min: 0, max: 359 }),
        fc.integer({ min: 50, max: 2000 }),
        (points, bearing, length) => {
          const tie = formatCall(lineCallFrom(degrees(bearing), feet(length)));
          const parsed = parseDeed(
            `Commencing at a section corner; thence ${tie} to a fence line; thence ${courses(points).join('; thence ')} to the true point of beginning.`,
          );
          expect(parsed.tieCalls).toHaveLength(1);
          expect(
            Math.abs(analyzeTract(parsed.calls).areaSqFt / Math.abs(polygonSignedArea(points)) - 1),
          ).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('a curve given by radius and chord bearing only', () => {
  it('turns by twice the angle from the course before it to its chord', () => {
    const parsed = parseDeed(
      'Beginning; thence North 100 feet; thence along a curve to the right having a radius of 100 feet, chord bearing N 45° E; thence South 200 feet; thence West 100 feet to the point of beginning',
    );
    expect(parsed.calls.map((call) => call.kind)).toEqual(['line', 'curve', 'line', 'line']);
    const curve = parsed.calls[1];
    expect(curve?.kind === 'curve' && curve.delta).toBeCloseTo(90, 9);
    expect(curve?.distance).toBeCloseTo(141.4214, 4);
    expect(analyzeTract(parsed.calls).closureFt).toBeLessThan(1e-6);
    expect(parsed.warnings.join('\n')).toContain('twice the turn from that course to its chord bearing');
  });

  it('reports a chord bearing that turns against the stated direction', () => {
    const parsed = parseDeed(
      'thence North 100 feet; thence along a curve to the left having a radius of 100 feet, chord bearing N 45° E',
    );
    expect(parsed.problems.some((problem) => problem.reason.includes('turns right'))).toBe(true);
  });
});
