// Words of ignoring a member (docs/decisions/044-first-posts-held-and-ignoring.md), apart from texts.ts so
// that pages which never show them do not carry them.

export const IGNORE_TEXT = {
  collapsed: 'A post by a member you ignore.',
  show: 'Show',
  hide: 'Hide again',
  ignore: 'Ignore',
  stopIgnoring: 'Stop ignoring',
  ignoreLabel: (name: string) => `Ignore ${name}`,
  stopIgnoringLabel: (name: string) => `Stop ignoring ${name}`,
  confirmTitle: (name: string) => `Ignore ${name}?`,
  confirmBody:
    'Their posts will fold to one line, which you can open, and their mentions, quotes and replies will no longer notify you or e-mail you. They are not told. You can stop ignoring them at any time.',
  ignored: (name: string) => `You are ignoring ${name}. Their posts fold to one line.`,
  unignored: (name: string) => `You are no longer ignoring ${name}.`,
  // The settings page.
  pageTitle: 'Members you ignore',
  pageIntro:
    'Posts by these members fold to one line, and their mentions, quotes and replies do not notify you. They are not told.',
  empty:
    'You are not ignoring anyone. To ignore a member, open their profile or the Ignore button under one of their posts.',
  since: 'Ignored since',
  loadFailed: 'Could not load the members you ignore. Please try again.',
  failed: 'That did not work. Please try again.',
  // The server's refusals.
  notSelf: 'You cannot ignore yourself.',
  notStaff: 'Moderators and admins cannot be ignored: their notices about the forum must reach every member.',
  unknown: 'That member does not exist.',
  tooMany: (max: number) => `You can ignore at most ${max} members. Stop ignoring someone first.`,
} as const;

/** How many members one member may ignore. */
export const IGNORE_LIST_MAX = 500;
