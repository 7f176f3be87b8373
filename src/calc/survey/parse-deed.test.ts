import { describe, expect, it } from 'vitest';
import { DEED_EMPTY_ERROR, DEED_NO_CALLS_ERROR, parseDeed } from './parse-deed';

/** The only call read from `text`, as [azimuth, feet]. */
function onlyCall(text: string): [number, number] {
  const parsed = parseDeed(text);
  expect(parsed.warnings).toEqual([]);
  expect(parsed.calls).toHaveLength(1);
  const [call] = parsed.calls;
  return [Number(call?.bearing.toFixed(6)), Number(call?.distance.toFixed(6))];
}

// 45°30'15" = 45 + 30/60 + 15/3600 = 45.504167°
const NE_45_30_15 = 45.504167;

describe('parseDeed reads bearings in every spelling', () => {
  it.each([
    ['N 45°30\'15" E 100 ft', NE_45_30_15],
    ['N45-30-15E 100 ft', NE_45_30_15],
    ['N 45 30 15 E 100 ft', NE_45_30_15],
    ['N 45 deg 30 min 15 sec E 100 ft', NE_45_30_15],
    ['N 45d30m15s E 100 ft', NE_45_30_15],
    ['North 45 degrees 30 minutes 15 seconds East 100 feet', NE_45_30_15],
    ['N 45°30’15” E 100 ft', NE_45_30_15],
    ['N 45°30′15″ E 100 ft', NE_45_30_15],
    ["N 45°30'15'' E 100 ft", NE_45_30_15],
    // a damaged copy: ¦ for °, a single quote for seconds
    ["North 45¦30'15'East, 100 feet", NE_45_30_15],
    ['N 45 &deg; 30\' 15" E 100 ft', NE_45_30_15],
    ['n 45º30\'15" e 100 ft', NE_45_30_15],
    // 45°30' = 45.5, seconds missing
    ['North 45 degrees 30 minutes East 100 feet', 45.5],
    ["N 45°30' E 100 ft", 45.5],
    ['N 45.5° E 100 ft', 45.5],
    // minutes and seconds missing
    ['N 45° E 100 ft', 45],
    ['N 45 E 100 ft', 45],
    ['S. 45° E. 100 ft.', 135],
    // SE: 180 - 30.25 = 149.75; SW: 180 + 30.25 = 210.25; NW: 360 - 30.25 = 329.75
    ["S 30°15' E 100 ft", 149.75],
    ["South 30°15' West 100 ft", 210.25],
    ['N 30°15\'00" W 100 ft', 329.75],
    ['South89°21\'10" West, 100 feet', 269.352778],
    ['azimuth 123°45\'00" 100 feet', 123.75],
    ['Az. 200° 100 ft', 200],
  ])('%s -> azimuth %d', (text, azimuth) => {
    expect(onlyCall(text)).toEqual([azimuth, 100]);
  });

  it.each([
    ['thence North 330 feet', 0, 330],
    ['thence East a distance of 466.6 Feet', 90, 466.6],
    ['thence due South 10 feet', 180, 10],
    ['runs west 160 poles to a stake', 270, 2640],
    ['Thence running North East ten chains to a stake', 45, 660],
    ['thence North-East 10 feet', 45, 10],
    ['thence N.E. 10 feet', 45, 10],
    ['thence Northeast 10 feet', 45, 10],
    ['thence NW 10 feet', 315, 10],
    ['Thence South west Sixteen chains and twenty five links', 225, 1072.5],
    ['thence S 45 E along the fence line 100 ft', 135, 100],
    ['thence N 45 E with said road a distance of 100 ft', 45, 100],
    [
      'thence South parallel to the half section line running North and South, a distance of 466.6 Feet',
      180,
      466.6,
    ],
  ])('%s', (text, azimuth, distance) => {
    expect(onlyCall(text)).toEqual([azimuth, distance]);
  });
});

describe('parseDeed reads distances in every unit (docs/product.md#limits factors)', () => {
  it.each([
    ['100 feet', 100],
    ['100 foot', 100],
    ['100 ft', 100],
    ["100'", 100],
    ['1,083.29 feet', 1083.29],
    ['.5 ft', 0.5],
    ['100 1/2 feet', 100.5],
    // chains 66: 2 x 66 = 132; 4 ch 25 lk = 4 x 66 + 25 x 0.66 = 264 + 16.5 = 280.5
    ['2 chains', 132],
    ['4 chains 25 links', 280.5],
    ['4 ch. 25 lk.', 280.5],
    // rods 16.5: 10 x 16.5 = 165
    ['10 rods', 165],
    ['10 poles', 165],
    ['10 perches', 165],
    // links 0.66: 100 x 0.66 = 66
    ['100 links', 66],
    // varas 2.7778: 100 x 2.7778 = 277.78
    ['100 varas', 277.78],
    // meters 3.28084: 100 x 3.28084 = 328.084
    ['100 meters', 328.084],
    ['100 m', 328.084],
    // yards 3
    ['100 yards', 300],
    // 100 + 6/12 = 100.5
    ['100 feet 6 inches', 100.5],
    ['one hundred and five feet', 105],
    ['sixty-six feet', 66],
    ['ten (10) chains', 660],
    // no unit after an angle bearing: feet (textbook traverses)
    ['285.10', 285.1],
  ])('N 0 E %s -> %d ft', (distance, feet) => {
    expect(onlyCall(`N 0° E ${distance}`)[1]).toBeCloseTo(feet, 9);
  });
});

describe('parseDeed layouts', () => {
  it('reads numbered calls, one per line, after a preamble', () => {
    const parsed = parseDeed(
      'Tract in the NE/4 of Section 31, T18N, R7E:\n1. N 45 E 100 ft\n2) S 45 E 100 ft\n(3) S 45 W 100 ft\nCall 4: N 45 W 100 ft',
    );
    expect(parsed.warnings).toEqual([]);
    expect(parsed.calls.map((call) => call.bearing)).toEqual([45, 135, 225, 315]);
    expect(parsed.calls.map((call) => call.line)).toEqual([2, 3, 4, 5]);
  });

  it("reads calls run together in one paragraph and keeps each call's text", () => {
    const parsed = parseDeed(
      'Beginning at the NW corner; thence East 100 feet; thence South 100 feet, thence West 100 feet then North 100 feet to the point of beginning.',
    );
    expect(parsed.calls.map((call) => call.text)).toEqual([
      'East 100 feet',
      'South 100 feet',
      'West 100 feet',
      'North 100 feet',
    ]);
    expect(parsed.warnings).toEqual([]);
  });

  it('reads course labels (A-B) and run-together words', () => {
    const parsed = parseDeed("A-B N 26°10'E 285.10; B-C S 75°25'E 610.45; ThenceSouth 10 feet");
    expect(parsed.calls.map((call) => Number(call.bearing.toFixed(4)))).toEqual([26.1667, 104.5833, 180]);
  });

  it('stops at "less and except"', () => {
    const parsed = parseDeed(
      'N 0 E 100 ft; East 100 ft; LESS AND EXCEPT the North 10 feet thereof: South 10 ft',
    );
    expect(parsed.calls).toHaveLength(2);
    expect(parsed.stoppedAtException).toBe(true);
  });

  it('keeps a tie from the point of commencement out of the tract', () => {
    const parsed = parseDeed(
      'Commencing at the SW corner of Section 5; thence North 100 feet; thence East 50 feet to the point of beginning; thence North 10 feet; thence East 10 feet; thence South 10 feet; thence West 10 feet to the point of beginning.',
    );
    expect(parsed.tieCalls.map((call) => call.bearing)).toEqual([0, 90]);
    expect(parsed.calls.map((call) => call.bearing)).toEqual([0, 90, 180, 270]);
  });

  it.each([
    'Commencing at the corner; thence North 100 feet to the P.O.B.; thence East 10 feet; thence South 10 feet',
    'Commencing at the corner; thence North 100 feet to the place of beginning; thence East 10 feet; thence South 10 feet',
    'Beginning at the corner; thence North 100 feet to the True Point of Beginning; thence East 10 feet; thence South 10 feet',
  ])('finds the point of beginning in %s', (text) => {
    const parsed = parseDeed(text);
    expect(parsed.tieCalls.map((call) => call.bearing)).toEqual([0]);
    expect(parsed.calls.map((call) => call.bearing)).toEqual([90, 180]);
  });

  it.each(['SAVE AND EXCEPT', 'less & except', 'Less and Except'])('stops at %s', (phrase) => {
    expect(parseDeed(`N 0 E 10 ft; East 10 ft; ${phrase} North 5 ft`).calls).toHaveLength(2);
  });

  it('does not read an offset to the point of commencement as a course', () => {
    const parsed = parseDeed(
      'Commencing 96.8 rods North, 155 rods West from the Southeast corner of Section 11, West 105.495 feet',
    );
    expect(parsed.calls.map((call) => [call.bearing, call.distance])).toEqual([[270, 105.495]]);
  });
});

describe('parseDeed errors and warnings (docs/product.md#validation)', () => {
  it.each(['', '   \n\t '])('empty text %j', (text) => {
    expect(parseDeed(text).errors).toEqual([DEED_EMPTY_ERROR]);
  });

  it('no calls', () => {
    expect(parseDeed('Lot 5, Block 2, Original Town of Drumright').errors).toEqual([DEED_NO_CALLS_ERROR]);
  });

  it.each([
    ['N 95°00\'00" E 100 ft', 'degrees must be 0 to 90'],
    ["N 45°75' E 100 ft", 'minutes must be 0 to 59'],
    ['N 45°30\'75" E 100 ft', 'seconds must be 0 to 59'],
    ['N 45 E -100 ft', 'the distance must be greater than zero'],
    ['N 45 E 0 ft', 'the distance must be greater than zero'],
    ['N 45 E 1e308 ft', 'the distance is too large'],
    [`N 45 E 9${'9'.repeat(30)} ft`, 'the distance is too large'],
    ['N 45 E 100 furlongs', 'unknown unit "furlongs"'],
    ['N 45 E 100,5 ft', 'a comma inside the distance: write a decimal point'],
    ['N 45 E to a stake', 'no distance after the bearing'],
    ['thence North 330', 'no unit after the distance'],
    ['N 45 E sixteen and one-half chains', 'no unit after the distance'],
    ['thence Northerly along the creek to a stake', 'no bearing and distance found'],
  ])('%s is a warning, not a call: %s', (bad, reason) => {
    const parsed = parseDeed(`N 0 E 10 ft\n${bad}\nS 0 E 10 ft`);
    expect(parsed.calls.map((call) => call.bearing)).toEqual([0, 180]);
    expect(parsed.warnings).toEqual([`Line 2: Could not parse ${bad.replace(/^thence /, '')}`]);
    expect(parsed.problems).toEqual([{ line: 2, text: bad.replace(/^thence /, ''), reason }]);
  });

  it('reports a bad call between good ones in the same segment, quoting only the bad call', () => {
    const parsed = parseDeed('N 45 E 100 ft, N 95 E 10 ft, S 45 E 100 ft');
    expect(parsed.calls).toHaveLength(2);
    expect(parsed.warnings).toEqual(['Line 1: Could not parse N 95 E 10 ft']);
  });

  it('refuses a distance too long to be a number at all', () => {
    const parsed = parseDeed(`N 45 E 1${'0'.repeat(400)} ft`);
    expect(parsed.calls).toEqual([]);
    expect(parsed.problems[0]?.reason).toBe('the distance is too large');
  });

  it('numbers the line of a segment in a paragraph and cuts long text', () => {
    const parsed = parseDeed(
      `N 0 E 10 ft; thence N 95 E 10 ft; thence ${'Westerly along the meandering bank of the creek '.repeat(4)}`,
    );
    expect(parsed.warnings[0]).toBe('Line 2: Could not parse N 95 E 10 ft');
    expect(parsed.warnings[1]).toMatch(/^Line 3: Could not parse Westerly along .{60,80}…$/);
  });

  it('does not warn about the preamble, "following courses" or the acreage clause', () => {
    const parsed = parseDeed(
      'Five (5) acres in the Northwest Corner of the NE/4 of Section 31, Township 18 North, Range 7 East:\nBeginning at the Northwest Corner; thence along said road on the following two (2) courses; (1) East 10 feet; (2) South 10 feet; thence West 10 feet; thence North 10 feet to the point of beginning and containing 100 square feet, more or less',
    );
    expect(parsed.warnings).toEqual([]);
    expect(parsed.calls).toHaveLength(4);
  });
});
