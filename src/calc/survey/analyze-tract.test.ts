import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import { lineCallFrom } from './call-from';
import { parseDeed } from './parse-deed';
import { degrees, feet } from './units';

const tractFrom = (text: string) => {
  const parsed = parseDeed(text);
  expect(parsed.warnings).toEqual([]);
  return analyzeTract(parsed.calls);
};

describe('analyzeTract on hand-computed tracts', () => {
  it.each([
    // 660 ft square: 660² = 435,600 sq ft; / 43,560 = 10.0000 acres; perimeter 4 x 660 = 2,640
    {
      name: '660 ft square',
      text: 'N 0 E 660 ft; N 90 E 660 ft; S 0 E 660 ft; N 90 W 660 ft',
      sqft: 435_600,
      acres: 10,
      perimeter: 2640,
    },
    // 1,320 ft square is a quarter-quarter: 1,320² = 1,742,400 sq ft; / 43,560 = 40 acres
    {
      name: '1,320 ft square (one 40-acre quarter-quarter)',
      text: 'thence North 1320 feet thence East 1320 feet thence South 1320 feet thence West 1320 feet',
      sqft: 1_742_400,
      acres: 40,
      perimeter: 5280,
    },
    // 20 x 20 chains: 20 ch = 1,320 ft, so the same 40 acres (10 square chains are an acre: 400 / 10 = 40)
    {
      name: '20 x 20 chain square',
      text: 'North 20 chains; East 20 chains; South 20 chains; West 20 chains',
      sqft: 1_742_400,
      acres: 40,
      perimeter: 5280,
    },
    // right triangle, legs 300 E and 400 N, hypotenuse 500 at S 36°52'11.63" W (atan 300/400 = 36.8699°):
    // area 300 x 400 / 2 = 60,000 sq ft = 1.3774 acres (60,000 / 43,560 = 1.37741); perimeter 1,200
    {
      name: '3-4-5 right triangle',
      text: 'East 300 feet\nNorth 400 feet\nS 36°52\'11.63" W 500 feet',
      sqft: 60_000,
      acres: 1.37741,
      perimeter: 1200,
    },
    // chains and links: 4 ch 25 lk = 4.25 ch = 280.5 ft; square 280.5² = 78,680.25 sq ft = 1.80625 acres
    // (4.25² = 18.0625 sq ch / 10)
    {
      name: 'chains and links',
      text: 'N 0 E 4 chains 25 links, N 90 E 4 chains 25 links, S 0 E 4 chains 25 links, N 90 W 4 chains 25 links',
      sqft: 78_680.25,
      acres: 1.80625,
      perimeter: 1122,
    },
  ])('$name', ({ text, sqft, acres, perimeter }) => {
    const tract = tractFrom(text);
    expect(tract.areaSqFt).toBeCloseTo(sqft, 1);
    expect(tract.acres).toBeCloseTo(acres, 4);
    expect(tract.perimeterFt).toBeCloseTo(perimeter, 6);
  });

  it('reports a tract that does not close with the product description message, its gap bearing and ratio', () => {
    // 3 sides of a 100 ft square: N 100, E 100, S 100 ends at (100, 0), so the closing course runs due west
    // (azimuth 270) 100 ft; precision 300 / 100 = 1:3
    const tract = tractFrom('North 100 feet; East 100 feet; South 100 feet');
    expect(tract.closureFt).toBe(100);
    expect(tract.closureBearing).toBe(270);
    expect(tract.closes).toBe(false);
    expect(tract.closureMessage).toBe('Tract does not close properly. Gap of 100.00 feet.');
    expect(tract.precision).toBe('1:3');
    // closed back to the start the polygon is the full square: 100 x 100
    expect(tract.areaSqFt).toBe(10_000);
  });

  it('calls a tract with a gap under 1 ft closed', () => {
    // last side 0.6 ft short: N 100, E 100, S 100, W 99.4 ends at (0.6, 0); gap 0.6 ft,
    // perimeter 399.4, ratio 399.4 / 0.6 = 665.67, shown 1:666
    const tract = tractFrom('North 100 feet; East 100 feet; South 100 feet; West 99.4 feet');
    expect(tract.closureFt).toBeCloseTo(0.6, 10);
    expect(tract.closes).toBe(true);
    expect(tract.closureMessage).toBeNull();
    expect(tract.precision).toBe('1:666');
  });

  it('closes exactly ("exact", infinite ratio) and puts P0 at 0,0', () => {
    const tract = tractFrom('N 45 E 100 ft; S 45 E 100 ft; S 45 W 100 ft; N 45 W 100 ft');
    expect(tract.closureFt).toBe(0);
    expect(tract.precisionRatio).toBe(Number.POSITIVE_INFINITY);
    expect(tract.precision).toBe('exact');
    expect(tract.vertices[0]).toEqual({ x: 0, y: 0 });
    // a 100 ft square turned 45°: 10,000 sq ft
    expect(tract.areaSqFt).toBeCloseTo(10_000, 6);
  });

  it('handles no calls', () => {
    const tract = analyzeTract([]);
    expect(tract.areaSqFt).toBe(0);
    expect(tract.vertices).toEqual([{ x: 0, y: 0 }]);
  });

  it('draws the tie from the point of commencement so that it ends at the point of beginning', () => {
    const tract = analyzeTract(
      [lineCallFrom(degrees(0), feet(10))],
      [lineCallFrom(degrees(90), feet(50)), lineCallFrom(degrees(0), feet(20))],
    );
    // POC is 50 west and 20 south of the POB
    expect(tract.tieVertices).toEqual([
      { x: -50, y: -20 },
      { x: 0, y: -20 },
      { x: 0, y: 0 },
    ]);
    expect(tract.tieLegs).toHaveLength(2);
  });
});
