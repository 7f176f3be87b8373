import { type Kysely, sql } from 'kysely';
import type { VoteResponse } from '../../../shared/contracts/forum';
import { AppError, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireCanParticipate } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { type ContentStatus, canSeePost } from '../records/visibility';

type Vote = 1 | -1;
const POST_NOT_FOUND = 'Post not found';

interface Voted {
  id: number;
  thread_id: number;
  author_id: number;
  status: ContentStatus;
  thread_author_id: number;
  thread_status: ContentStatus;
  vote_count: number;
  pending: number;
  prior_vote: number | null;
  removed: number;
}

/**
 * POST /api/posts/:id/vote (docs/product.md#forum-rules): one vote per user per post; the same vote again removes
 * it, the opposite one switches it; nobody votes on their own post, and only published posts take votes.
 * One statement, one round trip: the post_votes row alone is written (when the vote is allowed), and its
 * trigger records the score's change, which vote-fold.ts folds into the post and its thread afterwards
 * (docs/decisions/049-votes-folded-in-batches.md). The answer's vote_count is the folded score plus the
 * changes still waiting, this one included, so the voter sees their vote counted at once.
 */
export async function votePost(
  db: Kysely<Database>,
  caller: Caller,
  postId: number,
  vote: Vote,
): Promise<VoteResponse> {
  const voter = requireCanParticipate(caller);
  let row: Voted | undefined;
  try {
    const result = await sql<Voted>`
      with target as (
        select p.id, p.thread_id, p.author_id, p.status, p.vote_count,
               t.author_id as thread_author_id, t.status as thread_status
        from posts p join threads t on t.id = p.thread_id
        where p.id = ${postId}),
      allowed as (
        select id from target
        where status = 'visible' and thread_status = 'visible' and author_id <> ${voter.id}),
      prior as (select vote from post_votes where post_id = ${postId} and user_id = ${voter.id}),
      removed as (
        delete from post_votes v using allowed
        where v.post_id = allowed.id and v.user_id = ${voter.id} and v.vote = ${vote}
        returning v.vote),
      cast_vote as (
        insert into post_votes (post_id, user_id, vote)
        select id, ${voter.id}, ${vote} from allowed where not exists (select 1 from removed)
        on conflict (post_id, user_id) do update set vote = excluded.vote
          where post_votes.vote <> excluded.vote
        returning vote)
      select target.*,
        coalesce((select sum(c.delta) from post_vote_changes c where c.post_id = target.id), 0)::int as pending,
        (select vote from prior) as prior_vote,
        (select count(*) from removed)::int as removed,
        (select count(*) from cast_vote)::int as cast
      from target`.execute(db);
    row = result.rows[0];
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
  // The statement's snapshot saw neither its own change nor its trigger's row: add this vote's difference.
  const voteCount = row.vote_count + row.pending + userVote - (row.prior_vote ?? 0);
  return { post_id: postId, vote_count: voteCount, user_vote: userVote };
}
