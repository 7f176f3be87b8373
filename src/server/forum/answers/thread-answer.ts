import { sql } from 'kysely';
import { LIMITS } from '../../../shared/constants';
import type { ThreadAnswer } from '../../../shared/contracts/forum';
import { plainTextStart, truncateText } from '../../../shared/plain-text';
import { DELETED_USERNAME } from '../../../shared/structured-data';
import type { Db } from '../records/visibility';

/** How much of the answer the thread's top quotes under the question. */
export const ANSWER_EXCERPT_MAX = 400;

/**
 * The accepted answer as the top of its thread shows it (docs/decisions/043-solved-threads-and-similar-questions.md):
 * its author, the start of its text and the page it is on in the thread's default order. Only a visible
 * answer is shown; moderation takes the mark off a post it removes or holds, so this is the usual case.
 */
export async function threadAnswer(db: Db, threadId: number, postId: number | null | undefined) {
  if (!postId) return null;
  const row = await db
    .selectFrom('posts as p')
    .innerJoin('users as u', 'u.id', 'p.author_id')
    .select([
      'p.id',
      'p.cooked',
      'p.content',
      'p.created_at',
      'u.username',
      'u.is_deleted',
      sql<number>`(select count(*) from posts c where c.thread_id = p.thread_id and c.status = 'visible'
        and (c.created_at, c.id) <= (p.created_at, p.id))::int`.as('position'),
    ])
    .where('p.id', '=', postId)
    .where('p.thread_id', '=', threadId)
    .where('p.status', '=', 'visible')
    .executeTakeFirst();
  if (!row) return null;
  const page = Math.max(1, Math.ceil(row.position / LIMITS.postPageSize));
  const answer: ThreadAnswer = {
    post_id: row.id,
    author_username: row.is_deleted ? DELETED_USERNAME : row.username,
    excerpt: row.cooked
      ? plainTextStart(row.cooked, ANSWER_EXCERPT_MAX)
      : truncateText(row.content, ANSWER_EXCERPT_MAX),
    url: `/thread/${threadId}${page > 1 ? `?page=${page}` : ''}#post-${row.id}`,
    created_at: new Date(row.created_at).toISOString(),
  };
  return answer;
}
