import type { TractAnalysis, TractLeg } from './analyze-tract';
import type { Point } from './bearing';
import { type CanvasFit, canvasPoint, fitTractToCanvas } from './fit-tract-to-canvas';
import type { SectionGrid } from './section-grid';
import { formatTractAcres } from './tract-display';

export interface TractSvgOptions {
  /** Pixels; the visualizer canvas is 700 x 700 (docs/product.md#limits). */
  width?: number;
  height?: number;
  padding?: number;
  /** Drawn under the tract, and included when fitting the view. */
  section?: SectionGrid;
  title?: string;
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const number = (value: number): string => (Math.round(value * 100) / 100).toString();

/** Path data for legs, with curves as SVG arcs. The y axis points down, so a left turn sweeps clockwise (flag 1). */
function legsPath(fit: CanvasFit, legs: readonly TractLeg[]): string {
  const start = legs[0];
  if (!start) return '';
  const first = canvasPoint(fit, start.from);
  const commands = [`M ${number(first.x)} ${number(first.y)}`];
  for (const leg of legs) {
    const to = canvasPoint(fit, leg.to);
    const { call } = leg;
    if (call.kind === 'curve') {
      const radius = number(call.radius * fit.scale);
      const large = call.delta > 180 ? 1 : 0;
      const sweep = call.turn === 'left' ? 1 : 0;
      commands.push(`A ${radius} ${radius} 0 ${large} ${sweep} ${number(to.x)} ${number(to.y)}`);
    } else {
      commands.push(`L ${number(to.x)} ${number(to.y)}`);
    }
  }
  return commands.join(' ');
}

const polygonPoints = (fit: CanvasFit, points: readonly Point[]): string =>
  points
    .map((point) => canvasPoint(fit, point))
    .map((point) => `${number(point.x)},${number(point.y)}`)
    .join(' ');

function sectionSvg(fit: CanvasFit, section: SectionGrid): string[] {
  const parts = section.quarterQuarters.map((part) => {
    const center = canvasPoint(fit, part.center);
    return (
      `<polygon points="${polygonPoints(fit, part.polygon)}" fill="none" stroke="#cbd5e1" stroke-width="1"/>` +
      `<text x="${number(center.x)}" y="${number(center.y)}" font-size="10" fill="#94a3b8" text-anchor="middle">${part.label}</text>`
    );
  });
  return [
    ...parts,
    `<polygon points="${polygonPoints(fit, section.outline)}" fill="none" stroke="#64748b" stroke-width="2"/>`,
  ];
}

function decorations(fit: CanvasFit, width: number, height: number, padding: number): string[] {
  const arrowX = width - padding / 2 - 10;
  const arrowY = padding / 2 + 10;
  const bar = fit.scaleBar;
  const barY = height - padding / 2;
  return [
    `<g aria-label="North arrow"><path d="M ${arrowX} ${arrowY - 10} L ${arrowX + 7} ${arrowY + 12} L ${arrowX} ${arrowY + 7} L ${arrowX - 7} ${arrowY + 12} Z" fill="#0f172a"/>` +
      `<text x="${arrowX}" y="${arrowY - 14}" font-size="12" font-weight="bold" text-anchor="middle">N</text></g>`,
    `<g aria-label="Scale bar"><line x1="${padding / 2}" y1="${barY}" x2="${number(padding / 2 + bar.pixels)}" y2="${barY}" stroke="#0f172a" stroke-width="3"/>` +
      `<text x="${padding / 2}" y="${barY - 6}" font-size="11">${escapeXml(bar.label)}</text></g>`,
  ];
}

/** The tract's courses as SVG path data in a `size` square box, for small drawings such as a post's card. */
export function tractOutline(
  analysis: TractAnalysis,
  size: number,
  padding: number,
): { path: string; closed: boolean; pob: Point } {
  const fit = fitTractToCanvas(analysis.vertices, size, size, padding);
  const closed = analysis.closureFt === 0;
  const pob = canvasPoint(fit, { x: 0, y: 0 });
  return {
    path: `${legsPath(fit, analysis.legs)}${closed ? ' Z' : ''}`,
    closed,
    pob: { x: Number(number(pob.x)), y: Number(number(pob.y)) },
  };
}

/** A standalone SVG drawing of the tract: courses, tie (dashed), numbered points, POB, north arrow, scale bar. */
export function tractToSvg(analysis: TractAnalysis, options: TractSvgOptions = {}): string {
  const { width = 700, height = 700, padding = 50, section, title = 'Tract' } = options;
  const fitted = [...analysis.vertices, ...analysis.tieVertices, ...(section?.outline ?? [])];
  const fit = fitTractToCanvas(fitted, width, height, padding);
  const closed = analysis.closureFt === 0;
  // The last point of a tract that closes is the POB again (within 1 ft), so it is not labelled a second time.
  const labelled =
    analysis.closes && analysis.vertices.length > 1 ? analysis.vertices.slice(0, -1) : analysis.vertices;
  const labels = labelled.map((vertex, index) => {
    const at = canvasPoint(fit, vertex);
    return `<circle cx="${number(at.x)}" cy="${number(at.y)}" r="3" fill="#0072ce"/><text x="${number(at.x + 5)}" y="${number(at.y - 5)}" font-size="11">P${index}</text>`;
  });
  const pob = canvasPoint(fit, { x: 0, y: 0 });
  const end = canvasPoint(fit, analysis.vertices.at(-1) ?? { x: 0, y: 0 });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" role="img">`,
    `<title>${escapeXml(title)}: ${formatTractAcres(analysis.acres)} acres</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...(section ? sectionSvg(fit, section) : []),
    analysis.tieLegs.length > 0
      ? `<path d="${legsPath(fit, analysis.tieLegs)}" fill="none" stroke="#64748b" stroke-width="1.5" stroke-dasharray="6 4"/>`
      : '',
    `<path d="${legsPath(fit, analysis.legs)}${closed ? ' Z' : ''}" fill="rgba(0,114,206,0.15)" stroke="#0072ce" stroke-width="2"/>`,
    closed
      ? ''
      : `<line x1="${number(end.x)}" y1="${number(end.y)}" x2="${number(pob.x)}" y2="${number(pob.y)}" stroke="#dc2626" stroke-width="1.5" stroke-dasharray="4 3"/>`,
    ...labels,
    `<circle cx="${number(pob.x)}" cy="${number(pob.y)}" r="7" fill="none" stroke="#dc2626" stroke-width="2"/>`,
    `<text x="${number(pob.x + 9)}" y="${number(pob.y + 14)}" font-size="11" font-weight="bold" fill="#dc2626">POB</text>`,
    ...decorations(fit, width, height, padding),
    '</svg>',
  ]
    .filter((part) => part !== '')
    .join('\n');
}
