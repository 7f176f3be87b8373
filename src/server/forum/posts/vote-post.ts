import type { Kysely, Transaction } from 'kysely';
import type { VoteResponse } from '../../../shared/contracts/forum';
import { notifyVoteMilestone } from '../../conversation/notifications/member-events';
import { AppError, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireCanParticipate } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { canSeePost } from '../records/visibility';

type Vote = 1 | -1;
const POST_NOT_FOUND = 'Post not found';

/**
 * POST /api/posts/:id/vote (docs/product.md#forum-rules): one vote per user per post; the same vote again removes
 * it, the opposite one switches it; nobody votes on their own post. vote_count moves by the difference in the same transaction, and a first
 * post's count is copied to its thread's vote_count ('popular' sorts by it).
 */
export async function votePost(
  db: Kysely<Database>,
  caller: Caller,
  postId: number,
  vote: Vote,
): Promise<VoteResponse> {
  const voter = requireCanParticipate(caller);
  try {
    return await db.transaction().execute(async (trx) => {
      const post = await trx
        .selectFrom('posts as p')
        .innerJoin('threads as t', 't.id', 'p.thread_id')
        .select(['p.id', 'p.thread_id', 'p.author_id', 'p.status', 'p.is_first_post'])
        .select(['t.author_id as thread_author_id', 't.status as thread_status'])
        .where('p.id', '=', postId)
        .executeTakeFirst();
      const threadView = post && { author_id: post.thread_author_id, status: post.thread_status };
      if (!post || !threadView || !canSeePost(voter, post, threadView)) throw notFound(POST_NOT_FOUND);
      if (post.status !== 'visible' || post.thread_status !== 'visible') {
        throw new AppError(403, 'NOT_PUBLISHED', 'Only published posts can be voted on.');
      }
      if (post.author_id === voter.id)
        throw new AppError(403, 'OWN_POST', 'You cannot vote on your own post.');
      // Votes on a first post also write the thread row: take it first (lock order thread, then post).
      if (post.is_first_post) {
        const locked = await trx
          .selectFrom('threads')
          .select('id')
          .where('id', '=', post.thread_id)
          .forNoKeyUpdate()
          .executeTakeFirst();
        if (!locked) throw notFound(POST_NOT_FOUND);
      }
      const { delta, userVote } = await applyVote(trx, postId, voter.id, vote);
      const updated = await trx
        .updateTable('posts')
        .set((eb) => ({ vote_count: eb('vote_count', '+', delta) }))
        .where('id', '=', postId)
        .returning('vote_count')
        .executeTakeFirstOrThrow();
      await notifyVoteMilestone(
        trx,
        { id: post.id, threadId: post.thread_id, authorId: post.author_id },
        updated.vote_count - delta,
        updated.vote_count,
        voter.id,
      );
      if (post.is_first_post) {
        await trx
          .updateTable('threads')
          .set({ vote_count: updated.vote_count })
          .where('id', '=', post.thread_id)
          .execute();
      }
      return { post_id: postId, vote_count: updated.vote_count, user_vote: userVote };
    });
  } catch (error) {
    // The post (or its thread) was deleted while the vote was on its way.
    if ((error as { code?: string }).code === '23503') throw notFound(POST_NOT_FOUND);
    throw error;
  }
}

async function applyVote(
  trx: Transaction<Database>,
  postId: number,
  userId: number,
  vote: Vote,
): Promise<{ delta: number; userVote: -1 | 0 | 1 }> {
  const inserted = await trx
    .insertInto('post_votes')
    .values({ post_id: postId, user_id: userId, vote })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
    .returning('vote')
    .executeTakeFirst();
  if (inserted) return { delta: vote, userVote: vote };
  const existing = await trx
    .selectFrom('post_votes')
    .select('vote')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!existing) {
    // The same user's other request removed the vote in between: this one casts it afresh.
    await trx.insertInto('post_votes').values({ post_id: postId, user_id: userId, vote }).execute();
    return { delta: vote, userVote: vote };
  }
  if (existing.vote === vote) {
    await trx.deleteFrom('post_votes').where('post_id', '=', postId).where('user_id', '=', userId).execute();
    return { delta: -vote, userVote: 0 };
  }
  await trx
    .updateTable('post_votes')
    .set({ vote })
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .execute();
  return { delta: vote - existing.vote, userVote: vote };
}
