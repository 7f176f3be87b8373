// The county words a thread list draws with its first paint (the filter's label, a row's counties), apart
// from the rest of county-texts.ts: the list's county select and the other county words load after it.
export const COUNTY_LIST_TEXT = {
  filterLabel: 'County',
  allCounties: 'All counties',
  onThread: 'Counties:',
} as const;
