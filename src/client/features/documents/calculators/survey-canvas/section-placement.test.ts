// Where "Show 640-Acre Section" puts the section under a tract, checked against positions worked out by hand.
import { describe, expect, it } from 'vitest';
import type { Point, SectionGrid } from '../../../../../calc/survey';
import { visualizeDeed } from '../tract/visualize-deed';
import { sectionPlacement } from './section-placement';

/** The section the visualizer draws for a description with no corner chosen, as the page computes it. */
function placedSection(text: string): { section: SectionGrid | null; note: string | null; tract: Point[] } {
  const { analysis, tie } = visualizeDeed(text);
  const placement = sectionPlacement(true, null, tie, analysis?.tieVertices[0] ?? { x: 0, y: 0 });
  return { ...placement, tract: analysis?.vertices ?? [] };
}

/** A point in section coordinates: feet east and north of the section's south-west corner. */
const inSection = (section: SectionGrid, point: Point): Point => ({
  x: point.x - (section.outline[0]?.x ?? Number.NaN),
  y: point.y - (section.outline[0]?.y ?? Number.NaN),
});

const within = (point: Point, west: number, south: number, side: number): boolean =>
  point.x >= west - 1e-9 &&
  point.x <= west + side + 1e-9 &&
  point.y >= south - 1e-9 &&
  point.y <= south + side + 1e-9;

// sin and cos of 0°12'30" (0.208333...°), to the digits the expectations below need.
const SIN = 0.003636092;
const COS = 0.999993389;

describe('sectionPlacement', () => {
  it('puts a tract beginning at the south-west corner of the section in its south-west part', () => {
    const { section, note, tract } = placedSection(
      'Beginning at the Southwest corner of Section 12, thence North 1320.00 feet; thence East 660.00 feet; thence South 1320.00 feet; thence West 660.00 feet to the point of beginning',
    );
    if (!section) throw new Error('no section placed');
    expect(note).toBe('Placed where the description ties: the southwest corner of Section 12.');
    // The point of beginning is the section's south-west corner, and the tract is the west half of the SW/4 SW/4:
    // corners (0, 0), (0, 1320), (660, 1320), (660, 0).
    expect(inSection(section, { x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
    const corners = tract.map((point) => inSection(section, point));
    for (const [index, expected] of [
      { x: 0, y: 1320 },
      { x: 660, y: 1320 },
      { x: 660, y: 0 },
    ].entries()) {
      expect(corners[index + 1]?.x).toBeCloseTo(expected.x, 9);
      expect(corners[index + 1]?.y).toBeCloseTo(expected.y, 9);
    }
    expect(corners.every((point) => within(point, 0, 0, 1320))).toBe(true);
  });

  it('puts the tract of the example with bearings off north in the SW/4 SW/4, not off the section', () => {
    const { section, tract } = placedSection(
      `Beginning at the Southwest corner of Section 12, thence North 00°12'30" West 1320.00 feet; thence North 89°47'30" East 660.00 feet; thence South 00°12'30" East 1320.00 feet; thence South 89°47'30" West 660.00 feet to the point of beginning`,
    );
    if (!section) throw new Error('no section placed');
    // The rectangle turns 0°12'30" west of north, so its centre is half its diagonal from the corner:
    // x = (660 cos - 1320 sin) / 2 = 327.598 ft, y = (1320 cos + 660 sin) / 2 = 661.196 ft.
    const [start, , opposite] = tract;
    if (!start || !opposite) throw new Error('no rectangle drawn');
    const centre = inSection(section, { x: (start.x + opposite.x) / 2, y: (start.y + opposite.y) / 2 });
    expect(centre.x).toBeCloseTo((660 * COS - 1320 * SIN) / 2, 3);
    expect(centre.y).toBeCloseTo((1320 * COS + 660 * SIN) / 2, 3);
    expect(within(centre, 0, 0, 1320)).toBe(true);
  });

  it('starts a tract tied "N 00°12\'30" W 660 feet from the SE corner" at that point', () => {
    const { section, note, tract } = placedSection(
      `Beginning at a point N 00°12'30" W 660.00 feet from the Southeast corner of Section 12, T21N, R14E; thence West 100 feet; thence North 100 feet; thence East 100 feet; thence South 100 feet to the point of beginning`,
    );
    if (!section) throw new Error('no section placed');
    expect(note).toBe('Placed where the description ties: the southeast corner of Section 12, T21N, R14E.');
    // The south-east corner is (5280, 0); 660 ft at 0°12'30" west of north from it is (5280 - 660 sin, 660 cos).
    const pointOfBeginning = inSection(section, { x: 0, y: 0 });
    expect(pointOfBeginning.x).toBeCloseTo(5280 - 660 * SIN, 4);
    expect(pointOfBeginning.y).toBeCloseTo(660 * COS, 4);
    // The 100 ft square west and north of it lies in the SE/4 SE/4.
    expect(
      tract.map((point) => inSection(section, point)).every((point) => within(point, 3960, 0, 1320)),
    ).toBe(true);
  });

  it("places an aliquot part less an exception by the aliquot part, not by the exception's corner", () => {
    const { section, note, tract } = placedSection(
      'The N/2 of the SE/4 of Section 20, T21N, R14E, less and except a tract described as: beginning at the east quarter corner of said Section 20; thence South 300 feet; thence West 300 feet; thence North 300 feet; thence East 300 feet to the point of beginning.',
    );
    if (!section) throw new Error('no section placed');
    expect(note).toBe(
      'Placed where the description ties: the southwest corner of Section 20, T21N, R14E, from which the N/2 of the SE/4 is drawn.',
    );
    // The N/2 SE/4 runs from 2,640 to 5,280 ft east and 1,320 to 2,640 ft north of the section's south-west corner.
    const corners = tract.map((point) => inSection(section, point));
    expect(corners.map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) }))).toEqual([
      { x: 2640, y: 1320 },
      { x: 2640, y: 2640 },
      { x: 5280, y: 2640 },
      { x: 5280, y: 1320 },
      { x: 2640, y: 1320 },
    ]);
  });

  it('says it could not place a tract that ties to no section corner, and places none', () => {
    expect(
      placedSection(
        'Beginning at an iron pin; thence North 100 feet; thence East 100 feet; thence South 100 feet; thence West 100 feet to the point of beginning',
      ),
    ).toMatchObject({
      section: null,
      note: 'Could not place the tract: the description ties to no section corner. Choose the corner its point of beginning is on.',
    });
  });

  it('puts the chosen corner on the point of beginning, tie or not', () => {
    const { section } = sectionPlacement(true, 'NE', null, { x: 0, y: 0 });
    expect(section?.outline[2]).toEqual({ x: 0, y: 0 });
    expect(sectionPlacement(false, 'NE', null, { x: 0, y: 0 })).toEqual({ section: null, note: null });
  });
});
