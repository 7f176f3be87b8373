// The forms county records write (docs/product.md#reading-real-deeds), one small example each, written for these
// tests (the real descriptions are in tests/fixtures/deeds/ and tests/unit/deeds-corpus.test.ts).
import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import { deedTextRepair } from './deed-repairs';
import { parseDeed } from './parse-deed';
import { statedAreaMessage } from './tract-display';

const read = (text: string): Array<[number, number]> =>
  parseDeed(text).calls.map((call) => [Number(call.bearing.toFixed(4)), Number(call.distance.toFixed(4))]);

describe('parseDeed on county-record forms', () => {
  it.each([
    // cardinal with words between, and punctuation between bearing and distance
    ['thence South along the East line of said quarter section a distance of 412.80 feet', [[180, 412.8]]],
    ['run thence West parallel with the South line 275.0 feet', [[270, 275]]],
    ['N 62° 14\' 08" E - 418.60 FEET', [[62.2356, 418.6]]],
    ['S 27°45\'52" E, 210.15 feet', [[152.2356, 210.15]]],
    ['S 12°.W.7. poles', [[192, 115.5]]],
    ['N. 64°. E. 3 poles + 11 links', [[64, 56.76]]],
    // distance first
    [
      'thence 105.8 feet East to a point; thence 20 feet k North',
      [
        [90, 105.8],
        [0, 20],
      ],
    ],
    // spelled, restated, old units
    ['thence South sixty two degrees East along the line of the grant Ninety five Chains', [[118, 6270]]],
    ['thence North on vacant land forty chains', [[0, 2640]]],
    [
      'thence North Four (4) Degrees Thirty-one (31) Minutes East, Twelve Hundred Eight and Fifty-five One-hundredths (1,208.55) feet',
      [[4.5167, 1208.55]],
    ],
    ['thence North one hundred & four perches', [[0, 1716]]],
    ['thence North eighty three perches and a half', [[0, 1377.75]]],
    ['thence N 3 1/4° E 12 poles and 14 links', [[3.25, 207.24]]],
    ['thence N. 31½ degrees W. 15 poles', [[328.5, 247.5]]],
    ['thence S 45 E 100 varas', [[135, 277.78]]],
    ['thence South crossing the creek at 65 poles in all 80 poles', [[180, 1320]]],
  ])('%s', (text, calls) => {
    expect(read(text)).toEqual(calls);
  });

  it('reads a recorder abbreviation with its offsets as the tie and its curve by chord only', () => {
    const parsed = parseDeed(
      'COM N 211.40 FT & W 16.50 FT FR S 1/4 COR. SEC. 9 T6S R2E SLB&M.; N 89 DEG 12\' 40" W 402.16 FT; ALONG A CURVE TO L (CHORD BEARS: S 41 DEG 10\' 0" W 30.62 FT, RADIUS = 60 FT); S 0 DEG 48\' 20" W 100 FT TO BEG.',
    );
    expect(parsed.tieCalls.map((call) => [call.bearing, call.distance])).toEqual([
      [0, 211.4],
      [270, 16.5],
    ]);
    expect(parsed.calls).toHaveLength(3);
    const curve = parsed.calls[1];
    expect(curve?.kind).toBe('curve');
    // chord 30.62 on radius 60: delta = 2 asin(30.62 / 120) = 29.567°
    if (curve?.kind === 'curve') {
      expect(curve.turn).toBe('left');
      expect(curve.delta).toBeCloseTo(29.567, 3);
    }
  });

  it('reads "Beginning at a point 203.2 feet East of the corner" as a tie, not a course', () => {
    const parsed = parseDeed(
      'Beginning at a point 203.2 feet East of the Northwest Corner, thence 105.8 feet East to a point, thence 399.1 feet South, thence 105.8 feet West, thence 399.1 feet North to the Point of Beginning',
    );
    expect(parsed.tieCalls.map((call) => call.distance)).toEqual([203.2]);
    expect(parsed.calls).toHaveLength(4);
  });

  it('keeps a bracketed record call out of the tract and says so', () => {
    const parsed = parseDeed(
      'thence South 1°03\'10" West 168.00 feet along a fence (South 01°06\'55" West 168.33 feet along a fence); thence East 100 feet',
    );
    expect(read('thence South 1°03\'10" West 168.00 feet (South 01°06\'55" West 168.33 feet)')).toHaveLength(
      1,
    );
    expect(parsed.calls).toHaveLength(2);
    expect(parsed.warnings[0]).toMatch(/South 01°06'55" West 168.33 feet is in brackets after a course/);
  });

  it('reads an azimuth table in the unit the description states', () => {
    const parsed = parseDeed(
      'Course Azimuth Length AB 90.0 100 BC 180.0 100 (All values are in meters and degrees)',
    );
    expect(read('Course Azimuth Length AB 90.0 100 BC 180.0 100 (All values are in meters)')).toEqual([
      [90, 328.084],
      [180, 328.084],
    ]);
    expect(parsed.warnings).toContain('Figures without a unit read in meters, as the description states');
  });

  it('repairs unambiguous scanning damage and lists each repair', () => {
    expect(deedTextRepair('S 8O°05\'17" W 318. 42 FEET, 1665.l1').text).toBe(
      'S 80°05\'17" W 318.42 FEET, 1665.11',
    );
    const parsed = parseDeed(
      "thence S 8O°05'17\" W 318. 42 FEET; thence N. 89°56'3011 W. 20 feet; thence S. 37°30 I E. 10 feet",
    );
    expect(read('thence S 8O°05\'17" W 318. 42 FEET')).toEqual([[260.0881, 318.42]]);
    expect(parsed.calls).toHaveLength(3);
    expect(parsed.warnings[0]).toMatch(/^Scanning damage repaired: S 8O°05 → S 80°05, 318. 42 → 318.42$/);
    expect(parsed.warnings).toContain('Line 2: scanning damage read through: 3011 read as 30"');
    expect(parsed.warnings).toContain("Line 3: scanning damage read through: 30 I read as 30'");
  });

  it('reports other damage instead of guessing', () => {
    const parsed = parseDeed("thence S. 53°45' E. a distance of 258)31 feet; thence East 10 feet");
    expect(parsed.calls).toHaveLength(1);
    expect(parsed.problems[0]?.reason).toBe('a damaged figure "258)31"');
  });

  it('reads the stated area and says when the calls give more than 1% else', () => {
    const square = 'thence North 660 ft; thence East 660 ft; thence South 660 ft; thence West 660 ft';
    for (const [tail, acres] of [
      ['containing 12.06 acres', 12.06],
      ['AREA 10.05 AC.', 10.05],
      ['containing 435,600 square feet', 10],
    ] as const) {
      expect(parseDeed(`${square}, ${tail}`).statedArea?.acres).toBeCloseTo(acres, 6);
    }
    const parsed = parseDeed(`${square}, containing 12.06 acres`);
    const acres = analyzeTract(parsed.calls).acres;
    expect(statedAreaMessage(parsed.statedArea, acres)).toBe(
      'The description states 12.06 acres; its calls give 10.0000 acres (17.1% less). Check the calls for a typo.',
    );
    expect(statedAreaMessage({ acres: 10.05, text: '10.05 acres' }, acres)).toBeNull();
    expect(statedAreaMessage(null, acres)).toBeNull();
  });

  it('draws an aliquot description as that part of a regular section when there is no course', () => {
    const parsed = parseDeed('The N/2 of the NE/4 of Section 9, T6S, R2E');
    // the north half of the north-east quarter: 2,640 x 1,320 ft = 80 acres, its SW corner 2,640 E and 3,960 N
    expect(analyzeTract(parsed.calls).acres).toBe(80);
    expect(parsed.tieCalls.map((call) => [call.bearing, call.distance])).toEqual([
      [90, 2640],
      [0, 3960],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings[0]).toMatch(
      /aliquot description "N\/2 of the NE\/4" as part of a regular 640-acre section/,
    );
    expect(analyzeTract(parseDeed('SE 1/4 NW 1/4 Section 12').calls).acres).toBe(40);
    // "N/4" is no aliquot part, and a description with courses is read by its courses
    expect(parseDeed('The N/4 of Section 9').errors).toEqual(['No valid bearing and distance calls found']);
    expect(parseDeed('The N/2 of Section 9: thence North 100 ft').calls).toHaveLength(1);
  });
});
