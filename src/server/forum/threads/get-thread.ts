import { sql } from 'kysely';
import type { z } from 'zod';
import type { ThreadDetailResponse, threadDetailQuery } from '../../../shared/contracts/forum';
import { attachmentsByPost } from '../../documents/attachments/attachment-access';
import { notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { threadAnswer } from '../answers/thread-answer';
import { postPageQuery } from '../records/post-page';
import { toPost } from '../records/post-rows';
import { findThread, toThread } from '../records/thread-rows';
import { canSee, type Db, postFilter } from '../records/visibility';
import { paginate } from './list-threads';

type ThreadDetailInput = z.output<typeof threadDetailQuery>;

export const THREAD_NOT_FOUND = 'Thread not found';

/**
 * GET /api/threads/:id: the thread and one page of its posts as `caller` sees them, without counting a view
 * (member-reads.ts counts it). A 10,000-post thread answers as fast as a 10-post one, as posts come off the
 * (thread_id, created_at, id) or (thread_id, vote_count, id) index.
 */
export async function readThreadPage(
  db: Db,
  caller: Caller,
  id: number,
  input: ThreadDetailInput,
): Promise<ThreadDetailResponse> {
  const row = await findThread(db, id);
  // Content the caller may not see answers exactly like content that does not exist.
  if (!row || !canSee(caller, row)) throw notFound(THREAD_NOT_FOUND);

  const posts = postPageQuery(db, caller, id, input);
  const total = db
    .selectFrom('posts as p')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('p.thread_id', '=', id)
    .where(postFilter(caller));

  const [postRows, count, answer] = await Promise.all([
    posts.execute(),
    total.executeTakeFirstOrThrow(),
    threadAnswer(db, id, row.answer_post_id),
  ]);
  const files = await attachmentsByPost(
    db,
    postRows.map((p) => p.id),
  );
  return {
    thread: toThread(row),
    posts: postRows.map((p) => ({ ...toPost(p, caller), attachments: files.get(p.id) ?? [] })),
    pagination: paginate(input.page, input.limit, count.n),
    answer,
  };
}
