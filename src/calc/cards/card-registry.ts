import {
  CARD_CALCULATORS,
  type CardCalculator,
  type CardDefinition,
  type CardOutcome,
  type CardProblem,
  type CardRef,
} from './card-types';
import { FRACTION_CARD } from './fraction-card';
import { ACRES_CARD, NRI_CARD } from './royalty-cards';
import { TRACT_CARD } from './tract-card';

export const CARD_DEFINITIONS: Readonly<Record<CardCalculator, CardDefinition>> = {
  nri: NRI_CARD,
  acres: ACRES_CARD,
  fraction: FRACTION_CARD,
  tract: TRACT_CARD,
};

const problem = (code: CardProblem['code'], message: string, field?: string): CardOutcome => ({
  ok: false,
  problem: { code, message, ...(field ? { field } : {}) },
});

const isCalculator = (name: unknown): name is CardCalculator =>
  typeof name === 'string' && (CARD_CALCULATORS as readonly string[]).includes(name);

/** The current version of a calculator's card rules. */
export const cardVersion = (calculator: CardCalculator): number => CARD_DEFINITIONS[calculator].version;

/** The calculator page opened with the card's inputs, as a path on this forum. */
export function cardHref(ref: Pick<CardRef, 'calculator' | 'inputs'>): string {
  const definition = CARD_DEFINITIONS[ref.calculator];
  const query = new URLSearchParams();
  for (const key of Object.keys(definition.inputs)) {
    const value = ref.inputs[key];
    if (value !== undefined && value.trim() !== '') query.set(key, value.trim());
  }
  return `${definition.path}?${query.toString()}`;
}

/**
 * Checks a card's calculator, version and inputs, and computes it with the current rules. Lengths are checked
 * before anything is parsed, so a huge input costs nothing. With `claimedResult` (what the author's browser
 * showed), a card whose result differs is refused: the values were changed on the way.
 */
export function computeCard(ref: unknown, claimedResult?: string): CardOutcome {
  if (typeof ref !== 'object' || ref === null) return problem('BAD_INPUT', 'A card must be an object');
  const { calculator, version, inputs } = ref as Record<string, unknown>;
  if (!isCalculator(calculator))
    return problem('UNKNOWN_CALCULATOR', 'There is no such calculator', 'calculator');
  const definition = CARD_DEFINITIONS[calculator];
  if (
    typeof version !== 'number' ||
    !Number.isInteger(version) ||
    version < 1 ||
    version > definition.version
  ) {
    return problem(
      'UNKNOWN_VERSION',
      `This calculator's cards go up to version ${definition.version}`,
      'version',
    );
  }
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) {
    return problem('BAD_INPUT', 'A card needs its inputs', 'inputs');
  }
  // A blank or missing input the page has a default for takes that default, as the page would show it.
  const clean: Record<string, string> = { ...definition.defaults };
  for (const [key, value] of Object.entries(inputs)) {
    const max = Object.hasOwn(definition.inputs, key) ? definition.inputs[key] : undefined;
    if (max === undefined) return problem('BAD_INPUT', `This calculator has no input "${key}"`, key);
    if (typeof value !== 'string') return problem('BAD_INPUT', `The input "${key}" must be text`, key);
    if (value.length > max) {
      return problem(
        'INPUT_TOO_LONG',
        `The input "${key}" is longer than ${max.toLocaleString('en-US')} characters`,
        key,
      );
    }
    if (value.trim() !== '') clean[key] = value;
  }
  for (const key of definition.required) {
    if (!clean[key]?.trim()) return problem('BAD_INPUT', `The input "${key}" is missing`, key);
  }
  const computed = definition.compute(clean);
  if ('code' in computed) return { ok: false, problem: computed };
  if (claimedResult !== undefined && claimedResult !== computed.result) {
    return problem(
      'RESULT_MISMATCH',
      `The card's result does not match its inputs: they give ${computed.result}`,
      'result',
    );
  }
  return {
    ok: true,
    card: {
      calculator,
      version: definition.version,
      recomputed: version < definition.version,
      href: cardHref({ calculator, inputs: clean }),
      ...computed,
    },
  };
}

const normalPath = (path: string): string => path.toLowerCase().replace(/\/+$/, '');

/**
 * The card a calculator link stands for, or null when the link is to no calculator or has none of the inputs
 * a card needs. Parameters the card does not use are left out; the inputs are checked by computeCard.
 */
export function cardRefFromLink(link: string): CardRef | null {
  let url: URL;
  try {
    url = new URL(link, 'http://forum.invalid');
  } catch {
    return null;
  }
  const path = normalPath(url.pathname);
  const params = url.searchParams;
  const candidates = Object.values(CARD_DEFINITIONS).filter(
    (definition) => normalPath(definition.path) === path && params.has(definition.required[0] ?? ''),
  );
  const definition = candidates[0];
  if (!definition) return null;
  const inputs: Record<string, string> = {};
  for (const key of Object.keys(definition.inputs)) {
    const value = params.get(key);
    if (value !== null) inputs[key] = value;
  }
  return { calculator: definition.calculator, version: definition.version, inputs };
}
