import type { QuadrantBearing } from './bearing';
import type { Degrees, Feet, LengthUnit } from './units';

/**
 * One course of a deed. Every call has the product description's "Parsed call" fields (docs/product.md#data): `bearing` as an azimuth in
 * degrees 0-360, `distance` in feet and the original `text`. For a curve, bearing and distance are those of its
 * chord, so the chord polygon, the parsed-calls list and the CLI all read the same two numbers.
 */
export interface LineCall {
  kind: 'line';
  bearing: Degrees;
  quadrant: QuadrantBearing;
  distance: Feet;
  text: string;
  /** 1-based segment (line) of the deed text the call came from; 0 when built in code. */
  line: number;
  /** The unit the distance was written in, when the deed gave one ("7 poles + 3 links": rods). */
  unit?: LengthUnit;
}

export type CurveTurn = 'left' | 'right';

export interface CurveCall {
  kind: 'curve';
  /** Chord azimuth. */
  bearing: Degrees;
  quadrant: QuadrantBearing;
  /** Chord length. */
  distance: Feet;
  text: string;
  line: number;
  radius: Feet;
  arcLength: Feet;
  /** Central angle (delta), 0 < delta < 360. */
  delta: Degrees;
  /** Which way the course turns walking along it; the circle's centre is on that side. */
  turn: CurveTurn;
}

export type Call = LineCall | CurveCall;
