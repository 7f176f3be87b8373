import { describe, expect, it } from 'vitest';
import { curveCallFrom, lineCallFrom } from './call-from';
import { formatCall } from './format-call';
import { parseDeed } from './parse-deed';
import { degrees, feet } from './units';

describe('formatCall', () => {
  it.each([
    // 45°30'15" = 45.5041666...°
    [lineCallFrom(degrees(45 + 30 / 60 + 15 / 3600), feet(100)), 'N 45°30\'15" E 100.00 feet'],
    // 180 + 60.25 = 240.25: S 60°15' W; 2 decimals are enough for 1,320.5
    [lineCallFrom(degrees(240.25), feet(1320.5)), 'S 60°15\'00" W 1320.50 feet'],
    // 359.99999° is 0.036" west of north; 12.3456789 ft needs 4 decimals
    [lineCallFrom(degrees(359.99999), feet(12.3456789)), 'N 0°00\'00.04" W 12.3457 feet'],
    // 29.99999999° rounds to 30°00'00" (the carry goes through seconds and minutes)
    [lineCallFrom(degrees(29.99999999), feet(1)), 'N 30°00\'00" E 1.00 feet'],
    [
      curveCallFrom(degrees(135), feet(100), degrees(90), 'right'),
      'along a curve to the right having a radius of 100.00 feet, an arc length of 157.0796 feet, a chord bearing of S 45°00\'00" E and a chord length of 141.4214 feet',
    ],
  ])('%# writes %s', (call, text) => {
    expect(formatCall(call)).toBe(text);
  });

  it('is read back by parseDeed', () => {
    const call = lineCallFrom(degrees(123.456789), feet(987.654321));
    const [back] = parseDeed(formatCall(call)).calls;
    // 0.01" is 4.8e-8 radians: under 0.0001 ft at 1,000 ft
    expect(back?.bearing).toBeCloseTo(123.456789, 5);
    expect(back?.distance).toBeCloseTo(987.6543, 9);
  });
});
