// The solved words a thread list draws (its rows' badge, its Answered filter), apart from the rest of
// solved-texts.ts: every page's first JavaScript carries the badge, the thread page loads the rest.
export const SOLVED_LIST_TEXT = {
  badge: 'Solved',
  filterLabel: 'Answered',
  filterAll: 'All threads',
  filterSolved: 'Solved only',
  filterUnsolved: 'Not solved yet',
} as const;
