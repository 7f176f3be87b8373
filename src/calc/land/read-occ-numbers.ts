import { allMatches } from '../all-matches';

// The Corporation Commission's numbers as owners write them. A cause (case) number is a four-digit year and
// five digits (before 2022: "CD No. 201301454", "201702192-T" heard in Tulsa) or six ("CD 2023-001234",
// "CD2023001234"); it is read when "CD" or "Cause" stands before it or "-T" after it. An order number is read
// only after "Order No." or "Order #". An API well number is Oklahoma's (state 35), an odd county code up to
// 153 and five digits, with an optional four-digit suffix; without dashes it needs "API" before it, since ten
// bare digits may be a telephone number.

export type OccKind = 'cause' | 'order' | 'well';
export interface OccReference {
  kind: OccKind;
  start: number;
  end: number;
  text: string;
  key: string;
  /** The number written the one way: "CD 2023-001234", "Order No. 712345", "35-051-24567". */
  label: string;
}

const START = '(?<![a-z0-9-])';
const CAUSE = new RegExp(
  String.raw`${START}(?:(?:cause\s{1,2}(?:(?:no\.?|number|#)\s{0,2})?)?cd|cause)\s{0,2}(?:(?:no\.?|number|#)\s{0,2})?-?\s{0,2}(?<year>(?:19|20)\d{2})\s{0,2}-?\s{0,2}(?<serial>\d{5,6})(?:-(?<tulsa>t))?(?![a-z0-9])`,
  'gi',
);
const TULSA_CAUSE = new RegExp(
  String.raw`${START}(?<year>(?:19|20)\d{2})(?<serial>\d{5})-(?<tulsa>t)(?![a-z0-9])`,
  'gi',
);
const ORDER = new RegExp(
  String.raw`${START}order\s{0,2}(?:no\.?|number|#)\s{0,2}(?<order>\d{5,7})(?![\d-])`,
  'gi',
);
const WELL = new RegExp(
  String.raw`${START}(?:(?:api\s{0,2}(?:no\.?|number|#)?:?\s{0,2})35-?(?<county>\d{3})-?(?<serial>\d{5})(?:-?(?<suffix>\d{4}))?|35-(?<dashedCounty>\d{3})-(?<dashedSerial>\d{5})(?:-(?<dashedSuffix>\d{4}))?)(?![\d-])`,
  'gi',
);

function* causes(text: string): Generator<OccReference> {
  for (const regex of [CAUSE, TULSA_CAUSE]) {
    for (const match of allMatches(text, regex)) {
      const { year, serial, tulsa } = match.groups ?? {};
      if (!(year && serial)) continue;
      const suffix = tulsa ? '-T' : '';
      yield {
        kind: 'cause',
        start: match.index,
        end: match.index + match[0].length,
        text: match[0],
        key: `occ-cd-${year}-${serial}${suffix.toLowerCase()}`,
        label: serial.length === 6 ? `CD ${year}-${serial}${suffix}` : `CD ${year}${serial}${suffix}`,
      };
    }
  }
}

function* orders(text: string): Generator<OccReference> {
  for (const match of allMatches(text, ORDER)) {
    const order = match.groups?.order;
    if (!order) continue;
    const [start, end] = [match.index, match.index + match[0].length];
    yield {
      kind: 'order',
      start,
      end,
      text: match[0],
      key: `occ-order-${order}`,
      label: `Order No. ${order}`,
    };
  }
}

function* wells(text: string): Generator<OccReference> {
  for (const match of allMatches(text, WELL)) {
    const groups = match.groups ?? {};
    const county = groups.county ?? groups.dashedCounty;
    const serial = groups.serial ?? groups.dashedSerial;
    if (!(county && serial)) continue;
    const code = Number(county);
    if (code % 2 === 0 || code < 1 || code > 153) continue;
    const [start, end] = [match.index, match.index + match[0].length];
    yield {
      kind: 'well',
      start,
      end,
      text: match[0],
      key: `api-35-${county}-${serial}`,
      label: `35-${county}-${serial}`,
    };
  }
}

/** Every cause, order and well number in the text, in no particular order (the caller sorts and resolves overlaps). */
export function readOccNumbers(text: string): OccReference[] {
  return [...causes(text), ...orders(text), ...wells(text)];
}
