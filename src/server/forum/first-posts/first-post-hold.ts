import { sql, type Transaction } from 'kysely';
import { FIRST_POST_TEXT } from '../../../shared/first-post-texts';
import type { SignedInCaller } from '../../people/auth/caller';
import { isStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import type { PostingLimits } from '../posting-limits/posting-limit';

// A new member's first posts wait for a moderator (APPROVE_NEW_MEMBER_POSTS; docs/decisions/
// 044-first-posts-held-and-ignoring.md). It is part of creating a post, not of a route: createThread and
// createPost ask it inside their transaction, so every way a post is written (the web, a reply by e-mail)
// is held the same way. A held post is stored as 'held', the status auto-moderation already uses, and
// waits in the moderation queue as a report with the source 'first-post': approving it publishes it with
// its original time (and its notifications go out then), removing it tells its author why.

export const FIRST_POST_RULE = 'first-post';

/**
 * Whether this post must wait: the setting is on, the writer is not staff, and fewer than N of their posts
 * have been published (a visible post in a visible thread; a thread's opening post counts as one post).
 * Reads at most N rows of the member's posts, through the posts_author index.
 */
/** Whether a writer's posts may be held at all under these limits (the setting on, the writer not staff). */
export const approvalApplies = (writer: SignedInCaller, limits: PostingLimits) =>
  limits.approveNewMemberPosts > 0 && !isStaff(writer);

export async function mustWaitForApproval(
  trx: Transaction<Database>,
  writer: SignedInCaller,
  limits: PostingLimits,
): Promise<boolean> {
  const needed = limits.approveNewMemberPosts;
  if (!approvalApplies(writer, limits)) return false;
  const published = await sql<{ n: number }>`
    select count(*)::int as n from (
      select 1 from posts p join threads t on t.id = p.thread_id
      where p.author_id = ${writer.id} and p.status = 'visible' and t.status = 'visible'
      limit ${needed}) published`.execute(trx);
  return (published.rows[0]?.n ?? 0) < needed;
}

/** The queue's entry for a held first post: one open report, source 'first-post', no reporter. */
export async function queueFirstPost(
  trx: Transaction<Database>,
  target: { targetType: 'thread' | 'post'; targetId: number },
): Promise<void> {
  await trx
    .insertInto('reports')
    .values({
      target_type: target.targetType,
      target_id: target.targetId,
      reasons: FIRST_POST_TEXT.source,
      details: FIRST_POST_TEXT.reportDetails,
      source: 'first-post',
      rule: FIRST_POST_RULE,
      reporter_id: null,
    })
    .execute();
}
