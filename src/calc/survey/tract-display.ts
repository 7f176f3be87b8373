import type { QuadrantBearing } from './bearing';
import { CLOSURE_TOLERANCE_FEET } from './units';

const grouped = (value: number, decimals: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** docs/product.md#limits: acreage with 4 decimals ("10.0000", "1,280.0000"). */
export const formatTractAcres = (acres: number): string => grouped(acres, 4);

/** Whole square feet with thousands separators ("435,600"). */
export const formatTractSquareFeet = (squareFeet: number): string => grouped(squareFeet, 0);

export const formatFeet = (value: number, decimals = 2): string => grouped(value, decimals);

/** Azimuth as decimal degrees for the parsed-calls list ("45.5042°"). */
export const formatAzimuth = (azimuth: number, decimals = 4): string => `${azimuth.toFixed(decimals)}°`;

/** Precision ratio as surveyors write it: "1:2,792", or "exact" when the tract closes with no gap. */
export const formatClosurePrecision = (ratio: number): string =>
  Number.isFinite(ratio) ? `1:${grouped(Math.round(ratio), 0)}` : 'exact';

/** docs/product.md#validation message when the gap passes the 1 ft tolerance of docs/product.md#limits; null when the tract closes. */
export const tractClosureMessage = (gapFeet: number): string | null =>
  gapFeet > CLOSURE_TOLERANCE_FEET
    ? `Tract does not close properly. Gap of ${gapFeet.toFixed(2)} feet.`
    : null;

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * N 45°30'15" E. Seconds are written whole when they are, else with `secondsDecimals` decimals, trailing zeros
 * dropped; a rounding that reaches 60" carries into the minutes.
 */
export function formatQuadrantBearing(bearing: QuadrantBearing, secondsDecimals = 2): string {
  // Whole units of 10^-decimals seconds, so the carry from 59.999" to the next minute is exact.
  const scale = 10 ** secondsDecimals;
  const total = Math.round((bearing.degrees * 3600 + bearing.minutes * 60 + bearing.seconds) * scale);
  const whole = Math.floor(total / (3600 * scale));
  const minutes = Math.floor((total - whole * 3600 * scale) / (60 * scale));
  const scaledSeconds = total - whole * 3600 * scale - minutes * 60 * scale;
  const fraction =
    secondsDecimals > 0
      ? String(scaledSeconds % scale)
          .padStart(secondsDecimals, '0')
          .replace(/0+$/, '')
      : '';
  const seconds = `${pad(Math.floor(scaledSeconds / scale))}${fraction ? `.${fraction}` : ''}`;
  return `${bearing.northSouth} ${whole}°${pad(minutes)}'${seconds}" ${bearing.eastWest}`;
}

/** Beyond this share the stated and computed areas are called different: often the first sign of a typo. */
const STATED_AREA_TOLERANCE = 0.01;

/**
 * docs/product.md#reading-real-deeds: "The description states 0.853 acres; its calls give 0.6635 acres (22.2%
 * less). ..." when the two differ by more than 1%; null when they agree or nothing is stated.
 */
export function statedAreaMessage(
  stated: { acres: number; text: string } | null,
  acres: number,
): string | null {
  if (!stated || !(stated.acres > 0) || acres <= 0) return null;
  const off = (acres - stated.acres) / stated.acres;
  if (Math.abs(off) <= STATED_AREA_TOLERANCE) return null;
  const share = `${(Math.abs(off) * 100).toFixed(1)}% ${off < 0 ? 'less' : 'more'}`;
  return `The description states ${stated.text}; its calls give ${formatTractAcres(acres)} acres (${share}). Check the calls for a typo.`;
}
