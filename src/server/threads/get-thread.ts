import { sql } from 'kysely';
import type { z } from 'zod';
import type { ThreadDetailResponse, threadDetailQuery } from '../../shared/contracts/forum';
import type { Caller } from '../auth/caller';
import { notFound } from '../errors';
import { selectPosts, toPost } from '../forum-shared/post-rows';
import { findThread, toThread } from '../forum-shared/thread-rows';
import { canSee, type Db, postFilter } from '../forum-shared/visibility';
import { paginate } from './list-threads';
import { countView, type Viewer } from './thread-views';

type ThreadDetailInput = z.output<typeof threadDetailQuery>;

export const THREAD_NOT_FOUND = 'Thread not found';

/**
 * GET /api/threads/:id: the thread and one page of its posts (issue 3: a 10,000-post thread answers as fast
 * as a 10-post one, as posts come off the (thread_id, created_at, id) or (thread_id, vote_count, id) index).
 */
export async function getThreadDetail(
  db: Db,
  caller: Caller,
  id: number,
  input: ThreadDetailInput,
  viewer: Viewer,
): Promise<ThreadDetailResponse> {
  const row = await findThread(db, id);
  // Content the caller may not see answers exactly like content that does not exist.
  if (!row || !canSee(caller, row)) throw notFound(THREAD_NOT_FOUND);

  let posts = selectPosts(db, caller).where('p.thread_id', '=', id).where(postFilter(caller));
  if (input.sort === 'oldest') posts = posts.orderBy('p.created_at', 'asc').orderBy('p.id', 'asc');
  if (input.sort === 'newest') posts = posts.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  if (input.sort === 'votes') posts = posts.orderBy('p.vote_count', 'desc').orderBy('p.id', 'asc');
  posts = posts.limit(input.limit).offset((input.page - 1) * input.limit);
  const total = db
    .selectFrom('posts as p')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('p.thread_id', '=', id)
    .where(postFilter(caller));

  const counted = await countView(db, id, viewer);
  const [postRows, count] = await Promise.all([posts.execute(), total.executeTakeFirstOrThrow()]);
  const thread = toThread(row);
  if (counted) thread.view_count += 1;
  return {
    thread,
    posts: postRows.map((p) => toPost(p, caller)),
    pagination: paginate(input.page, input.limit, count.n),
  };
}
