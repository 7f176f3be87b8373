import { allMatches } from '../../../calc/all-matches';
import { sectionNames, sectionTitle, townshipNames } from '../../../calc/land/land-names';
import { type LandReference, readLandReferences } from '../../../calc/land/read-land-references';
import { TOWNSHIP_MAP_SIZE } from '../../../calc/land/township-map';
import { escapeHtml } from '../../../shared/escape-markup';
import { landMapPath, landPagePath } from './land-paths';
import { occCaseSearchUrl, occWellRecordsUrl } from './outside-addresses';

// The cooker's last step (docs/decisions/039-land-references.md): the land a post names becomes links in its
// stored HTML, so the page, the feeds, search and the JSON all show the same thing. A section or township
// links to the forum's page for it, a cause, order or well number to the Corporation Commission's search;
// the first few sections named get a small map below the post. Words inside links, code and code blocks are
// left alone, and a post's references beyond the first LINKED_REFERENCES stay text, so a hostile post costs
// a bounded time.

export const LINKED_REFERENCES = 500;
export const MAPS_PER_POST = 3;

const TAG = /<[^>]*>/g;
const LEAVE_ALONE = /^<(\/?)(a|code|pre)\b/i;

// "&amp;" is read as the "&" it was ("sections 19, 20 & 30-5N-3W"), padded to keep its length.
const readable = (text: string, blank: boolean): string =>
  blank ? '\0'.repeat(text.length) : text.replace(/&amp;/g, '  &  ');

/** The HTML with its tags, and the text of its links and code, blanked character for character. */
function readableText(html: string): string {
  const pieces: string[] = [];
  let [at, inside] = [0, 0];
  for (const tag of allMatches(html, TAG)) {
    pieces.push(readable(html.slice(at, tag.index), inside > 0));
    // A tag ends a line for the reader (no reference runs across one) and is never part of a reference.
    pieces.push(`\n${'\0'.repeat(tag[0].length - 1)}`);
    const alone = LEAVE_ALONE.exec(tag[0]);
    if (alone) inside = Math.max(0, inside + (alone[1] ? -1 : 1));
    at = tag.index + tag[0].length;
  }
  pieces.push(readable(html.slice(at), inside > 0));
  return pieces.join('');
}

/** A reference's link around its words, which are a piece of the cooked HTML and so already escaped. */
function chip(reference: LandReference, words: string): string {
  switch (reference.kind) {
    case 'section':
      return `<a class="land-ref" href="${landPagePath(reference.key)}" title="${escapeHtml(sectionNames(reference.land)[0] ?? '')}">${words}</a>`;
    case 'township':
      return `<a class="land-ref" href="${landPagePath(reference.key)}" title="${escapeHtml(townshipNames(reference.land)[0] ?? '')}">${words}</a>`;
    case 'well':
      return `<a class="occ-ref" href="${escapeHtml(occWellRecordsUrl(reference.label))}" title="Well records for API ${reference.label} at the Corporation Commission" rel="nofollow noopener noreferrer" target="_blank">${words}</a>`;
    default:
      return `<a class="occ-ref" href="${escapeHtml(occCaseSearchUrl())}" title="Look up ${reference.label} at the Corporation Commission" rel="nofollow noopener noreferrer" target="_blank">${words}</a>`;
  }
}

function maps(references: readonly LandReference[]): string {
  const seen = new Set<string>();
  const figures: string[] = [];
  for (const reference of references) {
    if (reference.kind !== 'section' || seen.has(reference.key) || figures.length >= MAPS_PER_POST) continue;
    seen.add(reference.key);
    const part = reference.aliquot ? ` with the ${reference.aliquot} shaded` : '';
    const alt = escapeHtml(`Map of ${sectionTitle(reference.land)} in its township${part}`);
    figures.push(
      `<a class="land-ref" href="${landPagePath(reference.key)}"><img class="land-map" src="${escapeHtml(landMapPath(reference.key, reference.aliquot))}" alt="${alt}" width="${TOWNSHIP_MAP_SIZE}" height="${TOWNSHIP_MAP_SIZE}"></a>`,
    );
  }
  return figures.length > 0 ? `<p class="land-maps">${figures.join(' ')}</p>\n` : '';
}

/** The cooked HTML with the land it names linked, and the maps of its first sections after it. */
export function linkLandReferences(html: string): string {
  const references = readLandReferences(readableText(html), LINKED_REFERENCES);
  if (references.length === 0) return html;
  const pieces: string[] = [];
  let at = 0;
  for (const reference of references) {
    pieces.push(html.slice(at, reference.start), chip(reference, html.slice(reference.start, reference.end)));
    at = reference.end;
  }
  pieces.push(html.slice(at), maps(references));
  return pieces.join('');
}
