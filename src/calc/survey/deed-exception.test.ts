// An aliquot tract less and except a tract described by courses: both read, the exception measured and placed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import { parseDeed } from './parse-deed';

const TEXT =
  'The N/2 of the SE/4 of Section 20, T21N, R14E, less and except a tract described as: beginning at the east quarter corner of said Section 20; thence South 300 feet; thence West 300 feet; thence North 300 feet; thence East 300 feet to the point of beginning.';

describe('less and except', () => {
  it('draws the aliquot part and measures and places the excepted tract inside it', () => {
    const parsed = parseDeed(TEXT);
    expect(parsed.stoppedAtException).toBe(true);
    expect(analyzeTract(parsed.calls).acres).toBeCloseTo(80, 9);
    expect(parsed.exceptions).toHaveLength(1);
    const [exception] = parsed.exceptions;
    expect(exception?.acres).toBeCloseTo(90_000 / 43_560, 9);
    // The N/2 SE/4 begins at its south-west corner, 2,640 ft east and 1,320 ft north of the section's; the east
    // quarter corner is 5,280 ft east and 2,640 ft north of it.
    expect(exception?.pointOfBeginning?.x).toBeCloseTo(2640, 6);
    expect(exception?.pointOfBeginning?.y).toBeCloseTo(1320, 6);
  });

  it('reports a course of the exception it cannot read', () => {
    const parsed = parseDeed(
      "The N/2 of the SE/4 of Section 20, less and except a tract described as: beginning at the east quarter corner of said Section 20; thence South 300 feet; thence West 300 feet; thence 12°30' 300 feet; thence East 300 feet to the point of beginning.",
    );
    expect(parsed.warnings.some((warning) => warning.startsWith('Less and except: Line'))).toBe(true);
  });

  it('names an exception not described by courses without measuring it', () => {
    const parsed = parseDeed(
      'The N/2 of the SE/4 of Section 20, less and except the right-of-way of U.S. Highway 169.',
    );
    expect(analyzeTract(parsed.calls).acres).toBeCloseTo(80, 9);
    expect(parsed.exceptions).toEqual([]);
  });

  it('places a square excepted at any corner of any quarter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('NE', 'NW', 'SE', 'SW'),
        fc.constantFrom('northwest', 'northeast', 'southwest', 'southeast'),
        fc.integer({ min: 10, max: 600 }),
        (quarter, corner, side) => {
          const parsed = parseDeed(
            `The ${quarter}/4 of Section 9, less and except a tract described as: beginning at the ${corner} corner of said ${quarter}/4 of Section 9; thence North ${side} feet; thence East ${side} feet; thence South ${side} feet; thence West ${side} feet to the point of beginning.`,
          );
          const at = parsed.exceptions[0]?.pointOfBeginning;
          expect(at?.x).toBeCloseTo(corner.endsWith('east') ? 2640 : 0, 6);
          expect(at?.y).toBeCloseTo(corner.startsWith('north') ? 2640 : 0, 6);
          expect(parsed.exceptions[0]?.acres).toBeCloseTo((side * side) / 43_560, 9);
        },
      ),
    );
  });
});
