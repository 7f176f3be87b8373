import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import { parseDeed } from './parse-deed';

const LENGTH = 200_000;
const fill = (piece: string): string => piece.repeat(Math.ceil(LENGTH / piece.length)).slice(0, LENGTH);

// Inputs built to make a backtracking parser go quadratic or worse: long runs of one token, half-finished
// bearings, phrase words that make the reader look ahead, curves that ask for the next line.
const HOSTILE: Record<string, string> = {
  'many calls': fill('thence N 45°30\'15" E 100.00 feet; '),
  'one call per line': fill('N 45 E 100 ft\n'),
  'bad calls': fill('N 95 E 100 ft\n'),
  quotes: fill("'"),
  'one huge number': fill('1'),
  'directions only': fill('N '),
  'angles without direction': fill('N 45 30 15 '),
  'phrase words': fill('East along '),
  thence: fill('thence '),
  curves: fill('along a curve to the right\n'),
  'spelled numbers': fill('North one hundred and '),
  'less without except': fill('less and '),
  'no spaces': fill('N45E100ftS45E'),
  dashes: fill('N45-30-'),
  random: Array.from({ length: LENGTH }, (_, index) => String.fromCharCode(32 + ((index * 7919) % 95))).join(
    '',
  ),
};

describe('parseDeed on 200,000 characters', () => {
  it.each(Object.entries(HOSTILE))('%s parses within a second', (_name, text) => {
    const started = performance.now();
    const parsed = parseDeed(text);
    analyzeTract(parsed.calls, parsed.tieCalls);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(parsed.warnings.length).toBeLessThanOrEqual(101);
  });

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
