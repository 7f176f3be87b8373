import { describe, expect, it } from 'vitest';
import { readLandReferences } from './read-land-references';

const keys = (text: string) => readLandReferences(text).map((reference) => reference.key);

describe('readLandReferences: sections', () => {
  // Each row: the words, then the key a careful reader writes down, reasoned in the comment.
  const rows: Array<[string, string, string | null]> = [
    // section 20, township 5 north, range 3 west; Oklahoma and the Indian Meridian by default
    ['20-5N-3W', 'ok-im-05n-03w-20', null],
    // the same with the deed's words; "Twenty (20)" is the figure in brackets
    ['Section Twenty (20), Township Five (5) North, Range Three (3) West', 'ok-im-05n-03w-20', null],
    // township and range first, section last
    ['5N 3W sec 20', 'ok-im-05n-03w-20', null],
    // south and east: township 1 south, range 1 east, section 1
    ['section 1, township 1 south, range 1 east', 'ok-im-01s-01e-01', null],
    // the part before "of": north half of the south-east quarter
    ['N/2 SE/4 of Sec 20-5N-3W', 'ok-im-05n-03w-20', 'N/2 SE/4'],
    // "¼" is "/4"; the smaller part is written first: SW quarter of the NW quarter
    ['the SW¼ of the NW¼ of Section 20, T5N, R3W', 'ok-im-05n-03w-20', 'SW/4 NW/4'],
    // "NE 1/4" is the north-east quarter
    ['NE 1/4 of 36-12N-8W', 'ok-im-12n-08w-36', 'NE/4'],
    // a Panhandle county puts it on the Cimarron Meridian: 3 north, 15 east, section 12
    ['12-3N-15E, Texas County', 'ok-cm-03n-15e-12', null],
    // "ECM" against the range is "east of the Cimarron Meridian"
    ['5-2N-24ECM', 'ok-cm-02n-24e-05', null],
    // another state named after it, with its only meridian: Kansas is the Sixth Principal Meridian's
    ['Section 16, T28S, R14W, Comanche County, Kansas', 'ks-6p-28s-14w-16', null],
  ];
  it.each(rows)('%s reads as %s (part %s)', (text, key, aliquot) => {
    const [reference, ...rest] = readLandReferences(text);
    expect(rest).toEqual([]);
    expect(reference).toMatchObject({ kind: 'section', key });
    expect(reference && 'aliquot' in reference ? reference.aliquot : null).toBe(aliquot);
  });

  it('keeps the words as written and where they are, dashes that only look alike included', () => {
    const text = 'Pooling for 20–5N–3W soon';
    // The en dashes are read as dashes; the span is the 8 characters starting after "Pooling for ".
    expect(readLandReferences(text)).toMatchObject([{ start: 12, end: 20, text: '20–5N–3W' }]);
  });

  it('reads each section of a list, the last one carrying the township', () => {
    expect(
      readLandReferences('Sections 20 and 29, T5N, R3W').map((reference) => [reference.key, reference.text]),
    ).toEqual([
      ['ok-im-05n-03w-20', '20'],
      ['ok-im-05n-03w-29', '29, T5N, R3W'],
    ]);
  });

  it('reads a township written on its own only with its T and R', () => {
    expect(keys('activity in T5N R3W')).toEqual(['ok-im-05n-03w']);
    expect(keys('activity around 5N-3W')).toEqual([]);
  });
});

describe('readLandReferences: what stays text', () => {
  it.each([
    ['Section 37, T5N, R3W', 'a township has 36 sections'],
    ['20-99N-3W', 'no Oklahoma township is north of 29N'],
    ['20-5N-30W', 'Oklahoma ranges west end at 28W'],
    ['Section 120-5N-3W', 'no section 120, and the 20 inside it is not one'],
    ['20-5N-3W, Texas County', 'the Cimarron Meridian has no west ranges'],
    ['Sec 12-150N-95W', '150N is not Oklahoma and no state is named'],
    ['Section 8, T2N, R65W, Weld County, Colorado', 'Colorado has three meridians'],
    ['20\u200b-5N-3W', 'a zero-width space inside'],
    ['２０-5N-3W', 'full-width digits'],
    ['20-5-3', 'no directions'],
  ])('%s (%s)', (text) => {
    expect(readLandReferences(text)).toEqual([]);
  });
});

describe('readLandReferences: the Corporation Commission and wells', () => {
  it.each([
    // year 2023, six-digit serial: the electronic filing system's numbers since 2022
    ['CD 2023-001234', 'occ-cd-2023-001234', 'CD 2023-001234'],
    ['CD2023001234', 'occ-cd-2023-001234', 'CD 2023-001234'],
    // year 2013, five-digit serial: the older numbers
    ['CD No. 201301454', 'occ-cd-2013-01454', 'CD 201301454'],
    // "-T": a cause heard in Tulsa
    ['201702192-T', 'occ-cd-2017-02192-t', 'CD 201702192-T'],
    ['Order No. 712345', 'occ-order-712345', 'Order No. 712345'],
    // Grady County is 051; the four-digit suffix is the same well
    ['API# 35-051-24567-0000', 'api-35-051-24567', '35-051-24567'],
    ['API 3505124567', 'api-35-051-24567', '35-051-24567'],
  ])('%s reads as %s', (text, key, label) => {
    expect(readLandReferences(text)).toMatchObject([{ key, label }]);
  });

  it.each([
    ['35-052-24567', 'county codes are odd'],
    ['API 42-123-45678', 'a Texas well'],
    ['call 3505124567', 'bare digits may be a telephone number'],
    ['in order 712345', 'not written as an order number'],
    ['CD 2023-1234', 'too few digits'],
  ])('%s stays text (%s)', (text) => {
    expect(readLandReferences(text)).toEqual([]);
  });
});
