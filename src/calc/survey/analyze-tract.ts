import {
  azimuthToQuadrantBearing,
  type Point,
  pointAzimuth,
  pointDistance,
  pointMove,
  type QuadrantBearing,
} from './bearing';
import type { Call } from './call';
import { curveSegmentSignedArea } from './curve-geometry';
import { formatClosurePrecision, tractClosureMessage } from './tract-display';
import {
  CLOSURE_TOLERANCE_FEET,
  type Degrees,
  type Feet,
  feet,
  type SquareFeet,
  squareFeet,
  squareFeetToAcres,
} from './units';

/** One course drawn: where it starts and ends, and the call (a curve's arc is bulged from the chord). */
export interface TractLeg {
  from: Point;
  to: Point;
  call: Call;
}

export interface TractAnalysis {
  /** P0 = point of beginning at (0, 0), then the end of each call: calls.length + 1 points, feet, x east, y north. */
  vertices: Point[];
  legs: TractLeg[];
  /** Point of commencement ... point of beginning (0, 0); empty without a tie. */
  tieVertices: Point[];
  tieLegs: TractLeg[];
  /** Shoelace on the traverse closed back to P0, plus each curve's segment between chord and arc. */
  areaSqFt: SquareFeet;
  /** areaSqFt / 43,560 (docs/product.md#limits). */
  acres: number;
  /** Along the courses, arcs for curves; the closing gap is not included. */
  perimeterFt: Feet;
  /** Distance from the last point back to P0. Below 1e-6 ft it is 0: float noise, not misclosure. */
  closureFt: Feet;
  /** Azimuth of the closing course (last point to P0); null when the gap is 0. */
  closureBearing: Degrees | null;
  closureQuadrant: QuadrantBearing | null;
  /** perimeter / gap; Infinity when the gap is 0. */
  precisionRatio: number;
  /** "1:2,792", or "exact" when the gap is 0. */
  precision: string;
  /** docs/product.md#states: closed when the gap is 1 ft or less. */
  closes: boolean;
  /** docs/product.md#validation: "Tract does not close properly. Gap of X feet." when it does not close, else null. */
  closureMessage: string | null;
}

const EXACT_CLOSURE_FEET = 1e-6;

/** Walks calls from `start`, returning the points and legs. */
export function callsTraverse(
  calls: readonly Call[],
  start: Point = { x: 0, y: 0 },
): { vertices: Point[]; legs: TractLeg[] } {
  const vertices: Point[] = [start];
  const legs: TractLeg[] = [];
  let from = start;
  for (const call of calls) {
    const to = pointMove(from, call.bearing, call.distance);
    legs.push({ from, to, call });
    vertices.push(to);
    from = to;
  }
  return { vertices, legs };
}

/** Shoelace signed area, counter-clockwise positive, of the polygon closed from the last point to the first. */
export function polygonSignedArea(points: readonly Point[]): number {
  let twice = 0;
  points.forEach((point, index) => {
    const next = points[(index + 1) % points.length] as Point;
    twice += point.x * next.y - next.x * point.y;
  });
  return twice / 2;
}

export function analyzeTract(calls: readonly Call[], tieCalls: readonly Call[] = []): TractAnalysis {
  const { vertices, legs } = callsTraverse(calls);
  const tie = callsTraverse(tieCalls);
  const tieEnd = tie.vertices.at(-1) as Point;
  // The tie is drawn so that it ends at the point of beginning, which stays at (0, 0).
  const shift = (point: Point): Point => ({ x: point.x - tieEnd.x, y: point.y - tieEnd.y });
  const tieVertices = tieCalls.length > 0 ? tie.vertices.map(shift) : [];
  const tieLegs = tie.legs.map((leg) => ({ ...leg, from: shift(leg.from), to: shift(leg.to) }));

  const curveArea = calls.reduce(
    (sum, call) => sum + (call.kind === 'curve' ? curveSegmentSignedArea(call) : 0),
    0,
  );
  const areaSqFt = squareFeet(Math.abs(polygonSignedArea(vertices) + curveArea));
  const perimeterFt = feet(
    calls.reduce((sum, call) => sum + (call.kind === 'curve' ? call.arcLength : call.distance), 0),
  );
  const end = vertices.at(-1) as Point;
  const start = vertices[0] as Point;
  const rawGap = pointDistance(end, start);
  const closureFt = feet(rawGap < EXACT_CLOSURE_FEET ? 0 : rawGap);
  const closureBearing = closureFt > 0 ? pointAzimuth(end, start) : null;
  const precisionRatio = closureFt > 0 ? perimeterFt / closureFt : Number.POSITIVE_INFINITY;
  return {
    vertices,
    legs,
    tieVertices,
    tieLegs,
    areaSqFt,
    acres: squareFeetToAcres(areaSqFt),
    perimeterFt,
    closureFt,
    closureBearing,
    closureQuadrant: closureBearing === null ? null : azimuthToQuadrantBearing(closureBearing),
    precisionRatio,
    precision: formatClosurePrecision(precisionRatio),
    closes: closureFt <= CLOSURE_TOLERANCE_FEET,
    closureMessage: tractClosureMessage(closureFt),
  };
}
