import type { NotificationKind } from '../../../shared/contracts/notifications';
import { postRejectedText } from '../../../shared/first-post-texts';
import { FORUM_NAME } from '../mail/compose-mail';

// What a notification e-mail says, per kind (docs/product.md#notification-e-mail).

export interface MailableNotification {
  kind: NotificationKind;
  actor: string | null;
  threadTitle: string | null;
  excerpt: string | null;
  detail: string | null;
}

/** One line about the notification, as the summary lists it and as the single mail's first paragraph. */
export function headline(n: MailableNotification): string {
  const who = n.actor ?? 'A member';
  const title = n.threadTitle ? `"${n.threadTitle}"` : 'a thread';
  switch (n.kind) {
    case 'reply':
      return `${who} replied in ${title}, a thread you watch.`;
    case 'new_thread':
      return `${who} started ${title} in a category you watch.`;
    case 'reply_to_post':
      return `${who} replied to your post in ${title}.`;
    case 'mention':
      return `${who} mentioned you in ${title}.`;
    case 'quote':
      return `${who} quoted your post in ${title}.`;
    case 'vote_milestone':
      return `Your post in ${title} reached a score of ${n.detail ?? ''}.`;
    case 'report_outcome':
      return 'A moderator acted on content you reported: it was removed.';
    case 'warning':
      return `A moderator sent you a warning: ${n.detail ?? ''}`;
    case 'mute':
      return `A moderator muted your account: ${n.detail ?? ''}`;
    case 'answer_accepted':
      return `${who} chose your reply as the answer in ${title}.`;
    case 'post_rejected':
      return postRejectedText(n.threadTitle, n.detail);
  }
}

export function subjectOf(n: MailableNotification): string {
  const who = n.actor ?? 'A member';
  const title = n.threadTitle ?? 'a thread';
  switch (n.kind) {
    case 'reply':
      return `New reply in "${title}"`;
    case 'new_thread':
      return `New thread: "${title}"`;
    case 'reply_to_post':
      return `${who} replied to your post in "${title}"`;
    case 'mention':
      return `${who} mentioned you in "${title}"`;
    case 'quote':
      return `${who} quoted you in "${title}"`;
    case 'vote_milestone':
      return `Your post reached a score of ${n.detail ?? ''}`;
    case 'report_outcome':
      return 'A moderator acted on your report';
    case 'warning':
      return `A warning from the moderators of ${FORUM_NAME}`;
    case 'mute':
      return `Your account on ${FORUM_NAME} is muted`;
    case 'answer_accepted':
      return `Your reply was chosen as the answer in "${title}"`;
    case 'post_rejected':
      return `A moderator did not approve your post on ${FORUM_NAME}`;
  }
}

export function reasonOf(kind: NotificationKind): string {
  const why: Record<NotificationKind, string> = {
    reply: 'you watch this thread',
    new_thread: 'you watch this category',
    reply_to_post: 'someone replied to your post',
    mention: 'someone mentioned you',
    quote: 'someone quoted your post',
    vote_milestone: 'your post reached a score milestone',
    report_outcome: 'you reported this content',
    warning: 'a moderator warned your account',
    mute: 'a moderator muted your account',
    answer_accepted: 'your reply was chosen as the answer',
    post_rejected: 'a moderator did not approve your post',
  };
  return `You get this e-mail because ${why[kind]} on ${FORUM_NAME}, and your e-mail settings send it at once.`;
}

export function actionLabel(kind: NotificationKind): string {
  if (kind === 'new_thread') return 'Read the thread';
  if (kind === 'vote_milestone' || kind === 'answer_accepted') return 'See your post';
  if (kind === 'report_outcome' || kind === 'warning' || kind === 'mute' || kind === 'post_rejected')
    return 'Open your notifications';
  return 'Read the post';
}
