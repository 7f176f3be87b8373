import type { z } from 'zod';
import type { threadDetailQuery } from '../../../shared/contracts/forum';
import type { Caller } from '../../people/auth/caller';
import { selectPosts } from './post-rows';
import { type Db, postFilter } from './visibility';

/** A page of a thread's posts as the thread's JSON is asked for it (sort, page, page size). */
export type PostPageInput = z.output<typeof threadDetailQuery>;

/**
 * One page of a thread's posts with authors, editors and the caller's votes (for the thread's JSON, its
 * server-rendered page, and bench/explain.ts).
 * The page's ids come off the (thread_id, created_at, id) or (thread_id, vote_count, id) index first; only
 * those 50 rows are joined, so page 200 costs an index walk, not 10,000 joins.
 */
export function postPageQuery(
  db: Db,
  caller: Caller,
  threadId: number,
  input: PostPageInput,
  options: { content?: 'all' | 'cards' } = {},
) {
  const order = POST_ORDERS[input.sort];
  let ids = db
    .selectFrom('posts as p')
    .select('p.id')
    .where('p.thread_id', '=', threadId)
    .where(postFilter(caller));
  for (const [column, direction] of order) ids = ids.orderBy(`p.${column}`, direction);
  ids = ids.limit(input.limit).offset((input.page - 1) * input.limit);
  let posts = selectPosts(db, caller, options).where('p.id', 'in', ids);
  for (const [column, direction] of order) posts = posts.orderBy(`p.${column}`, direction);
  return posts;
}

const POST_ORDERS: Record<PostPageInput['sort'], ['created_at' | 'vote_count' | 'id', 'asc' | 'desc'][]> = {
  oldest: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  votes: [
    ['vote_count', 'desc'],
    ['id', 'asc'],
  ],
};
