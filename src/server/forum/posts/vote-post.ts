import type { Kysely } from 'kysely';
import type { VoteResponse } from '../../../shared/contracts/forum';
import { AppError, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireCanParticipate } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { canSeePost } from '../records/visibility';
import { type VoteRow, voteGroups } from './vote-batch';

type Vote = 1 | -1;
const POST_NOT_FOUND = 'Post not found';

/**
 * POST /api/posts/:id/vote (docs/product.md#forum-rules): one vote per user per post; the same vote again removes
 * it, the opposite one switches it; nobody votes on their own post, and only published posts take votes.
 * One statement, written together with the votes arriving meanwhile (vote-batch.ts): the post_votes row alone
 * is written (when the vote is allowed), and its trigger records the score's change, which vote-fold.ts
 * folds into the post and its thread afterwards (docs/decisions/049-votes-folded-in-batches.md). The
 * answer's vote_count is the folded score plus the changes still waiting, this one included, so the voter
 * sees their vote counted at once.
 */
export async function votePost(
  db: Kysely<Database>,
  caller: Caller,
  postId: number,
  vote: Vote,
): Promise<VoteResponse> {
  const voter = requireCanParticipate(caller);
  let row: VoteRow | undefined;
  try {
    row = await voteGroups(db).cast(postId, voter.id, vote);
  } catch (error) {
    // The post (or its thread) was deleted while the vote was on its way.
    if ((error as { code?: string }).code === '23503') throw notFound(POST_NOT_FOUND);
    throw error;
  }
  const threadView = row && { author_id: row.thread_author_id, status: row.thread_status };
  if (!row || !threadView || !canSeePost(voter, row, threadView)) throw notFound(POST_NOT_FOUND);
  if (row.status !== 'visible' || row.thread_status !== 'visible') {
    throw new AppError(403, 'NOT_PUBLISHED', 'Only published posts can be voted on.');
  }
  if (row.author_id === voter.id) throw new AppError(403, 'OWN_POST', 'You cannot vote on your own post.');
  const userVote = row.removed > 0 ? 0 : vote;
  return { post_id: postId, vote_count: row.score, user_vote: userVote };
}
