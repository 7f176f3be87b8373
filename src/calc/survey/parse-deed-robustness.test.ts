import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import { parseDeed } from './parse-deed';

describe('parseDeed warnings', () => {
  it('summarises warnings past 100', () => {
    const parsed = parseDeed(`N 0 E 1 ft\n${'N 95 E 100 ft\n'.repeat(150)}`);
    expect(parsed.warnings).toHaveLength(101);
    expect(parsed.warnings.at(-1)).toBe('50 more lines could not be parsed');
  });
});

const deedPiece = fc.constantFrom(
  'N',
  'S',
  'E',
  'W',
  'North',
  'east',
  'NE',
  'thence',
  'then',
  ';',
  ',',
  '.',
  '\n',
  '1.',
  '(2)',
  '°',
  "'",
  '"',
  '-',
  '45',
  '30',
  '0',
  '-5',
  '1e308',
  '100.5',
  'feet',
  'ft',
  'chains',
  'links',
  'rods',
  'varas',
  'curve',
  'right',
  'left',
  'radius',
  'arc',
  'chord',
  'bears',
  'concave',
  'along',
  'point of beginning',
  'less and except',
  'one',
  'hundred',
  'and',
  'to',
);

describe('parseDeed never throws and never returns a nonsense call', () => {
  it('on any mix of deed words', () => {
    fc.assert(
      fc.property(fc.array(deedPiece, { maxLength: 60 }), (pieces) => {
        const parsed = parseDeed(pieces.join(' '));
        for (const call of [...parsed.calls, ...parsed.tieCalls]) {
          expect(call.bearing).toBeGreaterThanOrEqual(0);
          expect(call.bearing).toBeLessThan(360);
          expect(call.distance).toBeGreaterThan(0);
          expect(Number.isFinite(call.distance)).toBe(true);
        }
        const tract = analyzeTract(parsed.calls, parsed.tieCalls);
        expect(Number.isFinite(tract.areaSqFt)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('on any text at all', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(() => parseDeed(text)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});
