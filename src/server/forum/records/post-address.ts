import { sql } from 'kysely';
import { LIMITS } from '../../../shared/constants';

// Where a post lives: its place in its thread and the address of the thread page that shows it. A
// notification, a bookmark, a reading list and a feed item all lead to a post this way.

/** The post `p`'s place in its thread, oldest first: which page shows it. `p` is the posts alias. */
export function postPosition() {
  return sql<number | null>`(select count(*) from posts q where q.thread_id = p.thread_id
    and q.status = 'visible' and (q.created_at, q.id) <= (p.created_at, p.id))`;
}

/** Where a link to a post leads: the exact post, on the page of its thread that shows it. */
export function urlOf(
  threadId: number | null,
  postId: number | null,
  position: number | null,
): string | null {
  if (threadId === null) return null;
  if (postId === null) return `/thread/${threadId}`;
  const page = Math.max(1, Math.ceil(Number(position ?? 1) / LIMITS.postPageSize));
  return `/thread/${threadId}${page > 1 ? `?page=${page}` : ''}#post-${postId}`;
}
