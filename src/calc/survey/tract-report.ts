import { analyzeTract } from './analyze-tract';
import type { StatedArea } from './deed-structure';
import { callReadAs } from './format-call';
import { parseDeed } from './parse-deed';
import { statedAreaMessage } from './tract-display';
import type { LengthUnit } from './units';

/** What `npm run -s cli -- tract` prints as JSON. Bearings are azimuths in degrees, distances and closure in feet. */
export interface TractReport {
  /** Each call: the text it came from and how it was read (azimuth, feet, the unit it was given in). */
  calls: Array<{ bearing: number; distance: number; unit: LengthUnit | null; readAs: string; text: string }>;
  /** The area the description states, when it states one. */
  statedArea: StatedArea | null;
  warnings: string[];
  errors: string[];
  areaSqFt: number;
  acres: number;
  closureFt: number;
  /** "1:2,792", "exact", or null when no call was read. */
  precision: string | null;
  closes: boolean;
}

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

/**
 * Parses and analyses a deed for the CLI. Exit code 0 when at least one tract call was read, else 1. The tract's
 * closure message ("Tract does not close properly. Gap of X feet.") is added to the warnings: the tract is still
 * drawn and measured, so it is not an error. Figures are rounded for reading (azimuth 1e-6°, distance 1e-4 ft,
 * area 0.01 sq ft, acres 4 decimals as the product description shows them, closure 1e-4 ft); tie calls are not listed.
 */
export function tractReport(text: string): { report: TractReport; exitCode: 0 | 1 } {
  const parsed = parseDeed(text);
  const analysis = analyzeTract(parsed.calls);
  const hasCalls = parsed.calls.length > 0;
  const report: TractReport = {
    calls: parsed.calls.map((call) => ({
      bearing: round(call.bearing, 6),
      distance: round(call.distance, 4),
      unit: call.kind === 'line' ? (call.unit ?? null) : null,
      readAs: callReadAs(call),
      text: call.text,
    })),
    statedArea: parsed.statedArea,
    warnings: [
      ...parsed.warnings,
      ...(hasCalls && analysis.closureMessage ? [analysis.closureMessage] : []),
      ...(hasCalls ? [statedAreaMessage(parsed.statedArea, analysis.acres)].filter((m) => m !== null) : []),
    ],
    errors: parsed.errors,
    areaSqFt: round(analysis.areaSqFt, 2),
    acres: round(analysis.acres, 4),
    closureFt: round(analysis.closureFt, 4),
    precision: hasCalls ? analysis.precision : null,
    closes: hasCalls && analysis.closes,
  };
  return { report, exitCode: hasCalls ? 0 : 1 };
}
