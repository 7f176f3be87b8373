// Hard line breaks inside a call: text copied from a PDF or an OCR page wraps every 60-80 characters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import { type Point, pointAzimuth, pointDistance } from './bearing';
import { lineCallFrom } from './call-from';
import { deedLinesUnwrap } from './deed-line-breaks';
import { callsToDeedText } from './format-call';
import { parseDeed } from './parse-deed';

const WRAPPED = `BEGINNING AT THE NE CORNER; THENCE N01°24'05"W AND ALONG THE EAST LINE OF
SAID NE/4 A DISTANCE OF 592.18 FEET; THENCE S88°35'55"W A DISTANCE
OF 200.00 FEET; THENCE S01°24'05"E A DISTANCE OF 592.18
FEET; THENCE N88°35'55"E A DISTANCE OF 200.00 FEET TO THE POINT OF BEGINNING`;

describe('deedLinesUnwrap', () => {
  it('joins the lines of a call wrapped by a PDF copy', () => {
    expect(deedLinesUnwrap(WRAPPED).text.split('\n')).toHaveLength(1);
  });

  it.each([
    ['one call per line', 'N 45 E 100\nS 45 E 100\nS 45 W 100'],
    ['numbered calls', '1. North 100 feet\n2. East 100 feet'],
    ['a line ending its clause', 'Beginning at the corner;\nNorth 100 feet'],
    ['thence opening the line', 'North 100 feet to a stake\nthence East 100 feet'],
    ['a curve opening the line', 'North 100 feet\nalong a curve to the right, radius 100 feet'],
  ])('keeps the line ends of %s', (_name, text) => {
    expect(deedLinesUnwrap(text).text).toBe(text);
  });

  it('joins a bearing split after its seconds and a figure split after its decimal point', () => {
    expect(deedLinesUnwrap(`thence N 01°24'05"\nW 592.\n18 feet`).text).toBe(
      `thence N 01°24'05" W 592.18 feet`,
    );
  });

  it('joins a figure split before its decimal point', () => {
    expect(deedLinesUnwrap('THENCE N 62°11\'27" W A DISTANCE OF 970\n.10\nFT; THENCE').text).toBe(
      'THENCE N 62°11\'27" W A DISTANCE OF 970.10 FT; THENCE',
    );
  });

  it('joins a word hyphenated at the line end', () => {
    expect(deedLinesUnwrap('along the south-\nerly line').text).toBe('along the southerly line');
  });
});

describe('parseDeed on wrapped text', () => {
  it('reads every course of a description wrapped inside its calls', () => {
    const parsed = parseDeed(WRAPPED);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.calls).toHaveLength(4);
    const tract = analyzeTract(parsed.calls);
    expect(tract.areaSqFt).toBeCloseTo(592.18 * 200, 1);
    expect(tract.closureFt).toBeLessThan(0.01);
  });

  it('reads a spelled bearing split over two lines', () => {
    const parsed = parseDeed(
      'Beginning at a point; thence North 89 degrees 12 minutes\n40 seconds West 402.16 feet; thence South 0 degrees 47 minutes 20 seconds West 100\nfeet; thence South 89 degrees 12 minutes 40 seconds East 402.16 feet; thence North 0\ndegrees 47 minutes 20 seconds East 100 feet to the point of beginning',
    );
    expect(parsed.warnings).toEqual([]);
    expect(analyzeTract(parsed.calls).areaSqFt).toBeCloseTo(40_216, 1);
  });

  /** A square-ish polygon written out as one paragraph of "thence" calls. */
  const paragraph = fc
    .array(fc.record({ x: fc.integer({ min: 50, max: 900 }), y: fc.integer({ min: 50, max: 900 }) }), {
      minLength: 3,
      maxLength: 8,
    })
    .map((sizes) => {
      const points: Point[] = sizes.map((size, index) => {
        const angle = (index * 2 * Math.PI) / sizes.length;
        return { x: size.x * Math.cos(angle), y: size.y * Math.sin(angle) };
      });
      const calls = points.map((from, index) => {
        const to = points[(index + 1) % points.length] as Point;
        return lineCallFrom(pointAzimuth(from, to), pointDistance(from, to));
      });
      return callsToDeedText(calls).replaceAll('\n', ' ');
    });

  it('reads the same tract however the text is wrapped between words', () => {
    fc.assert(
      fc.property(paragraph, fc.array(fc.nat(), { maxLength: 12 }), (text, breaks) => {
        const spaces = [...text.matchAll(/ /g)].map((match) => match.index);
        const chosen = new Set(breaks.map((pick) => spaces[pick % spaces.length]));
        const wrapped = [...text].map((char, index) => (chosen.has(index) ? '\n' : char)).join('');
        const flat = parseDeed(text);
        const read = parseDeed(wrapped);
        expect(read.calls).toHaveLength(flat.calls.length);
        expect(analyzeTract(read.calls).areaSqFt).toBeCloseTo(analyzeTract(flat.calls).areaSqFt, 3);
      }),
    );
  });
});
