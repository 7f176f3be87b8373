import { type RawBuilder, sql } from 'kysely';
import type { NotificationKind } from '../../platform/db/schema';

// How far one member's posts reach others who did not ask to follow them (docs/decisions/037-secrets-die-
// together.md). Mentions, quotes and replies to a post are chosen by the writer, not the reader, so:
// - one post notifies at most `perPost` members that way, the strongest reasons first;
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

/** A member with a reason, ranked by its place in POST_KINDS (notify.ts): the strongest first. */
export interface RankedMember {
  user_id: number;
  rank: number;
}

/**
 * Of the addressed members (`addressed`: a query of user_id and rank, one row each), the ones this post of
 * `authorId` may notify; SQL, for the fan-out's statement (fan-out.ts). Ties of reason go by member id.
 */
export function withinReach(
  authorId: number,
  addressed: RawBuilder<RankedMember>,
  limits: ReachLimits,
): RawBuilder<RankedMember> {
  return sql<RankedMember>`
    select a.user_id, a.rank from (
      select user_id, rank from (${addressed}) c order by rank, user_id limit ${limits.perPost}
    ) a
    where (select count(*) from notifications n
      where n.actor_id = ${authorId} and n.user_id = a.user_id and n.kind = any(${ADDRESSED_KINDS}::text[])
        and n.created_at > now() - interval '1 hour') < ${limits.perSenderPerHour}`;
}
