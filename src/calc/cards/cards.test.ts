import { describe, expect, it } from 'vitest';
import { CARD_DEED_MAX, cardHref, cardRefFromLink, computeCard } from './index';

const SQUARE_DEED =
  'Beginning at the point of beginning; thence North 660 feet; thence East 660 feet; thence South 660 feet; thence West 660 feet to the point of beginning.';

function card(ref: unknown, claimed?: string) {
  const outcome = computeCard(ref, claimed);
  if (!outcome.ok) throw new Error(`${outcome.problem.code}: ${outcome.problem.message}`);
  return outcome.card;
}

function problemOf(ref: unknown, claimed?: string) {
  const outcome = computeCard(ref, claimed);
  if (outcome.ok) throw new Error('expected a problem');
  return outcome.problem;
}

describe('result cards', () => {
  it('say an NRI in plain words with its inputs and exact result', () => {
    const view = card({
      calculator: 'nri',
      version: 1,
      inputs: { acres: '10', royalty: '3/16', unit: '640' },
    });
    expect(view.result).toBe('0.00292969 (3/1024)');
    expect(view.summary).toBe(
      'Net revenue interest 0.00292969 (3/1024): 10 net mineral acres in a 640-acre unit at a 3/16 royalty.',
    );
    expect(view.inputs).toContainEqual({ label: 'Net mineral acres', value: '10' });
    expect(view.href).toBe('/calculator/royalty?acres=10&royalty=3%2F16&unit=640');
    expect(view.recomputed).toBe(false);
  });

  it('take the page default of a 640-acre unit when a link leaves it out', () => {
    expect(card({ calculator: 'nri', version: 1, inputs: { acres: '10', royalty: '3/16' } }).result).toBe(
      '0.00292969 (3/1024)',
    );
  });

  it('work back from an NRI to acres, and add fractions exactly', () => {
    const acres = card({ calculator: 'acres', version: 1, inputs: { nri: '3/1024', nri_royalty: '3/16' } });
    expect(acres.result).toBe('10.0000 (10)');
    const sum = card({ calculator: 'fraction', version: 1, inputs: { expr: '1/2 + 1/8' } });
    expect(sum.result).toBe('5/8 = 0.625');
  });

  it('draw a tract with its acreage and closure', () => {
    const view = card({ calculator: 'tract', version: 1, inputs: { deed: SQUARE_DEED } });
    expect(view.result).toBe('10.0000 acres');
    expect(view.summary).toContain('closes');
    expect(view.drawing?.closed).toBe(true);
    expect(view.drawing?.path).toMatch(/^M [\d. LZ-]+$/);
    expect(view.details).toContainEqual({
      label: 'On its section',
      value: 'not placed: the description ties to no section corner',
    });
  });

  it('say which section corner places a tract, as the visualizer does', () => {
    const view = card({
      calculator: 'tract',
      version: 1,
      inputs: {
        deed: `Beginning at the Southwest corner of Section 12, thence North 00°12'30" West 1320.00 feet; thence North 89°47'30" East 660.00 feet; thence South 00°12'30" East 1320.00 feet; thence South 89°47'30" West 660.00 feet to the point of beginning`,
      },
    });
    expect(view.details).toContainEqual({
      label: 'On its section',
      value: 'placed at the southwest corner of Section 12',
    });
  });

  it('refuse tampered results, unknown calculators and versions, strange and missing inputs', () => {
    const nri = { calculator: 'nri', version: 1, inputs: { acres: '10', royalty: '3/16' } };
    expect(computeCard(nri, '0.00292969 (3/1024)').ok).toBe(true);
    expect(problemOf(nri, '0.5 (1/2)').code).toBe('RESULT_MISMATCH');
    expect(problemOf({ ...nri, calculator: 'lottery' }).code).toBe('UNKNOWN_CALCULATOR');
    expect(problemOf({ ...nri, version: 2 }).code).toBe('UNKNOWN_VERSION');
    expect(problemOf({ ...nri, version: 0.5 }).code).toBe('UNKNOWN_VERSION');
    expect(problemOf({ ...nri, inputs: { ...nri.inputs, evil: '1' } }).code).toBe('BAD_INPUT');
    expect(problemOf({ ...nri, inputs: { acres: 10, royalty: '3/16' } }).code).toBe('BAD_INPUT');
    expect(problemOf({ ...nri, inputs: { royalty: '3/16' } }).field).toBe('acres');
    expect(problemOf({ ...nri, inputs: { acres: '<script>', royalty: '3/16' } }).code).toBe('NOT_COMPUTABLE');
    expect(problemOf({ ...nri, inputs: { acres: '700', royalty: '3/16' } }).code).toBe('NOT_COMPUTABLE');
    expect(problemOf(null).code).toBe('BAD_INPUT');
    expect(problemOf({ ...nri, inputs: [] }).code).toBe('BAD_INPUT');
  });

  it('refuse a huge deed before parsing it', () => {
    const deed = 'thence North 10 feet; '.repeat(10_000);
    expect(deed.length).toBeGreaterThan(CARD_DEED_MAX);
    expect(problemOf({ calculator: 'tract', version: 1, inputs: { deed } }).code).toBe('INPUT_TOO_LONG');
    expect(problemOf({ calculator: 'tract', version: 1, inputs: { deed: 'no calls here' } }).code).toBe(
      'NOT_COMPUTABLE',
    );
  });

  it('read calculator links, keeping only the inputs a card uses', () => {
    expect(cardRefFromLink('https://example.org/Calculator/Royalty/?acres=10&royalty=3/16&tax=7')).toEqual({
      calculator: 'nri',
      version: 1,
      inputs: { acres: '10', royalty: '3/16' },
    });
    expect(cardRefFromLink('/calculator/royalty?nri=0.5&nri_royalty=1/8')?.calculator).toBe('acres');
    expect(cardRefFromLink('/calculator/decimal-to-fraction?expr=1%2F2')?.inputs).toEqual({ expr: '1/2' });
    expect(cardRefFromLink('/calculator/royalty')).toBeNull();
    expect(cardRefFromLink('/thread/1?acres=1')).toBeNull();
    expect(cardRefFromLink('http://[bad')).toBeNull();
    expect(cardHref({ calculator: 'tract', inputs: { deed: 'N 10 ft' } })).toBe(
      '/calculator/metes-and-bounds?deed=N+10+ft',
    );
  });
});
