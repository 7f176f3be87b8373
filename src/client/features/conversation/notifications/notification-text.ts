import type { Notification } from '../../../../shared/contracts/notifications';
import { postRejectedText } from '../../../../shared/first-post-texts';

/** One line saying what happened (docs/product.md#notifications). */
export function notificationText(n: Notification): string {
  const who = n.actor?.username ?? 'Someone';
  const where = n.thread ? `“${n.thread.title}”` : 'a thread';
  switch (n.kind) {
    case 'reply':
      return `${who} replied in ${where}`;
    case 'new_thread':
      return `${who} started ${where}`;
    case 'reply_to_post':
      return `${who} replied to your post in ${where}`;
    case 'mention':
      return `${who} mentioned you in ${where}`;
    case 'quote':
      return `${who} quoted your post in ${where}`;
    case 'vote_milestone':
      return `Your post in ${where} reached ${n.detail} ${n.detail === '1' ? 'vote' : 'votes'}`;
    case 'report_outcome':
      return 'A moderator acted on your report: the content was removed. Thank you.';
    case 'warning':
      return `A moderator warned you: ${n.detail ?? ''}`;
    case 'mute':
      return `A moderator muted you: ${n.detail ?? ''}`;
    case 'answer_accepted':
      return `${who} chose your reply as the answer in ${where}`;
    case 'post_rejected':
      return postRejectedText(n.thread?.title ?? null, n.detail);
  }
}
