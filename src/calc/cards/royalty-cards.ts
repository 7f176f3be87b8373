import type { CalcError } from '../fractions/calc-error';
import { acresFromNri, nriFromAcres } from '../fractions/royalty';
import type { CardDefinition, CardProblem } from './card-types';

const ROYALTY_PATH = '/calculator/royalty';
/** Longer than any acreage, royalty or decimal a member types; the calculator refuses far less anyway. */
const NUMBER_INPUT_MAX = 100;
/** The royalty page's unit size until the member types another: a section. */
const SECTION_ACRES = '640';

export function calcProblem(error: CalcError): CardProblem {
  return { code: 'NOT_COMPUTABLE', message: error.message, ...(error.field ? { field: error.field } : {}) };
}

/** Numbers alone: no warnings and nothing to draw. */
const NO_EXTRAS: { warnings: string[]; drawing: null } = { warnings: [], drawing: null };

const allocationWords = (alloc: string | undefined): string =>
  alloc?.trim() ? `, ${alloc.trim()}% of the well allocated to the unit` : '';

const terms = (royalty: string, unit: string, alloc: string | undefined) => [
  { label: 'Royalty', value: royalty.trim() },
  { label: 'Unit size', value: `${unit.trim()} acres` },
  ...(alloc?.trim() ? [{ label: 'Allocation', value: `${alloc.trim()}%` }] : []),
];

/** Both royalty calculators take a number, a royalty, a unit size and an allocation under these names. */
const royaltyInputs = (names: readonly [string, string, string, string]): Record<string, number> =>
  Object.fromEntries(names.map((name) => [name, NUMBER_INPUT_MAX]));

/** NRI from net mineral acres (the royalty page's first calculator). */
export const NRI_CARD: CardDefinition = {
  calculator: 'nri',
  version: 1,
  path: ROYALTY_PATH,
  inputs: royaltyInputs(['acres', 'royalty', 'unit', 'alloc']),
  defaults: { unit: SECTION_ACRES },
  required: ['acres', 'royalty', 'unit'],
  compute: ({ acres = '', royalty = '', unit = '', alloc }) => {
    const outcome = nriFromAcres({ mineralAcres: acres, royalty, unitAcres: unit, allocation: alloc });
    if (!outcome.ok) return calcProblem(outcome.error);
    const { decimalText, fractionText, percentText } = outcome.value;
    const result = `${decimalText} (${fractionText})`;
    return {
      title: 'Net revenue interest',
      result,
      summary: `Net revenue interest ${result}: ${acres.trim()} net mineral acres in a ${unit.trim()}-acre unit at a ${royalty.trim()} royalty${allocationWords(alloc)}.`,
      inputs: [{ label: 'Net mineral acres', value: acres.trim() }, ...terms(royalty, unit, alloc)],
      details: [
        { label: 'Decimal interest', value: decimalText },
        { label: 'Exact fraction', value: fractionText },
        { label: 'Percent', value: percentText },
      ],
      ...NO_EXTRAS,
    };
  },
};

/** Net mineral acres from an NRI (the royalty page's second calculator). */
export const ACRES_CARD: CardDefinition = {
  calculator: 'acres',
  version: 1,
  path: ROYALTY_PATH,
  inputs: royaltyInputs(['nri', 'nri_royalty', 'nri_unit', 'nri_alloc']),
  defaults: { nri_unit: SECTION_ACRES },
  required: ['nri', 'nri_royalty', 'nri_unit'],
  compute: ({ nri = '', nri_royalty: royalty = '', nri_unit: unit = '', nri_alloc: alloc }) => {
    const outcome = acresFromNri({ nri, royalty, unitAcres: unit, allocation: alloc });
    if (!outcome.ok) return calcProblem(outcome.error);
    const { acresText, fractionText } = outcome.value;
    const result = `${acresText} (${fractionText})`;
    return {
      title: 'Net mineral acres',
      result,
      summary: `Net mineral acres ${result}: a decimal interest of ${nri.trim()} in a ${unit.trim()}-acre unit at a ${royalty.trim()} royalty${allocationWords(alloc)}.`,
      inputs: [{ label: 'Decimal interest (NRI)', value: nri.trim() }, ...terms(royalty, unit, alloc)],
      details: [
        { label: 'Net mineral acres', value: acresText },
        { label: 'Exact', value: fractionText },
      ],
      ...NO_EXTRAS,
    };
  },
};
