import {
  azimuthNormalize,
  COMPASS_POINTS,
  type CompassPoint,
  compassPointToPlotterBearing,
  type Degrees,
  degrees,
  type LengthUnit,
  plotterCallToCall,
} from '../../../../../calc/survey';

/** The plotter's fields as typed (docs/product.md#data "Plotter call"); blank degrees, minutes, seconds mean 0. */
export interface PlotterForm {
  direction1: 'N' | 'S' | '';
  degrees: string;
  minutes: string;
  seconds: string;
  direction2: 'E' | 'W' | '';
  distance: string;
  unit: LengthUnit;
}

export const EMPTY_PLOTTER_FORM: PlotterForm = {
  direction1: '',
  degrees: '',
  minutes: '',
  seconds: '',
  direction2: '',
  distance: '',
  unit: 'feet',
};

export const UNIT_NAMES: Readonly<Record<LengthUnit, string>> = {
  feet: 'Feet',
  chains: 'Chains',
  rods: 'Rods',
  links: 'Links',
  varas: 'Varas',
  meters: 'Meters',
  yards: 'Yards',
  inches: 'Inches',
};

const COMPASS_NAMES: Readonly<Record<CompassPoint, string>> = {
  N: 'north',
  NE: 'north-east',
  E: 'east',
  SE: 'south-east',
  S: 'south',
  SW: 'south-west',
  W: 'west',
  NW: 'north-west',
};

export const compassPointName = (point: CompassPoint): string => COMPASS_NAMES[point];

/** A compass button fills the bearing (N 45° E for NE; east is N 90° E) and keeps the distance and unit. */
export function formWithCompassPoint(form: PlotterForm, point: CompassPoint): PlotterForm {
  const bearing = compassPointToPlotterBearing(point);
  return {
    ...form,
    direction1: bearing.direction1,
    degrees: String(bearing.degrees),
    minutes: '',
    seconds: '',
    direction2: bearing.direction2,
  };
}

/** The bearing typed so far as an azimuth, or null while it is incomplete or out of range. */
export function formAzimuth(form: PlotterForm): Degrees | null {
  const result = plotterCallToCall({ ...form, distance: '1', unit: 'feet' });
  return result.ok ? result.call.bearing : null;
}

/** The 8-way point nearest an azimuth, for the Facing button. */
export function nearestCompassPoint(azimuth: number): CompassPoint {
  const index = Math.round(azimuthNormalize(degrees(azimuth)) / 45) % 8;
  return COMPASS_POINTS[index] ?? 'N';
}

/** The compass button that matches the typed bearing exactly, for its pressed state. */
export function formCompassPoint(form: PlotterForm): CompassPoint | null {
  const azimuth = formAzimuth(form);
  if (azimuth === null) return null;
  const point = nearestCompassPoint(azimuth);
  return Math.abs(azimuth - COMPASS_POINTS.indexOf(point) * 45) < 1e-9 ? point : null;
}

const twoDigits = (value: string): string => (value.trim() === '' ? '00' : value.trim().padStart(2, '0'));

/** The current-call preview: the call as it will be listed, with blanks shown where a field is missing. */
export function formPreviewText(form: PlotterForm): string {
  const result = plotterCallToCall(form);
  if (result.ok) return result.plotterCall.displayText;
  const angle = `${form.degrees.trim() || '0'}°${twoDigits(form.minutes)}'${twoDigits(form.seconds)}"`;
  const distance = form.distance.trim() || '___';
  return `${form.direction1 || 'N/S'} ${angle} ${form.direction2 || 'E/W'} ${distance} ${UNIT_NAMES[form.unit].toLowerCase()}`;
}
