// The tie places the tract: the section corner a description starts from, and where that puts the section.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import { parseDeed } from './parse-deed';
import { sectionSouthWestFor, sectionTie } from './section-tie';

describe('sectionTie', () => {
  it.each([
    [
      `Beginning at the Southwest corner of Section 12, thence North 00°12'30" West 1320.00 feet`,
      'the southwest corner of Section 12',
      { x: 0, y: 0 },
    ],
    [
      'BEGINNING AT THE NORTHWEST CORNER OF SECTION 33, TOWNSHIP 21 NORTH, RANGE 14 EAST, THENCE N 88°34\'27" E 2150.00 FEET',
      'the northwest corner of Section 33, T21N, R14E',
      { x: 0, y: 5280 },
    ],
    [
      'COM E 2004.76 FT & N 1798.17 FT FR S 1/4 COR. SEC. 23, T9S, R2E, SLB&M.; N 100 FT',
      'the south quarter corner of Section 23, T9S, R2E',
      { x: 2640, y: 0 },
    ],
    [
      'A tract in the S/2 NE/4 of Section Three (3). Commencing at the Southwest Corner of Said NE/4; Thence North 1°32\'22" West 120.00 Feet to the Point of Beginning',
      'the southwest corner of the NE/4 of Section 3',
      { x: 2640, y: 2640 },
    ],
    [
      'Beginning at a point 203.2 feet East of the Northwest Corner of the NE/4 NW/4 NW/4, thence 105.8 feet East, Section 32, Township 21 North, Range 14 East',
      'the northwest corner of the NE/4 of the NW/4 of the NW/4 of Section 32, T21N, R14E',
      { x: 660, y: 5280 },
    ],
  ])('reads the corner of %s', (text, description, corner) => {
    expect(sectionTie(text)).toEqual({ description, cornerInSection: corner });
  });

  it.each([
    'Commencing at the Southeast corner of Lot 6, Block 2, Amended Glen Eagles Addition; thence N00°03\'26"E 74.00 feet',
    'Beginning at a white oak; thence N 20 E 100 poles to a stake',
    'thence North 100 feet; thence East 100 feet',
  ])('finds no section corner in %s', (text) => {
    expect(sectionTie(text)).toBeNull();
  });

  it('reads the tie before "less and except", not the excepted tract\'s', () => {
    expect(
      sectionTie(
        'Beginning at the Northwest corner of Section 4; thence East 100 feet; thence South 100 feet; thence West 100 feet; thence North 100 feet; less and except a tract beginning at the southeast corner of said Section 4; thence North 10 feet',
      ),
    ).toEqual({ description: 'the northwest corner of Section 4', cornerInSection: { x: 0, y: 5280 } });
    expect(
      sectionTie(
        'The N/2 of the SE/4 of Section 20, less and except a tract described as: beginning at the east quarter corner of said Section 20; thence South 300 feet',
      ),
    ).toBeNull();
  });

  it("places an aliquot part drawn without courses by the section's south-west corner", () => {
    const text = 'The N/2 of the SE/4 of Section 20, T21N, R14E';
    const parsed = parseDeed(text);
    expect(parsed.aliquot).toBe('N/2 of the SE/4');
    expect(sectionTie(text, parsed.aliquot)).toEqual({
      description: 'the southwest corner of Section 20, T21N, R14E, from which the N/2 of the SE/4 is drawn',
      cornerInSection: { x: 0, y: 0 },
    });
    expect(parseDeed('Beginning at a stake; thence North 100 feet').aliquot).toBeNull();
  });

  it('puts the named corner of the section on the point the description starts from', () => {
    const text =
      'Commencing at the Southwest Corner of the NE/4 of Section 3; Thence North 1°32\'22" West 120.00 Feet to the Point of Beginning; thence North 10 feet; thence East 100 feet; thence South 10 feet; thence West 100 feet to the point of beginning';
    const parsed = parseDeed(text);
    const analysis = analyzeTract(parsed.calls, parsed.tieCalls);
    const tie = sectionTie(text);
    if (!tie) throw new Error('no tie read');
    const southWest = sectionSouthWestFor(tie, analysis.tieVertices[0] ?? { x: 0, y: 0 });
    // The point of commencement is 2,640 ft east and north of the section's south-west corner.
    expect(southWest.x + 2640).toBeCloseTo(analysis.tieVertices[0]?.x ?? Number.NaN, 9);
    expect(southWest.y + 2640).toBeCloseTo(analysis.tieVertices[0]?.y ?? Number.NaN, 9);
  });

  const corners = [
    ['Northwest corner', 'NW'],
    ['Northeast corner', 'NE'],
    ['Southwest corner', 'SW'],
    ['Southeast corner', 'SE'],
    ['North quarter corner', 'N'],
    ['South quarter corner', 'S'],
    ['East quarter corner', 'E'],
    ['West quarter corner', 'W'],
  ] as const;

  it('places any corner of any quarter or quarter-quarter on the section', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...corners),
        fc.constantFrom('NE', 'NW', 'SE', 'SW'),
        fc.option(fc.constantFrom('NE', 'NW', 'SE', 'SW'), { nil: null }),
        fc.integer({ min: 1, max: 36 }),
        ([words, code], quarter, quarterQuarter, section) => {
          const part = quarterQuarter ? `${quarterQuarter}/4 of the ${quarter}/4` : `${quarter}/4`;
          const tie = sectionTie(
            `Commencing at the ${words} of the ${part} of Section ${section}; thence North 100 feet`,
          );
          const size = quarterQuarter ? 1320 : 2640;
          const west = (quarter.endsWith('E') ? 2640 : 0) + (quarterQuarter?.endsWith('E') ? 1320 : 0);
          const south = (quarter.startsWith('N') ? 2640 : 0) + (quarterQuarter?.startsWith('N') ? 1320 : 0);
          const x = code.includes('W') ? west : code.includes('E') ? west + size : west + size / 2;
          const y = code.includes('S') ? south : code.includes('N') ? south + size : south + size / 2;
          expect(tie?.cornerInSection).toEqual({ x, y });
          expect(tie?.description).toContain(`of Section ${section}`);
        },
      ),
    );
  });
});
