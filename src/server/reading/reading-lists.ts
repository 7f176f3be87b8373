import { sql } from 'kysely';
import type { ReadingListResponse } from '../../shared/contracts/reading';
import type { Caller } from '../auth/caller';
import { requireSignedIn } from '../auth/permissions';
import type { Db } from '../forum-shared/visibility';
import { firstVisiblePostAfter } from './read-position';

// The Unread and New lists (docs/product.md#following-threads). Unread: threads the member has opened
// that have visible posts after their read position (muted threads left out). New: visible threads of the
// last NEW_DAYS days the member has never opened and did not start.

export const NEW_DAYS = 14;

interface ListInput {
  page: number;
  limit: number;
}

export async function unreadThreads(db: Db, caller: Caller, input: ListInput): Promise<ReadingListResponse> {
  const user = requireSignedIn(caller);
  const newPosts = sql<number>`(select count(*) from posts q where q.thread_id = t.id
    and q.status = 'visible' and q.id > r.last_read_post_id)::int`;
  const base = db
    .selectFrom('thread_reads as r')
    .innerJoin('threads as t', 't.id', 'r.thread_id')
    .where('r.user_id', '=', user.id)
    .where('t.status', '=', 'visible')
    .where(
      sql<boolean>`exists (select 1 from posts q where q.thread_id = t.id and q.status = 'visible'
        and q.id > r.last_read_post_id)`,
    )
    .where(
      sql<boolean>`not exists (select 1 from thread_watches w where w.user_id = r.user_id
        and w.thread_id = t.id and w.level = 'muted')`,
    );
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 't.author_id')
      .select(['t.id', 't.title', 't.reply_count', 't.last_post_at', 'u.username', 'u.is_deleted'])
      .select(['r.last_read_post_id', newPosts.as('new_posts')])
      .orderBy('t.last_post_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const threads = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      title: row.title,
      reply_count: row.reply_count,
      last_post_at: new Date(row.last_post_at).toISOString(),
      author_username: row.is_deleted ? '[deleted]' : row.username,
      new_posts: row.new_posts,
      url: (await firstVisiblePostAfter(db, row.id, row.last_read_post_id))?.url ?? `/thread/${row.id}`,
    })),
  );
  return { threads, pagination: pageOf(input, Number(total.n)) };
}

export async function newThreads(db: Db, caller: Caller, input: ListInput): Promise<ReadingListResponse> {
  const user = requireSignedIn(caller);
  const base = db
    .selectFrom('threads as t')
    .where('t.status', '=', 'visible')
    .where('t.author_id', '<>', user.id)
    .where('t.created_at', '>', sql<Date>`now() - make_interval(days => ${NEW_DAYS})`)
    .where(
      sql<boolean>`not exists (select 1 from thread_reads r where r.user_id = ${user.id} and r.thread_id = t.id)`,
    );
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 't.author_id')
      .select(['t.id', 't.title', 't.reply_count', 't.last_post_at', 'u.username', 'u.is_deleted'])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    threads: rows.map((row) => ({
      id: row.id,
      title: row.title,
      reply_count: row.reply_count,
      last_post_at: new Date(row.last_post_at).toISOString(),
      author_username: row.is_deleted ? '[deleted]' : row.username,
      new_posts: 0,
      url: `/thread/${row.id}`,
    })),
    pagination: pageOf(input, Number(total.n)),
  };
}

function pageOf(input: ListInput, total: number) {
  return {
    page: input.page,
    limit: input.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / input.limit)),
  };
}
