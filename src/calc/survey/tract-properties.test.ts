// Property tests (fast-check) for the laws of a tract: area invariants, and a random polygon written as deed
// text and read back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeTract, polygonSignedArea } from './analyze-tract';
import { type Point, pointAzimuth, pointDistance } from './bearing';
import type { Call } from './call';
import { curveCallFrom, lineCallFrom } from './call-from';
import { callsReverse, callsRotate, callsStartAt } from './call-transform';
import { callsToDeedText } from './format-call';
import { parseDeed } from './parse-deed';
import { degrees, feet } from './units';

/** A star-shaped, hence simple, polygon: n corners at jittered even angles around a centre, 10-5,000 ft out. */
const starPolygon = fc
  .record({
    corners: fc.array(
      fc.record({
        jitter: fc.double({ min: -0.4, max: 0.4, noNaN: true }),
        radius: fc.double({ min: 10, max: 5000, noNaN: true }),
      }),
      {
        minLength: 3,
        maxLength: 12,
      },
    ),
    center: fc.record({
      x: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
      y: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
    }),
  })
  .map(({ corners, center }): Point[] =>
    corners.map(({ jitter, radius }, index) => {
      const angle = ((index + jitter) * 2 * Math.PI) / corners.length;
      return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
    }),
  );

/** The calls walking a polygon's corners and back to the first. */
const polygonToCalls = (points: readonly Point[]): Call[] =>
  points.map((from, index) => {
    const to = points[(index + 1) % points.length] as Point;
    return lineCallFrom(pointAzimuth(from, to), pointDistance(from, to));
  });

/** A polygon's calls with some sides bowed into arcs of up to 90°, either way. */
const starTractWithCurves = fc
  .tuple(
    starPolygon,
    fc.array(
      fc.record({
        curved: fc.boolean(),
        delta: fc.double({ min: 1, max: 90, noNaN: true }),
        left: fc.boolean(),
      }),
      { minLength: 12, maxLength: 12 },
    ),
  )
  .map(([points, bows]): Call[] =>
    polygonToCalls(points).map((call, index) => {
      const bow = bows[index];
      if (!bow?.curved) return call;
      // Radius for this chord and central angle: R = c / (2 sin(delta / 2)).
      const radius = call.distance / (2 * Math.sin((bow.delta * Math.PI) / 360));
      return curveCallFrom(call.bearing, feet(radius), degrees(bow.delta), bow.left ? 'left' : 'right');
    }),
  );

const sameArea = (actual: number, expected: number): void => {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, expected) + 1e-6);
};

describe('tract area laws', () => {
  it('equals the shoelace area of the polygon walked', () => {
    fc.assert(
      fc.property(starPolygon, (points) => {
        sameArea(analyzeTract(polygonToCalls(points)).areaSqFt, Math.abs(polygonSignedArea(points)));
      }),
    );
  });

  it('does not move when the polygon is translated', () => {
    fc.assert(
      fc.property(
        starPolygon,
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (points, dx, dy) => {
          const moved = points.map((point) => ({ x: point.x + dx, y: point.y + dy }));
          // shoelace on far-off coordinates loses some digits: compare to 1e-6 relative
          const area = Math.abs(polygonSignedArea(points));
          expect(Math.abs(Math.abs(polygonSignedArea(moved)) - area)).toBeLessThanOrEqual(1e-6 * area + 1e-3);
        },
      ),
    );
  });

  it('does not depend on rotation, starting corner or winding, curves included', () => {
    fc.assert(
      fc.property(
        starTractWithCurves,
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.nat(),
        (calls, angle, start) => {
          const area = analyzeTract(calls).areaSqFt;
          sameArea(analyzeTract(callsRotate(calls, degrees(angle))).areaSqFt, area);
          sameArea(analyzeTract(callsStartAt(calls, start % calls.length)).areaSqFt, area);
          sameArea(analyzeTract(callsReverse(calls)).areaSqFt, area);
        },
      ),
    );
  });
});

const closesLikeOriginal = (text: string, original: ReturnType<typeof analyzeTract>): void => {
  const parsed = parseDeed(text);
  expect(parsed.warnings).toEqual([]);
  const tract = analyzeTract(parsed.calls);
  expect(tract.closureFt).toBeLessThan(0.01);
  // 4-decimal distances and 0.01" bearings move each corner by well under 0.001 ft; moving the edges that far
  // changes the area by at most perimeter x 0.001 (this, not a share of the area, bounds a curved tract whose
  // area is small beside its size)
  expect(Math.abs(tract.areaSqFt - original.areaSqFt)).toBeLessThanOrEqual(original.perimeterFt * 0.001);
};

describe('callsToDeedText round trip', () => {
  it('a random simple polygon written and read back closes within 0.01 ft with the same area', () => {
    fc.assert(
      fc.property(starPolygon, (points) => {
        const calls = polygonToCalls(points);
        closesLikeOriginal(callsToDeedText(calls), analyzeTract(calls));
      }),
    );
  });

  it('keeps curves', () => {
    fc.assert(
      fc.property(starTractWithCurves, (calls) => {
        const text = callsToDeedText(calls);
        expect(parseDeed(text).calls.map((call) => call.kind)).toEqual(calls.map((call) => call.kind));
        closesLikeOriginal(text, analyzeTract(calls));
      }),
    );
  });

  it('keeps the tie apart from the tract', () => {
    const tie = [lineCallFrom(degrees(0), feet(330)), lineCallFrom(degrees(90), feet(66))];
    const tract = [
      lineCallFrom(degrees(0), feet(10)),
      lineCallFrom(degrees(90), feet(10)),
      lineCallFrom(degrees(180), feet(10)),
      lineCallFrom(degrees(270), feet(10)),
    ];
    const parsed = parseDeed(callsToDeedText(tract, tie));
    expect(parsed.tieCalls.map((call) => [call.bearing, call.distance])).toEqual([
      [0, 330],
      [90, 66],
    ]);
    expect(parsed.calls.map((call) => [call.bearing, call.distance])).toEqual([
      [0, 10],
      [90, 10],
      [180, 10],
      [270, 10],
    ]);
  });

  it('writes nothing for no calls', () => {
    expect(callsToDeedText([])).toBe('');
  });
});
