import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import { curveCallFrom, lineCallFrom } from './call-from';
import { canvasPoint, fitTractToCanvas, niceScaleBarFeet } from './fit-tract-to-canvas';
import { parseDeed } from './parse-deed';
import { sectionGrid } from './section-grid';
import { tractToDxf } from './tract-dxf';
import { tractToSvg } from './tract-svg';
import { degrees, feet } from './units';

const square = analyzeTract(parseDeed('North 660 feet; East 660 feet; South 660 feet; West 660 feet').calls);
// quarter-circle pie: North 100, 90° right curve of radius 100 to (100, 0), West 100
const pie = analyzeTract([
  lineCallFrom(degrees(0), feet(100)),
  curveCallFrom(degrees(135), feet(100), degrees(90), 'right'),
  lineCallFrom(degrees(270), feet(100)),
]);

describe('fitTractToCanvas', () => {
  it('centres the tract, north up, inside the padding', () => {
    // 660 ft into 700 - 2 x 50 = 600 px: 600 / 660 = 0.909 px per foot
    const fit = fitTractToCanvas(square.vertices, 700, 700, 50);
    expect(fit.scale).toBeCloseTo(600 / 660, 12);
    expect(canvasPoint(fit, { x: 0, y: 0 })).toEqual({ x: 50, y: 650 });
    const northEast = canvasPoint(fit, { x: 660, y: 660 });
    expect(northEast.x).toBeCloseTo(650, 9);
    expect(northEast.y).toBeCloseTo(50, 9);
  });

  it('picks a 1-2-5 scale bar about a quarter of the width', () => {
    // a quarter of 600 px is 165 ft; the largest 1-2-5 length under it is 100 ft = 90.9 px
    expect(fitTractToCanvas(square.vertices, 700, 700, 50).scaleBar).toEqual({
      feet: 100,
      pixels: 100 * (600 / 660),
      label: '100 ft',
    });
    expect([0, 0.5, 1, 7, 19.9, 20, 49, 999, 5280].map(niceScaleBarFeet)).toEqual([
      1, 1, 1, 5, 10, 20, 20, 500, 5000,
    ]);
  });

  it('fits the section grid and a lone point without dividing by zero', () => {
    const section = sectionGrid({ center: { x: 0, y: 0 } });
    expect(fitTractToCanvas([...square.vertices, ...section.outline], 600, 600, 0).scale).toBeCloseTo(
      600 / 5280,
      12,
    );
    const lone = fitTractToCanvas([{ x: 5, y: 5 }], 600, 600, 50);
    expect(Number.isFinite(lone.scale) && lone.scale > 0).toBe(true);
    expect(fitTractToCanvas([], 600, 600).scale).toBeGreaterThan(0);
  });
});

describe('tractToSvg', () => {
  it('draws a standalone SVG with numbered points, POB, north arrow and scale bar', () => {
    const svg = tractToSvg(square, { title: 'Lot <5> & "B"' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="700" height="700"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<title>Lot &lt;5&gt; &amp; &quot;B&quot;: 10.0000 acres</title>');
    for (const label of ['P0', 'P1', 'P2', 'P3', 'POB', 'aria-label="North arrow"', 'aria-label="Scale bar"'])
      expect(svg).toContain(label);
    // a closed tract: P4 is P0 again and is not labelled
    expect(svg).not.toContain('>P4<');
  });

  it('draws curves as arcs, the tie dashed, the section grid, and the gap of an open tract', () => {
    expect(tractToSvg(pie)).toMatch(/A 600 600 0 0 0 /);
    const parsed = parseDeed(
      'Commencing at the corner; thence East 100 feet to the point of beginning; thence North 10 feet; thence East 10 feet',
    );
    const svg = tractToSvg(analyzeTract(parsed.calls, parsed.tieCalls), { section: sectionGrid() });
    expect(svg).toContain('stroke-dasharray="6 4"');
    expect(svg).toContain('NE/4 NE/4');
    expect(svg).toContain('stroke="#dc2626" stroke-width="1.5" stroke-dasharray="4 3"');
  });
});

describe('tractToDxf', () => {
  const dxf = tractToDxf(pie);
  const pairs = dxf.trimEnd().split('\r\n');

  it('is ASCII DXF R12: code/value pairs, a HEADER naming AC1009, ENTITIES, EOF', () => {
    expect(pairs.length % 2).toBe(0);
    for (let index = 0; index < pairs.length; index += 2) expect(pairs[index]).toMatch(/^ {0,2}\d{1,3}$/);
    expect(pairs.slice(0, 8)).toEqual([
      '  0',
      'SECTION',
      '  2',
      'HEADER',
      '  9',
      '$ACADVER',
      '  1',
      'AC1009',
    ]);
    expect(pairs.slice(-2)).toEqual(['  0', 'EOF']);
    expect(dxf).not.toContain('-0.0000');
  });

  it('writes the tract as a closed POLYLINE in feet, a curve as a bulge of tan(delta / 4)', () => {
    const text = pairs.join('\n');
    expect(text).toContain(' 0\nPOLYLINE\n  8\nTRACT\n 66\n1');
    expect(text).toContain(' 70\n1\n');
    // three corners (the closing point repeats the first and is left out); 90° right turn: bulge -tan(22.5°)
    expect(text.match(/VERTEX/g)).toHaveLength(3);
    expect(text).toContain(' 10\n0.0000\n 20\n100.0000\n 30\n0.0000\n 42\n-0.41421356');
    expect(text).toContain('SEQEND');
  });

  it('adds the tie as an open polyline on layer TIE', () => {
    const parsed = parseDeed(
      'Commencing at the corner; thence East 100 feet to the point of beginning; thence North 10 feet; thence East 10 feet; thence South 10 feet; thence West 10 feet',
    );
    const text = tractToDxf(analyzeTract(parsed.calls, parsed.tieCalls)).replaceAll('\r\n', '\n');
    expect(text).toContain('POLYLINE\n  8\nTIE\n 66\n1\n 10\n0.0000\n 20\n0.0000\n 30\n0.0000\n 70\n0');
    // the tie starts 100 ft west of the POB
    expect(text).toContain('VERTEX\n  8\nTIE\n 10\n-100.0000');
  });
});
