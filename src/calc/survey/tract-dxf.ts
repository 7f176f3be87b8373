import type { TractAnalysis, TractLeg } from './analyze-tract';
import type { Point } from './bearing';
import { pointsBounds } from './fit-tract-to-canvas';
import { degreesToRadians } from './units';

// ASCII DXF R12 (AC1009): the oldest version every CAD and GIS program still opens. R12 has no LWPOLYLINE, so the
// tract is a POLYLINE with VERTEX entities; a curve is a vertex bulge, tan(delta / 4), positive counter-clockwise.
// Coordinates are feet, x east, y north, point of beginning at 0,0. R12 has no units variable: the drawing is unitless.

type Pair = readonly [code: number, value: string | number];

// -0.0000 is legal but reads as a bug in a CAD listing.
const coordinate = (value: number): string => (Math.abs(value) < 5e-5 ? 0 : value).toFixed(4);

const groups = (pairs: readonly Pair[]): string =>
  pairs
    .map(
      ([code, value]) =>
        `${String(code).padStart(3)}\r\n${typeof value === 'number' ? coordinate(value) : value}\r\n`,
    )
    .join('');

const bulge = (leg: TractLeg | undefined): number => {
  if (leg?.call.kind !== 'curve') return 0;
  const magnitude = Math.tan(degreesToRadians(leg.call.delta) / 4);
  return leg.call.turn === 'left' ? magnitude : -magnitude;
};

function polyline(
  layer: string,
  points: readonly Point[],
  legs: readonly TractLeg[],
  closed: boolean,
): Pair[] {
  const pairs: Pair[] = [
    [0, 'POLYLINE'],
    [8, layer],
    [66, '1'],
    [10, 0],
    [20, 0],
    [30, 0],
    [70, closed ? '1' : '0'],
  ];
  points.forEach((point, index) => {
    const arc = bulge(legs[index]);
    pairs.push([0, 'VERTEX'], [8, layer], [10, point.x], [20, point.y], [30, 0]);
    if (arc !== 0) pairs.push([42, arc.toFixed(8)]);
  });
  pairs.push([0, 'SEQEND'], [8, layer]);
  return pairs;
}

/** The tract (closed polyline on layer TRACT), its tie (layer TIE) and a POB label, as DXF R12 text. */
export function tractToDxf(analysis: TractAnalysis): string {
  const closedExactly = analysis.closureFt === 0 && analysis.vertices.length > 1;
  // Exactly closed: the last point repeats the first, and the closing leg's bulge sits on the last kept vertex.
  const tractPoints = closedExactly ? analysis.vertices.slice(0, -1) : analysis.vertices;
  const bounds = pointsBounds([...analysis.vertices, ...analysis.tieVertices]);
  const header: Pair[] = [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1009'],
    [9, '$EXTMIN'],
    [10, bounds.minX],
    [20, bounds.minY],
    [30, 0],
    [9, '$EXTMAX'],
    [10, bounds.maxX],
    [20, bounds.maxY],
    [30, 0],
    [0, 'ENDSEC'],
  ];
  const entities: Pair[] = [
    [0, 'SECTION'],
    [2, 'ENTITIES'],
  ];
  if (tractPoints.length > 1) entities.push(...polyline('TRACT', tractPoints, analysis.legs, true));
  if (analysis.tieVertices.length > 1)
    entities.push(...polyline('TIE', analysis.tieVertices, analysis.tieLegs, false));
  const height = Math.max((bounds.maxX - bounds.minX) / 60, 1);
  entities.push([0, 'TEXT'], [8, 'LABELS'], [10, 0], [20, 0], [30, 0], [40, height], [1, 'POB']);
  analysis.vertices.slice(1, closedExactly ? -1 : undefined).forEach((point, index) => {
    entities.push(
      [0, 'TEXT'],
      [8, 'LABELS'],
      [10, point.x],
      [20, point.y],
      [30, 0],
      [40, height],
      [1, `P${index + 1}`],
    );
  });
  entities.push([0, 'ENDSEC'], [0, 'EOF']);
  return groups([...header, ...entities]);
}
