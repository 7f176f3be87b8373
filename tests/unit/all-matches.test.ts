import { describe, expect, it } from 'vitest';
import { allMatches } from '../../src/calc/all-matches';
import { PLSS_PATTERNS } from '../../src/calc/land/plss-patterns';

// allMatches finds what String.prototype.matchAll finds, with the expression itself (no copy whose compiled
// code a garbage collection throws away: docs/decisions/057-expressions-compiled-once.md).

const same = (text: string, regex: RegExp) => {
  const expected = [...text.matchAll(new RegExp(regex.source, regex.flags))].map((m) => [m.index, ...m]);
  const found = allMatches(text, regex).map((m) => [m.index, ...m]);
  expect(found).toEqual(expected);
  expect(regex.lastIndex).toBe(0);
};

describe('allMatches', () => {
  it('finds what matchAll finds, groups and places included', () => {
    same('Sections 19, 20 & 30-5N-3W and T5N R3W, also 12-4N-8W.', /(\d{1,2})-(\d{1,2})([NS])/g);
    same('no digits here', /\d+/g);
    same('aaa', /a*?/g);
    same('a😀b😀', /(?:)/gu);
    same('a😀b😀', /(?:)/g);
    same('AbCabc', /b/gi);
  });

  it('reads the land patterns as matchAll does, over many texts', () => {
    const texts = [
      'Sections 20 and 29, T5N, R3W in Grady County',
      'sections 19, 20 & 30-5N-3W; also Sec. 4-12N-9W IM',
      'T12N-R9W, Section 36',
      '',
      'x'.repeat(200),
    ];
    for (let n = 0; n < 60; n++) texts.push(`Sec ${n % 37} - ${(n * 7) % 30}N - ${(n * 11) % 28}W and ${n}`);
    for (const text of texts) for (const [, regex] of PLSS_PATTERNS) same(text, regex);
  });

  it('refuses an expression without the g flag', () => {
    expect(() => allMatches('abc', /b/)).toThrow(TypeError);
  });
});
