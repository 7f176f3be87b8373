import { sql } from 'kysely';
import type { ThreadMarksResponse } from '../../../shared/contracts/reading';
import type { Caller } from '../../people/auth/caller';
import { requireSignedIn } from '../../people/auth/permissions';
import type { Db } from '../records/visibility';
import { NEW_DAYS } from './reading-lists';
import { notMutedBy, visiblePostsAfter } from './unread-sql';

interface MarkRow {
  thread_id: number;
  opened: boolean;
  new_posts: number;
}

/**
 * The marks of a thread list on screen (docs/product.md#following-threads): for each of the given threads,
 * "never opened" or the number of visible posts after the member's read position, with the Unread list's
 * rules: visible threads only (whoever asks, so a held or removed thread's counts never show), removed and
 * held posts never count, muted threads left out (by hand, or through a muted category), and a thread the
 * member started is not "never opened"; nor is one older than the New list's window, or a new member would
 * see the mark on every row.
 * Threads with nothing to show are left out of the answer.
 *
 * One statement over at most 50 thread rows (docs/decisions/030-unread-list-in-one-query.md): a thread read
 * to its end is settled by threads.max_post_id without touching posts; otherwise the count walks only the
 * unread entries of posts_thread_visible.
 */
export async function threadMarks(db: Db, caller: Caller, ids: number[]): Promise<ThreadMarksResponse> {
  const user = requireSignedIn(caller);
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { marks: [] };
  const { rows } = await sql<MarkRow>`
    select m.thread_id, m.opened, m.new_posts from (
      select t.id as thread_id, r.user_id is not null as opened,
        case when r.user_id is not null and t.max_post_id > r.last_read_post_id
          then ${visiblePostsAfter(sql.ref('t.id'), sql.ref('r.last_read_post_id'))}
          else 0 end as new_posts
      from threads t
      left join thread_reads r on r.user_id = ${user.id} and r.thread_id = t.id
      where t.id in (${sql.join(unique)}) and t.status = 'visible'
        and (r.user_id is not null or (t.author_id <> ${user.id}
          and t.created_at > now() - make_interval(days => ${NEW_DAYS})))
        and ${notMutedBy(user.id, sql.ref('t.id'), sql.ref('t.category_id'))}
    ) m
    where not m.opened or m.new_posts > 0
    order by m.thread_id`.execute(db);
  return {
    marks: rows.map((row) => ({
      thread_id: row.thread_id,
      opened: row.opened,
      new_posts: Number(row.new_posts),
    })),
  };
}
