import { analyzeTract } from '../survey/analyze-tract';
import { parseDeed } from '../survey/parse-deed';
import { sectionTie } from '../survey/section-tie';
import { formatFeet, formatTractAcres } from '../survey/tract-display';
import { tractOutline } from '../survey/tract-svg';
import type { CardDefinition } from './card-types';

/** As much deed text as the visualizer takes from a link; a longer one is refused before parsing. */
export const CARD_DEED_MAX = 20_000;
/** The drawing's box; the reader's stylesheet scales it. */
const DRAWING_SIZE = 160;
/** A card lists the first few parser warnings; the calculator shows them all. */
const WARNINGS_SHOWN = 5;

/** The Tract Visualizer (and the Deed Plotter, whose calls it reads as deed text). */
export const TRACT_CARD: CardDefinition = {
  calculator: 'tract',
  version: 1,
  path: '/calculator/metes-and-bounds',
  inputs: { deed: CARD_DEED_MAX },
  defaults: {},
  required: ['deed'],
  compute: ({ deed = '' }) => {
    const parsed = parseDeed(deed);
    if (parsed.calls.length === 0) {
      return { code: 'NOT_COMPUTABLE', message: parsed.errors[0] ?? 'No calls read', field: 'deed' };
    }
    const analysis = analyzeTract(parsed.calls, parsed.tieCalls);
    const acres = formatTractAcres(analysis.acres);
    const closure = analysis.closes
      ? `closes (precision ${analysis.precision})`
      : `does not close: a gap of ${formatFeet(analysis.closureFt)} feet`;
    const calls = parsed.calls.length;
    const warnings = [
      ...(analysis.closureMessage ? [analysis.closureMessage] : []),
      ...parsed.warnings.slice(0, WARNINGS_SHOWN),
    ];
    const more = parsed.warnings.length - WARNINGS_SHOWN;
    if (more > 0) warnings.push(`${more} more ${more === 1 ? 'warning' : 'warnings'} in the calculator`);
    const outline = tractOutline(analysis, DRAWING_SIZE, 12);
    // As on the visualizer: where the description ties the tract to its section, or that it names no corner.
    const tie = sectionTie(deed, parsed.aliquot);
    return {
      title: 'Tract from a deed description',
      result: `${acres} acres`,
      summary: `A tract of ${acres} acres drawn from ${calls} ${calls === 1 ? 'call' : 'calls'}; it ${closure}.${
        warnings.length > 0 ? ` Warnings: ${warnings.join(' ')}` : ''
      }`,
      inputs: [{ label: 'Calls read', value: String(calls) }],
      details: [
        { label: 'Area', value: `${acres} acres` },
        { label: 'Perimeter', value: `${formatFeet(analysis.perimeterFt)} feet` },
        { label: 'Closure', value: analysis.closes ? `closes, ${analysis.precision}` : closure },
        {
          label: 'On its section',
          value: tie
            ? `placed at ${tie.description}`
            : 'not placed: the description ties to no section corner',
        },
      ],
      warnings,
      drawing: { size: DRAWING_SIZE, ...outline },
    };
  },
};
