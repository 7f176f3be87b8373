import { describe, expect, it } from 'vitest';
import { parseLandKey, sectionKey } from './land-key';
import { sectionNames } from './land-names';
import { readLandReferences } from './read-land-references';
import { sectionCell, townshipMapSvg } from './township-map';

describe('land keys', () => {
  it('reads a key back to the land it names', () => {
    expect(parseLandKey('ok-im-05n-03w-20')).toEqual({
      state: 'ok',
      meridian: 'im',
      township: 5,
      townshipDirection: 'n',
      range: 3,
      rangeDirection: 'w',
      section: 20,
    });
    expect(parseLandKey('ok-im-05n-03w')).toMatchObject({ township: 5, range: 3 });
  });

  it.each([
    'ok-im-5n-03w-20', // not the one spelling: townships are two digits
    'ok-im-05n-03w-37', // no section 37
    'ok-im-99n-03w-20', // no township 99N
    'ok-cm-05n-03w-20', // the Cimarron Meridian has no west ranges
    'tx-im-05n-03w-20', // not a state with this survey
    'ok-im-05n-03w-20-1',
    '',
  ])('refuses %s', (key) => {
    expect(parseLandKey(key)).toBeNull();
  });

  it('names a section in forms that each read back to its key', () => {
    const land = {
      state: 'ok',
      meridian: 'im',
      township: 5,
      townshipDirection: 'n',
      range: 3,
      rangeDirection: 'w',
      section: 20,
    } as const;
    for (const name of sectionNames(land))
      expect(readLandReferences(name).map((reference) => reference.key)).toEqual([sectionKey(land)]);
  });
});

describe('the township map', () => {
  it('numbers sections in the survey order: 1 north-east, 6 north-west, 7 below 6, 36 south-east', () => {
    expect(sectionCell(1)).toEqual({ row: 0, column: 5 });
    expect(sectionCell(6)).toEqual({ row: 0, column: 0 });
    expect(sectionCell(7)).toEqual({ row: 1, column: 0 });
    expect(sectionCell(18)).toEqual({ row: 2, column: 0 });
    expect(sectionCell(31)).toEqual({ row: 5, column: 0 });
    expect(sectionCell(36)).toEqual({ row: 5, column: 5 });
  });

  it('fills the section and shades its part: the NE/4 of section 20 is the upper right quarter of its square', () => {
    const svg = townshipMapSvg({ section: 20, aliquot: 'NE/4', title: 'Section 20 <5N-3W>' });
    // Section 20 is row 3, column 1: its square starts at x = 2 + 24, y = 2 + 72; the NE/4 is 12 in and 12 wide.
    expect(svg).toContain('<rect class="aliquot" x="38" y="74" width="12" height="12"');
    expect(svg).toContain('<title>Section 20 &lt;5N-3W&gt;</title>');
    expect(svg.match(/<text /g)).toHaveLength(36);
  });
});
