import { sql } from 'kysely';
import type { ReadingListResponse } from '../../../shared/contracts/reading';
import type { Caller } from '../../people/auth/caller';
import { requireSignedIn } from '../../people/auth/permissions';
import { urlOf } from '../records/post-address';
import type { Db } from '../records/visibility';
import { notMutedBy, visiblePostsAfter } from './unread-sql';

// The Unread and New lists (docs/product.md#following-threads). Unread: threads the member has opened
// that have visible posts after their read position (muted threads left out, and those of a category they
// muted unless they chose the thread's level themselves). New: visible threads of the last NEW_DAYS days the
// member has never opened and did not start, outside the categories they muted.

export const NEW_DAYS = 14;

interface ListInput {
  page: number;
  limit: number;
}

interface UnreadRow {
  id: number;
  title: string;
  reply_count: number;
  last_post_at: Date | string;
  username: string;
  is_deleted: boolean;
  new_posts: number;
  first_unread_id: number | null;
  first_unread_position: number | null;
  answer_post_id: number | null;
  total: number;
}

// One statement for the page, its counts, first unread posts and the total (docs/decisions/
// 030-unread-list-in-one-query.md): it used to be a page query, a count query and one query per row. The
// partial index posts_thread_visible (018) makes "a visible post after the position" one index probe and the
// count a walk over the unread posts only; counts and first posts are computed for the page's rows alone.
// threads.max_post_id (019) is never below the newest visible post, so a thread read to its end is skipped
// without the probe; the exists test still decides, since held and removed posts raise max_post_id too.
const unreadFilter = (userId: number) => sql`
  from thread_reads r
  join threads t on t.id = r.thread_id
  where r.user_id = ${userId} and t.status = 'visible' and t.max_post_id > r.last_read_post_id
    and exists (select 1 from posts q where q.thread_id = t.id and q.status = 'visible'
      and q.id > r.last_read_post_id)
    and ${notMutedBy(userId, sql.ref('t.id'), sql.ref('t.category_id'))}`;

export async function unreadThreads(db: Db, caller: Caller, input: ListInput): Promise<ReadingListResponse> {
  const user = requireSignedIn(caller);
  const { rows } = await sql<UnreadRow>`
    select p.id, p.title, p.reply_count, p.last_post_at, u.username, u.is_deleted, p.total, p.answer_post_id,
      ${visiblePostsAfter(sql.ref('p.id'), sql.ref('p.last_read_post_id'))} as new_posts,
      f.id as first_unread_id, f.position as first_unread_position
    from (select t.id, t.title, t.reply_count, t.last_post_at, t.author_id, t.answer_post_id, r.last_read_post_id,
            (count(*) over ())::int as total
          ${unreadFilter(user.id)}
          order by t.last_post_at desc, t.id desc
          limit ${input.limit} offset ${(input.page - 1) * input.limit}) p
    join users u on u.id = p.author_id
    left join lateral (select q.id, (select count(*) from posts c where c.thread_id = q.thread_id
        and c.status = 'visible' and (c.created_at, c.id) <= (q.created_at, q.id))::int as position
      from posts q where q.thread_id = p.id and q.status = 'visible' and q.id > p.last_read_post_id
      order by q.id limit 1) f on true
    order by p.last_post_at desc, p.id desc`.execute(db);
  // Past the last page there is no row to carry the total.
  const total =
    rows[0]?.total ??
    (input.page > 1
      ? Number(
          (await sql<{ n: number }>`select count(*)::int as n ${unreadFilter(user.id)}`.execute(db)).rows[0]
            ?.n,
        )
      : 0);
  const threads = rows.map((row) => ({
    id: row.id,
    title: row.title,
    reply_count: row.reply_count,
    last_post_at: new Date(row.last_post_at).toISOString(),
    author_username: row.is_deleted ? '[deleted]' : row.username,
    new_posts: row.new_posts,
    url: urlOf(row.id, row.first_unread_id, row.first_unread_position) ?? `/thread/${row.id}`,
    solved: row.answer_post_id !== null,
  }));
  return { threads, pagination: pageOf(input, Number(total)) };
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
    )
    // A category the member muted keeps its threads off New (docs/product.md#following-threads).
    .where(
      sql<boolean>`not exists (select 1 from category_watches m where m.user_id = ${user.id}
        and m.category_id = t.category_id and m.level = 'muted')`,
    );
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 't.author_id')
      .select([
        't.id',
        't.title',
        't.reply_count',
        't.last_post_at',
        't.answer_post_id',
        'u.username',
        'u.is_deleted',
      ])
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
      solved: row.answer_post_id !== null,
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
