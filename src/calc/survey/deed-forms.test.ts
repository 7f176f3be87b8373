// Forms read in the third round of the deed reader (docs/decisions/038-deed-grammar-or-scanner.md): figures inside
// a phrase that are not the course's length, a last course with a bearing and no distance "to the beginning",
// "and" between the parts of a spelled angle, and bearing trees that witness a corner.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeTract, polygonSignedArea } from './analyze-tract';
import { type Point, pointAzimuth, pointDistance } from './bearing';
import { lineCallFrom } from './call-from';
import { formatCall } from './format-call';
import { parseDeed } from './parse-deed';

const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const spelled = (value: number): string =>
  value < 20
    ? (ONES[value] as string)
    : `${TENS[Math.floor(value / 10)]}${value % 10 ? ` ${ONES[value % 10]}` : ''}`;

const lineOf = (text: string) => {
  const parsed = parseDeed(text);
  return parsed.calls.map((call) => [Number(call.bearing.toFixed(6)), Number(call.distance.toFixed(4))]);
};

describe('figures inside a phrase that are not the length', () => {
  it('skips lot numbers and reads the distance after them', () => {
    expect(
      lineOf(
        'thence N 89°59\'12" E along the North line of Lots 12 through 18 a distance of 140.00 feet; thence',
      ),
    ).toEqual([[89.986667, 140]]);
  });

  it('skips a width ("a 15 foot wide utility easement") and reads the length after it', () => {
    expect(
      lineOf(
        'thence N 00° 48\' 00" E along the east line of said lot and the west line of a 15 foot wide utility easement 10.00 feet; thence',
      ),
    ).toEqual([[0.8, 10]]);
  });

  it('still reads a bare figure in a phrase when no figure with a unit follows (a textbook traverse)', () => {
    expect(lineOf("N 26°10'E along the fence 285.10; S 10 E 100 ft")).toEqual([
      [26.166667, 285.1],
      [170, 100],
    ]);
  });

  it('never takes a lot number for the length: with no other figure the call is reported', () => {
    const parsed = parseDeed('thence N 4 E along Lot 5 to a stake; thence S 10 E 100 ft');
    expect(parsed.calls).toHaveLength(1);
    expect(parsed.warnings.some((warning) => warning.includes('Could not parse N 4 E along Lot 5'))).toBe(
      true,
    );
  });

  it('reads any distance after any lot number and any width', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 5, max: 60 }),
        fc.integer({ min: 1, max: 999_999 }).map((hundredths) => hundredths / 100),
        (lot, width, length) => {
          const text = `thence N 12°30'00" E along the west line of Lot ${lot} and a ${width} foot wide easement a distance of ${length.toFixed(2)} feet; thence`;
          expect(lineOf(text)).toEqual([[12.5, length]]);
        },
      ),
    );
  });
});

describe('a last course with a bearing and no distance "to the beginning"', () => {
  it('solves its length from the other courses when its bearing points at the beginning, and says so', () => {
    const parsed = parseDeed(
      'Beginning at a white oak, thence north twenty degrees west ninety poles to two white oaks, thence north seventy degrees east sixty poles to a Spanish oak, thence south twenty degrees east ninety poles to a chestnut oak, thence south seventy degrees west to the beginning.',
    );
    expect(parsed.calls).toHaveLength(4);
    const tract = analyzeTract(parsed.calls);
    expect(tract.acres).toBeCloseTo(33.75, 9);
    expect(tract.closureFt).toBeLessThan(1e-6);
    expect(parsed.warnings).toEqual([
      'Line 5: the last course gives a bearing and no distance "to the beginning": its length, 990.00 ft, is solved from the other courses',
    ]);
  });

  it('does not solve it when its bearing points elsewhere: the course is reported, not drawn', () => {
    const parsed = parseDeed(
      'Beginning at a stone, thence North 100 poles to a stake, thence East 80 poles to a stake, thence South 100 poles to a stake, thence North 45 East to the beginning.',
    );
    expect(parsed.calls).toHaveLength(3);
    expect(parsed.warnings).toEqual([
      'Line 5: the last course runs "to the beginning" with no distance, and its bearing points 135.0° away from the beginning: its length cannot be solved, so it is not drawn',
      'Line 5: Could not parse North 45 East to the beginning',
    ]);
  });

  it('closes any polygon whose last course names its bearing and leaves its length to the beginning', () => {
    const polygon = fc
      .array(fc.integer({ min: 100, max: 3000 }), { minLength: 3, maxLength: 8 })
      .map((radii): Point[] =>
        radii.map((radius, index) => {
          const angle = (index * 2 * Math.PI) / radii.length;
          return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
        }),
      )
      .filter((points) => Math.abs(polygonSignedArea(points)) > 1000);
    fc.assert(
      fc.property(polygon, (points) => {
        const calls = points.map((from, index) => {
          const to = points[(index + 1) % points.length] as Point;
          return lineCallFrom(pointAzimuth(from, to), pointDistance(from, to));
        });
        const last = formatCall(calls.at(-1) as (typeof calls)[number]).replace(/\s[\d.]+ feet$/, '');
        const written = calls.slice(0, -1).map(formatCall);
        const parsed = parseDeed(
          `Beginning at a stone; thence ${written.join('; thence ')}; thence ${last} to the beginning.`,
        );
        const tract = analyzeTract(parsed.calls);
        expect(parsed.calls).toHaveLength(points.length);
        // The written bearing is rounded to a hundredth of a second, so the course ends within a whisker of the start.
        expect(tract.closureFt).toBeLessThan(0.01);
        expect(Math.abs(tract.areaSqFt / Math.abs(polygonSignedArea(points)) - 1)).toBeLessThan(1e-5);
      }),
    );
  });
});

describe('"and" between the parts of an angle', () => {
  it('reads "two degrees and fifteen minutes" and "87 degrees and 45 minutes"', () => {
    expect(
      lineOf(
        'thence north two degrees and fifteen minutes west ten chains, thence north 87 degrees and 45 minutes east 15 chains',
      ),
    ).toEqual([
      [357.75, 660],
      [87.75, 990],
    ]);
  });

  it('refuses "and" followed by something that is not the next part of the angle', () => {
    expect(parseDeed('thence N 2 degrees and 100 feet').calls).toHaveLength(0);
  });

  it('reads any spelled angle with "and" before its minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 89 }), fc.integer({ min: 1, max: 59 }), (whole, minutes) => {
        const text = `thence south ${spelled(whole)} degrees and ${spelled(minutes)} minutes east ten chains; thence`;
        const [call] = parseDeed(text).calls;
        expect(call?.bearing).toBeCloseTo(180 - whole - minutes / 60, 9);
        expect(call?.distance).toBeCloseTo(660, 9);
      }),
    );
  });
});

describe('bearing trees', () => {
  it('notes a bearing tree that witnesses a corner and does not draw it as a course', () => {
    const parsed = parseDeed(
      'BEGINNING at a stone mound; THENCE N 45 E 950 varas to a stake from which a pecan 14 in. dia. bears S 12 W 6 varas; THENCE S 45 E 1200 varas to a stake; THENCE S 45 W 950 varas; THENCE N 45 W 1200 varas to the place of beginning.',
    );
    expect(parsed.calls.map((call) => call.bearing)).toEqual([45, 135, 225, 315]);
    expect(parsed.warnings).toContain(
      'Line 2: S 12 W 6 varas is a bearing tree witnessing a corner, not a course: not drawn',
    );
  });

  it('keeps reading a curve whose chord "bears"', () => {
    const parsed = parseDeed(
      'thence N 0 E 100 feet; thence along a curve to the right having a radius of 100.00 feet, the chord of which bears N 45 E 141.42 feet; thence S 0 E 200 feet',
    );
    expect(parsed.calls.map((call) => call.kind)).toEqual(['line', 'curve', 'line']);
  });
});
