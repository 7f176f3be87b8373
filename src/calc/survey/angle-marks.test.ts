// Bearings whose marks were lost or damaged in copying, and OCR damage around figures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quadrantBearingToAzimuth } from './bearing';
import type { LineCall } from './call';
import { parseDeed } from './parse-deed';

const onlyLine = (text: string): LineCall => {
  const parsed = parseDeed(text);
  expect(parsed.calls).toHaveLength(1);
  return parsed.calls[0] as LineCall;
};

describe('damaged angle marks', () => {
  it.each([
    ['N 00°0047 W 100 feet', 'N', 0, 0, 47, 'W', '0047 read as 00\'47"'],
    ['N 89°4010 E 100 feet', 'N', 89, 40, 10, 'E', '4010 read as 40\'10"'],
    ['North 00º0016 East 115.00 feet', 'N', 0, 0, 16, 'E', '0016 read as 00\'16"'],
    [`N 45,30'15" E 100 feet`, 'N', 45, 30, 15, 'E', '"," read as °'],
    [`N 45?30'15" E 100 feet`, 'N', 45, 30, 15, 'E', '"?" read as °'],
    [`S 44030'00" E 100 feet`, 'S', 44, 30, 0, 'E', "44030' read as 44°30'"],
    [`S 890 30' E 100 feet`, 'S', 89, 30, 0, 'E', '890° read as 89°'],
  ])('reads %s and says what it read through', (text, northSouth, deg, min, sec, eastWest, repair) => {
    const parsed = parseDeed(`thence ${text}`);
    expect(parsed.calls).toHaveLength(1);
    expect(parsed.calls[0]?.kind === 'line' && parsed.calls[0].quadrant).toEqual({
      northSouth,
      degrees: deg,
      minutes: min,
      seconds: sec,
      eastWest,
    });
    expect(parsed.warnings.join('\n')).toContain(repair);
  });

  it("reads a minutes-only bearing N 45' E as 0°45', with no warning", () => {
    const parsed = parseDeed("thence N 45' E 100 feet");
    expect(parsed.warnings).toEqual([]);
    expect(parsed.calls[0]?.kind === 'line' && parsed.calls[0].bearing).toBeCloseTo(0.75, 9);
  });

  it('still reports a bracket that may be the decimal point', () => {
    expect(parseDeed("thence S. 53°45' E. a distance of 258)31 feet").problems[0]?.reason).toBe(
      'a damaged figure "258)31"',
    );
  });

  it('reads a unit glued to the next word and a bracket inside a figure with its own decimal point', () => {
    const parsed = parseDeed('thence N 45°00\'00" E 1101.93ftand thence S 45°00\'00" E 10)0.00 feet');
    expect(parsed.calls.map((call) => call.distance)).toEqual([1101.93, 100]);
    expect(parsed.warnings[0]).toBe('Scanning damage repaired: ftand → ft and, 10)0.00 → 100.00');
  });

  const bearing = fc.record({
    northSouth: fc.constantFrom('N' as const, 'S' as const),
    degrees: fc.integer({ min: 10, max: 89 }),
    minutes: fc.integer({ min: 0, max: 59 }),
    seconds: fc.integer({ min: 0, max: 59 }),
    eastWest: fc.constantFrom('E' as const, 'W' as const),
  });
  const two = (value: number): string => String(value).padStart(2, '0');

  it('reads the same azimuth whichever damage the marks took', () => {
    fc.assert(
      fc.property(bearing, fc.nat({ max: 3 }), (quadrant, damage) => {
        const { northSouth: ns, degrees: d, minutes: m, seconds: s, eastWest: ew } = quadrant;
        const written = [
          `${ns} ${d}°${two(m)}${two(s)} ${ew}`,
          `${ns} ${d},${two(m)}'${two(s)}" ${ew}`,
          `${ns} ${d}?${two(m)}'${two(s)}" ${ew}`,
          `${ns} ${d}0${two(m)}'${two(s)}" ${ew}`,
        ][damage];
        const call = onlyLine(`thence ${written} 250.5 feet`);
        expect(call.bearing).toBeCloseTo(quadrantBearingToAzimuth(quadrant), 9);
        expect(call.distance).toBe(250.5);
      }),
    );
  });
});
