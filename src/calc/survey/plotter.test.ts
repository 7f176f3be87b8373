import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import type { Call } from './call';
import { callsToDeedText } from './format-call';
import { parseDeed } from './parse-deed';
import {
  COMPASS_POINTS,
  compassPointToPlotterBearing,
  PLOTTER_MISSING_FIELDS_ERROR,
  PLOTTER_UNITS,
  type PlotterCallInput,
  plotterCallToCall,
} from './plotter';

const callOf = (input: PlotterCallInput): Call => {
  const result = plotterCallToCall(input);
  if (!result.ok) throw new Error(result.error);
  return result.call;
};

describe('plotterCallToCall', () => {
  it('builds the call, converting the unit to feet (docs/product.md#limits factors)', () => {
    const result = plotterCallToCall({
      direction1: 'S',
      degrees: '45',
      minutes: '30',
      seconds: '',
      direction2: 'W',
      distance: '4.25',
      unit: 'chains',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // S 45°30' W: 180 + 45.5 = 225.5; 4.25 chains x 66 = 280.5 ft
    expect(result.call.bearing).toBe(225.5);
    expect(result.call.distance).toBe(280.5);
    expect(result.plotterCall).toEqual({
      direction1: 'S',
      degrees: 45,
      minutes: 30,
      seconds: 0,
      direction2: 'W',
      distance: 4.25,
      unit: 'chains',
      displayText: 'S 45°30\'00" W 4.25 chains',
    });
  });

  it('treats blank degrees, minutes and seconds as 0 and defaults to feet', () => {
    expect(callOf({ direction1: 'N', direction2: 'E', distance: 100 })).toMatchObject({
      bearing: 0,
      distance: 100,
    });
  });

  it.each<[PlotterCallInput, string]>([
    [{ direction2: 'E', distance: 100 }, PLOTTER_MISSING_FIELDS_ERROR],
    [{ direction1: 'N', distance: 100 }, PLOTTER_MISSING_FIELDS_ERROR],
    [{ direction1: 'N', direction2: 'E', distance: '' }, PLOTTER_MISSING_FIELDS_ERROR],
    [{ direction1: 'N', direction2: 'E', distance: 100, degrees: 91 }, 'Degrees must be between 0 and 90'],
    [{ direction1: 'N', direction2: 'E', distance: 100, degrees: -1 }, 'Degrees must be between 0 and 90'],
    [{ direction1: 'N', direction2: 'E', distance: 100, degrees: 'abc' }, 'Degrees must be between 0 and 90'],
    [{ direction1: 'N', direction2: 'E', distance: 100, minutes: 60 }, 'Minutes must be between 0 and 59'],
    [{ direction1: 'N', direction2: 'E', distance: 100, seconds: 75 }, 'Seconds must be between 0 and 59'],
    [
      { direction1: 'N', direction2: 'E', distance: 100, degrees: 90, minutes: 1 },
      'The bearing cannot pass 90 degrees',
    ],
    [{ direction1: 'N', direction2: 'E', distance: 0 }, 'Distance must be a number greater than 0'],
    [{ direction1: 'N', direction2: 'E', distance: -5 }, 'Distance must be a number greater than 0'],
    [{ direction1: 'N', direction2: 'E', distance: '1e308' }, 'Distance is too large'],
  ])('refuses %j: %s', (input, error) => {
    expect(plotterCallToCall(input)).toEqual({ ok: false, error });
  });
});

describe('compass presets', () => {
  it.each([
    ['N', 'N', 0, 'E', 0],
    ['NE', 'N', 45, 'E', 45],
    ['E', 'N', 90, 'E', 90],
    ['SE', 'S', 45, 'E', 135],
    ['S', 'S', 0, 'E', 180],
    ['SW', 'S', 45, 'W', 225],
    ['W', 'N', 90, 'W', 270],
    ['NW', 'N', 45, 'W', 315],
  ] as const)('%s is %s %d %s, azimuth %d', (point, direction1, degrees, direction2, azimuth) => {
    const bearing = compassPointToPlotterBearing(point);
    expect(bearing).toEqual({ direction1, degrees, minutes: 0, seconds: 0, direction2 });
    expect(callOf({ ...bearing, distance: 1 }).bearing).toBe(azimuth);
  });

  it('offers the docs/product.md#limits units', () => {
    expect(PLOTTER_UNITS).toEqual(['feet', 'chains', 'rods', 'links', 'varas', 'meters', 'yards']);
  });

  it('lists the eight points clockwise from north', () => {
    expect(COMPASS_POINTS).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
  });
});

describe('plotted calls to deed text', () => {
  it('reads back to the same tract: 20 x 20 chains is 40 acres', () => {
    // 20 chains = 1,320 ft; 1,320² / 43,560 = 40
    const calls = (['N', 'E', 'S', 'W'] as const).map((point) =>
      callOf({ ...compassPointToPlotterBearing(point), distance: 20, unit: 'chains' }),
    );
    const parsed = parseDeed(callsToDeedText(calls));
    expect(parsed.warnings).toEqual([]);
    expect(parsed.calls.map((call) => [call.bearing, call.distance])).toEqual(
      calls.map((call) => [call.bearing, call.distance]),
    );
    expect(analyzeTract(parsed.calls).acres).toBe(40);
  });

  it('has display text the parser reads too', () => {
    const result = plotterCallToCall({
      direction1: 'N',
      degrees: 12,
      minutes: 34,
      seconds: 56,
      direction2: 'W',
      distance: 7,
      unit: 'rods',
    });
    if (!result.ok) throw new Error(result.error);
    const [read] = parseDeed(result.plotterCall.displayText).calls;
    expect(read?.bearing).toBeCloseTo(result.call.bearing, 9);
    // 7 rods x 16.5 = 115.5 ft
    expect(read?.distance).toBe(115.5);
  });
});
