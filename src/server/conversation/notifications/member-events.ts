import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { insertNotifications } from './notify';

// Notifications with one recipient, written in the transaction of the action itself
// (docs/product.md#notifications): vote milestones, report outcomes, warnings and mutes.

export const VOTE_MILESTONES = [1, 10, 25] as const;

/** A post's score reaching 1, 10 or 25 on the way up tells its author, once per milestone. */
export async function notifyVoteMilestone(
  trx: Transaction<Database>,
  post: { id: number; threadId: number; authorId: number },
  before: number,
  after: number,
  voterId: number,
): Promise<void> {
  if (after <= before || voterId === post.authorId) return;
  const reached = VOTE_MILESTONES.filter((m) => before < m && after >= m);
  if (reached.length === 0) return;
  await insertNotifications(
    trx,
    reached.map((milestone) => ({
      user_id: post.authorId,
      kind: 'vote_milestone' as const,
      thread_id: post.threadId,
      post_id: post.id,
      detail: String(milestone),
      dedupe_key: `milestone:${post.id}:${milestone}`,
    })),
  );
}

/** Members whose reports led staff to remove the content hear that their report was acted on. */
export async function notifyReportOutcome(
  trx: Transaction<Database>,
  reports: { id: number; reporter_id: number | null }[],
  actorId: number,
): Promise<void> {
  await insertNotifications(
    trx,
    reports.flatMap((report) =>
      report.reporter_id === null || report.reporter_id === actorId
        ? []
        : [
            {
              user_id: report.reporter_id,
              kind: 'report_outcome' as const,
              detail: 'removed',
              dedupe_key: `report:${report.id}`,
            },
          ],
    ),
  );
}

/** A warning or a mute reaches the member with its reason. */
export async function notifyEnforcement(
  trx: Transaction<Database>,
  event: { userId: number; actorId: number; kind: 'warning' | 'mute'; reason: string; key: string },
): Promise<void> {
  await insertNotifications(trx, [
    {
      user_id: event.userId,
      kind: event.kind,
      actor_id: event.actorId,
      detail: event.reason,
      dedupe_key: `${event.kind}:${event.key}`,
    },
  ]);
}

/**
 * Held content that staff remove instead of approving tells its author, with the moderator's reason
 * (docs/decisions/044-first-posts-held-and-ignoring.md). A rejected reply names its thread; a rejected thread
 * names none, since its author can no longer open it.
 */
export async function notifyRejected(
  trx: Transaction<Database>,
  target: { type: 'thread' | 'post'; id: number; authorId: number; threadId: number; isFirstPost: boolean },
  actorId: number,
  reason: string | null,
): Promise<void> {
  if (target.authorId === actorId) return;
  const threadGone = target.type === 'thread' || target.isFirstPost;
  await insertNotifications(trx, [
    {
      user_id: target.authorId,
      kind: 'post_rejected',
      actor_id: null,
      thread_id: threadGone ? null : target.threadId,
      detail: reason?.trim() ? reason.trim() : null,
      dedupe_key: `rejected:${target.type}:${target.id}`,
    },
  ]);
}
