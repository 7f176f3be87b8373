import { readAliquot } from '../survey/read-aliquot';
import { SECTION_SIDE_FEET } from '../survey/units';

// A township's 36 sections as a small SVG, numbered the way the survey numbers them: 1 in the north-east
// corner, west along the top row to 6, back east from 7 to 12, and so on, snaking down to 36 in the south-
// east. The section named is filled, and the part of it a post names is shaded, drawn from the same reading
// of "N/2 SE/4" that the Tract Visualizer uses for aliquot descriptions.

const CELL = 24;
const MARGIN = 2;
export const TOWNSHIP_MAP_SIZE = CELL * 6 + MARGIN * 2;

/** Where a section sits: column 0 is west, row 0 is north. */
export function sectionCell(section: number): { column: number; row: number } {
  const row = Math.floor((section - 1) / 6);
  const along = (section - 1) % 6;
  return { row, column: row % 2 === 0 ? 5 - along : along };
}

/** The part's rectangle in the section, as fractions of its side from the north-west corner. */
export function aliquotRectangle(
  aliquot: string,
): { x: number; y: number; width: number; height: number } | null {
  const tract = readAliquot(`${aliquot} of Section 1`);
  if (!tract) return null;
  const side = SECTION_SIDE_FEET as number;
  let [west, south] = [0, 0];
  for (const call of tract.tieCalls) {
    if (Math.round(call.bearing) === 90) west = call.distance;
    else south = call.distance;
  }
  const [north, east] = [tract.calls[0], tract.calls[1]];
  if (!(north && east)) return null;
  return {
    x: west / side,
    y: 1 - (south + north.distance) / side,
    width: east.distance / side,
    height: north.distance / side,
  };
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The SVG document: a title for screen readers, the 36 numbered squares, the section and its part. */
export function townshipMapSvg(options: {
  section?: number;
  aliquot?: string | null;
  title: string;
}): string {
  const cells: string[] = [];
  for (let section = 1; section <= 36; section++) {
    const { column, row } = sectionCell(section);
    const [x, y] = [MARGIN + column * CELL, MARGIN + row * CELL];
    const named = section === options.section;
    cells.push(
      `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="${named ? '#f4d58d' : '#fff'}" stroke="#6b7280" stroke-width="${named ? 2 : 0.5}"/>`,
    );
    const part = named && options.aliquot ? aliquotRectangle(options.aliquot) : null;
    if (part)
      cells.push(
        `<rect class="aliquot" x="${x + part.x * CELL}" y="${y + part.y * CELL}" width="${part.width * CELL}" height="${part.height * CELL}" fill="#b45309" fill-opacity="0.7"/>`,
      );
    cells.push(
      `<text x="${x + CELL / 2}" y="${y + CELL / 2 + 4}" font-size="10" text-anchor="middle" fill="#111827" font-family="sans-serif">${section}</text>`,
    );
  }
  const title = escapeXml(options.title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TOWNSHIP_MAP_SIZE} ${TOWNSHIP_MAP_SIZE}" width="${TOWNSHIP_MAP_SIZE}" height="${TOWNSHIP_MAP_SIZE}" role="img" aria-label="${title}"><title>${title}</title>${cells.join('')}</svg>`;
}
