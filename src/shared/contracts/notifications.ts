import { z } from 'zod';
import { pageQuery, pagination } from './common';

// Notifications (docs/product.md#notifications): the bell, the /notifications page and the live stream.

export const NOTIFICATION_KINDS = [
  'reply',
  'new_thread',
  'reply_to_post',
  'mention',
  'quote',
  'vote_milestone',
  'report_outcome',
  'warning',
  'mute',
  'answer_accepted',
  'post_rejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: z.string(),
  read: z.boolean(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  thread: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  post_id: z.number().int().nullable(),
  /** A warning's or mute's reason, a milestone's score, a report's outcome. */
  detail: z.string().nullable(),
  /** Where the notification leads: the exact post, on the page of the thread that holds it. */
  url: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const listNotificationsQuery = z.object(pageQuery(20, 50));
export const listNotificationsResponse = z.object({
  notifications: z.array(notification),
  unread: z.number().int(),
  pagination,
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponse>;

export const unreadCountResponse = z.object({ unread: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

/** What the live stream (GET /api/notifications/stream, text/event-stream) sends as `data` of a `changed` event. */
export interface NotificationsChangedEvent {
  unread: number;
}
