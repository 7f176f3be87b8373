import { LIMITS } from './constants';
import { COUNTY_LIST_TEXT } from './county-list-texts';

// The words about the counties a thread is about (docs/decisions/042-thread-counties.md), for the server's
// refusals and the pages alike.

export const COUNTY_TEXT = {
  unknown:
    'Each county must be one of Oklahoma\u2019s 77 counties or "other-state", written as in the address (for example "grady" or "roger-mills").',
  duplicate: 'A county is listed twice. Name each county once.',
  tooMany: `A thread can name at most ${LIMITS.threadCountiesMax} counties.`,
  notAList: 'counties must be a list of county names such as ["grady"].',
  locked: 'This thread is locked: its counties can no longer be changed.',
  archived: 'This thread\u2019s category is archived: its counties can no longer be changed.',
  notYours: 'Only the thread\u2019s author or a moderator can change its counties.',
  /** The picker's label and help in the New Thread form. */
  label: 'Counties (optional)',
  hint: `The counties this thread is about, up to ${LIMITS.threadCountiesMax}. Others can then find it by county.`,
  addLabel: 'Add a county…',
  suggested: 'Named in your post:',
  add: (name: string) => `Add ${name}`,
  remove: (name: string) => `Remove ${name}`,
  full: `That is ${LIMITS.threadCountiesMax} counties, the most a thread can have.`,
  /** Lists. */
  ...COUNTY_LIST_TEXT,
  noneTitle: 'No threads about this county yet',
  noneBody: 'Nobody has marked a thread with this county. Try all counties, or start a thread about it.',
  filteredBy: (name: string) => `Threads about ${name}`,
  threadsIn: (name: string) => `Threads about ${name}`,
  edit: 'Change counties',
  save: 'Save counties',
  cancel: 'Cancel',
  saved: 'Counties saved.',
  /** The section page: counties read from the threads that name it, not from a survey table. */
  sectionCounties: 'Counties its threads name',
  sectionCountiesNone: 'No thread about this land names its county yet.',
} as const;
