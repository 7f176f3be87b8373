// Property tests: any real Oklahoma section, written in any of the forms owners use, reads back to one key;
// no section above 36 or township beyond the state's survey is ever read; and whatever text comes in, the
// references found lie inside it, in order, without overlapping, with their words as written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Section, sectionKey } from './land-key';
import { sectionNames } from './land-names';
import { readLandReferences } from './read-land-references';

const arbitraryIndianMeridianSection: fc.Arbitrary<Section> = fc
  .record({
    townshipDirection: fc.constantFrom('n' as const, 's' as const),
    rangeDirection: fc.constantFrom('e' as const, 'w' as const),
    section: fc.integer({ min: 1, max: 36 }),
    north: fc.integer({ min: 1, max: 29 }),
    south: fc.integer({ min: 1, max: 11 }),
    east: fc.integer({ min: 1, max: 27 }),
    west: fc.integer({ min: 1, max: 28 }),
  })
  .map((land) => ({
    state: 'ok' as const,
    meridian: 'im' as const,
    township: land.townshipDirection === 'n' ? land.north : land.south,
    townshipDirection: land.townshipDirection,
    range: land.rangeDirection === 'e' ? land.east : land.west,
    rangeDirection: land.rangeDirection,
    section: land.section,
  }));

const filler = fc.constantFrom('', 'We own minerals in ', 'Pooling notice for ', '(', 'see: ');
const after = fc.constantFrom('', '.', ', any news?', ')', ' this spring');

describe('readLandReferences properties', () => {
  it('reads every written form of a real section to its one key', () => {
    fc.assert(
      fc.property(arbitraryIndianMeridianSection, fc.nat(5), filler, after, (land, form, before, rest) => {
        const name = sectionNames(land)[form] ?? '';
        const references = readLandReferences(`${before}${name}${rest}`);
        expect(references.map((reference) => reference.key)).toEqual([sectionKey(land)]);
      }),
    );
  });

  it('never reads a section above 36 or a township beyond 29N', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 37, max: 99 }),
        fc.integer({ min: 30, max: 999 }),
        (section, township) => {
          expect(readLandReferences(`${section}-5N-3W`)).toEqual([]);
          expect(readLandReferences(`20-${township}N-3W`)).toEqual([]);
        },
      ),
    );
  });

  it('finds references inside any text, in order, apart, each with its own words', () => {
    const pieces = fc.constantFrom(
      '20-5N-3W',
      ' Sec ',
      'T5N R3W',
      'NE/4 of ',
      'CD 2023-001234',
      ' and ',
      '-',
      '1',
      'N',
      ', ',
      '\n',
      '¼',
      'Texas County',
      'Kansas',
      '35-051-24567',
    );
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (written) => {
        let previousEnd = 0;
        for (const reference of readLandReferences(written)) {
          expect(reference.start).toBeGreaterThanOrEqual(previousEnd);
          expect(reference.end).toBeGreaterThan(reference.start);
          expect(written.slice(reference.start, reference.end)).toBe(reference.text);
          previousEnd = reference.end;
        }
      }),
    );
  });
});
