import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications';

// E-mail about notifications (docs/product.md#notification-e-mail): per member and per kind, "immediate",
// "daily" (one summary a day) or "never", and the one-click unsubscribe link every such mail carries.

export const EMAIL_DELIVERIES = ['immediate', 'daily', 'never'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

/** Defaults that do not flood: what is addressed to the member at once, watched threads daily, votes never. */
export const DEFAULT_EMAIL_DELIVERY: Record<NotificationKind, EmailDelivery> = {
  mention: 'immediate',
  reply_to_post: 'immediate',
  quote: 'immediate',
  reply: 'daily',
  new_thread: 'daily',
  vote_milestone: 'never',
  report_outcome: 'never',
  warning: 'immediate',
  mute: 'immediate',
  answer_accepted: 'immediate',
  post_rejected: 'immediate',
};

/** How each kind is named on the settings screen and in the unsubscribe page. */
export const EMAIL_KIND_LABELS: Record<NotificationKind, string> = {
  mention: 'Someone mentions you',
  reply_to_post: 'Someone replies to your post',
  quote: 'Someone quotes your post',
  reply: 'Replies in threads you watch',
  new_thread: 'New threads in categories you watch',
  vote_milestone: 'Your post reaches 1, 10 or 25 votes',
  report_outcome: 'Staff act on your report',
  warning: 'A warning from staff',
  mute: 'A mute from staff',
  answer_accepted: 'Your reply is chosen as the answer',
  post_rejected: 'A moderator does not approve your post',
};

const delivery = z.enum(EMAIL_DELIVERIES, { error: 'Choose immediate, daily or never.' });

type DeliveryShape = Record<NotificationKind, typeof delivery>;
type PartialDeliveryShape = Record<NotificationKind, z.ZodOptional<typeof delivery>>;

export const notificationPreferences = z.object({
  email: z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, delivery])) as DeliveryShape),
  /** Watch threads you start or reply to. */
  auto_watch: z.boolean(),
  /** A weekly summary e-mail in weeks you have not visited (docs/product.md#weekly-summary-e-mail). */
  weekly_summary: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const updateNotificationPreferencesBody = z.object({
  email: z
    .object(
      Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, delivery.optional()])) as PartialDeliveryShape,
    )
    .optional(),
  auto_watch: z.boolean().optional(),
  weekly_summary: z.boolean({ error: 'weekly_summary must be true or false' }).optional(),
});

export const unsubscribeQuery = z.object({
  token: z
    .string({ error: 'The unsubscribe link is incomplete. Please use the whole link from the e-mail.' })
    .min(1, 'The unsubscribe link is incomplete. Please use the whole link from the e-mail.')
    .max(300, 'That unsubscribe link is not valid.'),
});
export const unsubscribeBody = unsubscribeQuery;
export const unsubscribeResponse = z.object({
  username: z.string(),
  /** A kind of notification, or 'all' (the daily summary stops every e-mail). */
  kind: z.union([z.enum(NOTIFICATION_KINDS), z.literal('all'), z.literal('weekly_summary')]),
  label: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
