import { describe, expect, it } from 'vitest';
import { polygonSignedArea } from './analyze-tract';
import { sectionGrid } from './section-grid';

describe('sectionGrid (docs/product.md#limits: 640 acres, 5,280 ft square, 16 quarter-quarters)', () => {
  const grid = sectionGrid();

  it('is a 640-acre square split into four 160-acre quarters and sixteen 40-acre quarter-quarters', () => {
    // 5,280² = 27,878,400 sq ft / 43,560 = 640; a quarter 2,640² / 43,560 = 160; a quarter-quarter 1,320² / 43,560 = 40
    expect(grid.side).toBe(5280);
    expect(grid.acres).toBe(640);
    expect(grid.quarters.map((part) => part.acres)).toEqual([160, 160, 160, 160]);
    expect(grid.quarterQuarters).toHaveLength(16);
    for (const part of grid.quarterQuarters) expect(polygonSignedArea(part.polygon) / 43_560).toBe(40);
  });

  it('labels them the way landmen do, quarter-quarter then quarter, in rows from the north', () => {
    expect(grid.quarters.map((part) => part.label)).toEqual(['NW/4', 'NE/4', 'SW/4', 'SE/4']);
    expect(grid.quarterQuarters.map((part) => part.label)).toEqual([
      'NW/4 NW/4',
      'NE/4 NW/4',
      'NW/4 NE/4',
      'NE/4 NE/4',
      'SW/4 NW/4',
      'SE/4 NW/4',
      'SW/4 NE/4',
      'SE/4 NE/4',
      'NW/4 SW/4',
      'NE/4 SW/4',
      'NW/4 SE/4',
      'NE/4 SE/4',
      'SW/4 SW/4',
      'SE/4 SW/4',
      'SW/4 SE/4',
      'SE/4 SE/4',
    ]);
  });

  it('puts each part where its name says', () => {
    const part = (label: string) => grid.quarterQuarters.find((entry) => entry.label === label);
    // NE/4 NE/4 is the north-east 1,320 ft square: x 3,960-5,280, y 3,960-5,280, centre (4,620, 4,620)
    expect(part('NE/4 NE/4')?.center).toEqual({ x: 4620, y: 4620 });
    // NW/4 NE/4: the west half of the NE quarter's north row: centre (3,300, 4,620)
    expect(part('NW/4 NE/4')?.center).toEqual({ x: 3300, y: 4620 });
    // SW/4 SW/4 sits on the south-west corner
    expect(part('SW/4 SW/4')?.polygon[0]).toEqual({ x: 0, y: 0 });
    expect(grid.quarters.find((entry) => entry.label === 'NE/4')?.center).toEqual({ x: 3960, y: 3960 });
  });

  it('can be placed by its south-west corner or its centre', () => {
    expect(sectionGrid({ southWest: { x: -2640, y: -5280 } }).outline[0]).toEqual({ x: -2640, y: -5280 });
    expect(sectionGrid({ center: { x: 0, y: 0 } }).outline[2]).toEqual({ x: 2640, y: 2640 });
  });
});
