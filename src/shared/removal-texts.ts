// What a moderator reads when removing the opening post of a thread (issue 15, "Moderation that does what
// it says"): a plain choice between the post only and the whole thread, and afterwards which one happened.
// Apart from texts.ts so the words load only with the moderation queue, not on every page.

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
  openingPostOnly: 'The opening post was removed. The thread and its replies are still there.',
  wholeThreadDone: (count: number) =>
    count === 0
      ? 'The whole thread was removed.'
      : `The whole thread was removed, with its ${replies(count)}.`,
} as const;
