// Words the moderation queue alone needs ("Moderation that does what it says"), apart from texts.ts
// so they load only with the queue, not on every page: the choice on removing a thread's opening post (the
// post only, or the whole thread) and which one happened; the question before dismissing a report.

export const replies = (count: number): string => (count === 1 ? '1 reply' : `${count} replies`);

export const REMOVAL_TEXT = {
  dialogTitle: 'Remove the opening post?',
  question: (title: string, count: number) =>
    count === 0
      ? `This is the first post of «${title}». Nobody has replied to it yet.`
      : `This is the first post of «${title}». The thread has ${replies(count)}.`,
  legend: 'What should be removed?',
  postOnly: 'Remove only this post',
  postOnlyHint: (count: number) =>
    count === 0
      ? 'The thread’s title stays, with no post under it.'
      : `The thread’s title and its ${replies(count)} stay. Only this post is hidden.`,
  wholeThread: (count: number) =>
    count === 0 ? 'Remove the whole thread' : `Remove the whole thread with its ${replies(count)}`,
  wholeThreadHint: 'Members will no longer see the thread. An admin can bring it back.',
  /** Before removing a reported thread: what goes with it. */
  threadReport: (title: string, count: number) =>
    count === 0
      ? `This removes the whole thread «${title}».`
      : `This removes the whole thread «${title}» with its ${replies(count)}.`,
  openingPostOnly: 'The opening post was removed. The thread and its replies are still there.',
  wholeThreadDone: (count: number) =>
    count === 0
      ? 'The whole thread was removed.'
      : `The whole thread was removed, with its ${replies(count)}.`,
} as const;

/** Dismissing keeps the report (as "dismissed"), and its reporter reads "No action needed". */
export const CONFIRM_DISMISS =
  'Dismiss this report? The content stays up, and the member who reported it will see that no action was needed.';
