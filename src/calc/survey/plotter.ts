import { type QuadrantBearing, quadrantBearingToAzimuth } from './bearing';
import type { LineCall } from './call';
import { MAX_DISTANCE_FEET } from './read-distance';
import { formatQuadrantBearing } from './tract-display';
import { type LengthUnit, lengthToFeet } from './units';

/** docs/product.md#data "Plotter call". */
export interface PlotterCall {
  direction1: 'N' | 'S';
  degrees: number;
  minutes: number;
  seconds: number;
  direction2: 'E' | 'W';
  /** In `unit`. */
  distance: number;
  unit: LengthUnit;
  displayText: string;
}

/** The plotter form as typed: any field may be blank. */
export interface PlotterCallInput {
  direction1?: 'N' | 'S' | '' | null;
  degrees?: number | string | null;
  minutes?: number | string | null;
  seconds?: number | string | null;
  direction2?: 'E' | 'W' | '' | null;
  distance?: number | string | null;
  unit?: LengthUnit;
}

export type PlotterCallResult =
  | { ok: true; plotterCall: PlotterCall; call: LineCall }
  | { ok: false; error: string };

/** docs/product.md#validation alert. */
export const PLOTTER_MISSING_FIELDS_ERROR = 'Need direction (N/S), degrees, direction (E/W), and distance';

/** The unit buttons, docs/product.md#limits's units in its order (inches are read in deeds but not offered). */
export const PLOTTER_UNITS: readonly LengthUnit[] = [
  'feet',
  'chains',
  'rods',
  'links',
  'varas',
  'meters',
  'yards',
];

export type CompassPoint = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export const COMPASS_POINTS: readonly CompassPoint[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

type PlotterBearing = Pick<PlotterCall, 'direction1' | 'degrees' | 'minutes' | 'seconds' | 'direction2'>;

/** The 8-way compass buttons: east and west are written N 90° E and N 90° W. */
export function compassPointToPlotterBearing(point: CompassPoint): PlotterBearing {
  const direction1 = point.startsWith('S') ? 'S' : 'N';
  const direction2 = point.endsWith('W') ? 'W' : 'E';
  const degrees = point.length === 2 ? 45 : point === 'E' || point === 'W' ? 90 : 0;
  return { direction1, degrees, minutes: 0, seconds: 0, direction2 };
}

const UNIT_LABELS: Readonly<Record<LengthUnit, string>> = {
  feet: 'ft',
  chains: 'chains',
  rods: 'rods',
  links: 'links',
  varas: 'varas',
  meters: 'm',
  yards: 'yd',
  inches: 'inches',
};

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || String(value).trim() === '';

/** docs/product.md#validation: blank degrees, minutes and seconds mean 0. NaN for text that is not a number. */
const numberOrZero = (value: number | string | null | undefined): number =>
  isBlank(value) ? 0 : Number(value);

const plotterQuadrant = (call: PlotterBearing): QuadrantBearing => ({
  northSouth: call.direction1,
  degrees: call.degrees,
  minutes: call.minutes,
  seconds: call.seconds,
  eastWest: call.direction2,
});

export const plotterCallDisplayText = (call: Omit<PlotterCall, 'displayText'>): string =>
  `${formatQuadrantBearing(plotterQuadrant(call))} ${call.distance} ${UNIT_LABELS[call.unit]}`;

function rangeError(degrees: number, minutes: number, seconds: number): string | null {
  if (!Number.isFinite(degrees) || degrees < 0 || degrees > 90) return 'Degrees must be between 0 and 90';
  if (!Number.isFinite(minutes) || minutes < 0 || minutes >= 60) return 'Minutes must be between 0 and 59';
  if (!Number.isFinite(seconds) || seconds < 0 || seconds >= 60) return 'Seconds must be between 0 and 59';
  if (degrees + minutes / 60 + seconds / 3600 > 90) return 'The bearing cannot pass 90 degrees';
  return null;
}

/** Validates the plotter form (docs/product.md#validation) and builds the call it describes, distance converted to feet. */
export function plotterCallToCall(input: PlotterCallInput): PlotterCallResult {
  const { direction1, direction2 } = input;
  if (
    (direction1 !== 'N' && direction1 !== 'S') ||
    (direction2 !== 'E' && direction2 !== 'W') ||
    isBlank(input.distance)
  ) {
    return { ok: false, error: PLOTTER_MISSING_FIELDS_ERROR };
  }
  const degrees = numberOrZero(input.degrees);
  const minutes = numberOrZero(input.minutes);
  const seconds = numberOrZero(input.seconds);
  const error = rangeError(degrees, minutes, seconds);
  if (error) return { ok: false, error };
  const distance = Number(input.distance);
  const unit = input.unit ?? 'feet';
  const feet = lengthToFeet(distance, unit);
  if (!Number.isFinite(distance) || distance <= 0)
    return { ok: false, error: 'Distance must be a number greater than 0' };
  if (!Number.isFinite(feet) || feet > MAX_DISTANCE_FEET)
    return { ok: false, error: 'Distance is too large' };
  const fields = { direction1, degrees, minutes, seconds, direction2, distance, unit };
  const plotterCall: PlotterCall = { ...fields, displayText: plotterCallDisplayText(fields) };
  const quadrant = plotterQuadrant(plotterCall);
  const call: LineCall = {
    kind: 'line',
    bearing: quadrantBearingToAzimuth(quadrant),
    quadrant,
    distance: feet,
    text: plotterCall.displayText,
    line: 0,
  };
  return { ok: true, plotterCall, call };
}
