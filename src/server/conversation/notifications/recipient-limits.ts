import { sql, type Transaction } from 'kysely';
import type { Database, NotificationKind } from '../../platform/db/schema';
import { POST_KINDS } from './notify';

// How far one member's posts reach others who did not ask to follow them (docs/decisions/037-secrets-die-
// together.md). Mentions, quotes and replies to a post are chosen by the writer, not the reader, so:
// - one post notifies at most `perPost` members that way, the strongest reasons first, in the order found;
// - one writer gives one reader at most `perSenderPerHour` such notifications in an hour.
// The members left out are simply not addressed: if they watch the thread, they still hear of the post as a
// reply. Watching is the reader's own choice and is not limited here; e-mail has its own limit
// (notification-mail/send-notification-mail.ts).

export const ADDRESSED_KINDS: NotificationKind[] = ['mention', 'quote', 'reply_to_post'];

export interface ReachLimits {
  perPost: number;
  perSenderPerHour: number;
}

export const reachLimits = (config: {
  NOTIFY_ADDRESSED_PER_POST: number;
  NOTIFY_PER_SENDER_PER_HOUR: number;
}): ReachLimits => ({
  perPost: config.NOTIFY_ADDRESSED_PER_POST,
  perSenderPerHour: config.NOTIFY_PER_SENDER_PER_HOUR,
});

/** The addressed members (in the order found) who may be notified by this post of `authorId`. */
export async function withinReach(
  trx: Transaction<Database>,
  authorId: number,
  addressed: Map<number, NotificationKind>,
  limits: ReachLimits,
): Promise<Map<number, NotificationKind>> {
  const strength = (kind: NotificationKind) => POST_KINDS.indexOf(kind);
  const ordered = [...addressed].sort((a, b) => strength(a[1]) - strength(b[1])).slice(0, limits.perPost);
  if (ordered.length === 0) return new Map();
  const recent = await trx
    .selectFrom('notifications')
    .select(['user_id', sql<number>`count(*)::int`.as('count')])
    .where('actor_id', '=', authorId)
    .where(
      'user_id',
      'in',
      ordered.map(([userId]) => userId),
    )
    .where('kind', 'in', ADDRESSED_KINDS)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .groupBy('user_id')
    .execute();
  const given = new Map(recent.map((row) => [row.user_id, row.count]));
  return new Map(ordered.filter(([userId]) => (given.get(userId) ?? 0) < limits.perSenderPerHour));
}
