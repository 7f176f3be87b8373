// Every address outside the forum that a land reference links to, in one table, so a moved page is mended in
// one place (tests/unit/land-links.test.ts checks each is https). Found on the Corporation Commission's
// own pages: its Electronic Case Filing system holds the causes and orders filed since March 2022 and finds
// older ones by number; its imaged well records (a Laserfiche WebLink portal) are searched by API number.
export const OUTSIDE_ADDRESSES = {
  occCaseSearch: 'https://ecf.public.occ.ok.gov/',
  occWellRecordsSearch: 'https://public.occ.ok.gov/OGCDWellRecords/Search.aspx',
} as const;

/** The case search, for a cause or an order: the chip's title carries the number to look up. */
export const occCaseSearchUrl = (): string => OUTSIDE_ADDRESSES.occCaseSearch;

/** The well records search for one API number (every suffix of the well): "35-051-24567" → 3505124567*. */
export function occWellRecordsUrl(apiNumber: string): string {
  const digits = apiNumber.replace(/\D/g, '');
  const command = `{[OG Well Records]:[API Number]="${digits}*"}`;
  return `${OUTSIDE_ADDRESSES.occWellRecordsSearch}?searchcommand=${encodeURIComponent(command)}`;
}
