// Words of the first-post hold (docs/decisions/044-first-posts-held-and-ignoring.md): a new member's first
// threads and replies wait for a moderator; apart from texts.ts so pages that never show them do not carry them.

export const FIRST_POST_TEXT = {
  /** The mark on held content, for its author and staff (auto-moderation's holds say the same). */
  waiting: 'Waiting for a moderator',
  /** The reply box, after a reply that was held (a first post, or auto-moderation) instead of published. */
  replyWaiting:
    'Your reply is waiting for a moderator. Until it is approved, only you and the moderators can see it.',
  /** The queue's source badge and the report's reason. */
  source: 'First post',
  sourceFilter: 'First posts',
  reportDetails: 'A new member’s first posts wait for a moderator before anyone else sees them.',
} as const;

/** A held post a moderator rejected, as the bell and the e-mail say it. */
export function postRejectedText(threadTitle: string | null, reason: string | null): string {
  const where = threadTitle ? ` in “${threadTitle}”` : '';
  const why = reason?.trim() ? `: ${reason.trim()}` : '. No reason was given.';
  return `A moderator did not approve your post${where}${why}`;
}
