import { SOLVED_LIST_TEXT } from './solved-list-texts';

// What members read about solved threads and similar questions (docs/decisions/043-solved-threads-and-similar-questions.md).
// Server answers and client pages use these, so the two never drift apart. Zod-free, for the first chunks.

export const SOLVED_TEXT = {
  ...SOLVED_LIST_TEXT,
  answerBadge: 'Accepted answer',
  answerHeading: 'Accepted answer',
  answerBy: (username: string) => `Answer by ${username}`,
  goToAnswer: 'Go to the answer',
  markAnswer: 'Mark as answer',
  changeAnswer: 'Choose this as the answer instead',
  clearAnswer: 'Clear the answer',
  marking: 'Saving…',
  marked: 'Marked as the answer. The thread now shows as solved.',
  cleared: 'The answer was cleared. The thread is no longer marked solved.',
  markFailed: 'The answer could not be saved. Please try again.',
  // Server refusals (4xx), each saying what to do instead.
  notAllowed: 'Only the member who started this thread, or a moderator, can choose its answer.',
  postNotInThread: 'That post is not a reply in this thread.',
  firstPost: 'The question itself cannot be its answer. Choose one of the replies.',
  postNotVisible: 'A removed or held post cannot be the answer. Choose a visible reply.',
  threadNotVisible: 'A thread that is removed or waiting for a moderator cannot be marked solved.',
  threadLocked: 'This thread is locked: its answer can no longer be changed.',
  categoryArchived: 'This category is archived: its threads can no longer be changed.',
  solvedParam: 'solved must be 1 (solved threads) or 0 (threads not solved yet)',
  // Similar questions on New Thread.
  similarHeading: 'Already asked? These threads look similar',
  similarHint: 'Open one to read it; your draft stays here.',
  similarNone: 'No similar threads found. Go ahead and ask.',
  similarLoading: 'Looking for similar threads…',
  similarOpen: (title: string) => `Read “${title}”`,
  similarClose: 'Back to my new thread',
  similarNewTab: 'Open in a new tab',
  similarQueryRequired: 'Type a few words of your question to find similar threads.',
  similarQueryTooLong: 'That is too long to look for. Use the first few words of your title.',
} as const;

/** A thread's title needs this much before similar threads are looked for. */
export const SIMILAR_MIN_WORDS = 3;
export const SIMILAR_MIN_CHARS = 15;
/** At most this many similar threads are shown. */
export const SIMILAR_LIMIT = 5;
/** The longest text the similar-threads endpoint reads (a title is at most 200 characters). */
export const SIMILAR_QUERY_MAX = 300;

/** Whether a title is long enough to look for similar threads. */
export function enoughForSimilar(title: string): boolean {
  const text = title.trim();
  return text.length >= SIMILAR_MIN_CHARS || text.split(/\s+/).filter(Boolean).length >= SIMILAR_MIN_WORDS;
}
