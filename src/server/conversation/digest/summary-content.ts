import { sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

// What one member's weekly summary lists (docs/product.md#weekly-summary-e-mail), each part capped: the threads
// they watch with replies they have not read, then the most-liked threads of the week and the questions
// answered this week, both in the categories they watch and the land they follow. The same rules hold in each
// part: only visible content, nothing from a muted category, nothing by a member they ignore (staff are never
// ignored), never their own threads in the last two, and no thread twice.

export const UNREAD_CAP = 10;
export const POPULAR_CAP = 5;
export const SOLVED_CAP = 5;
const WEEK = sql`now() - interval '7 days'`;

export interface SummaryThread {
  id: number;
  title: string;
  /** Unread replies (the unread list) or replies (the others). */
  count: number;
  votes: number;
}

export interface SummaryContent {
  unread: SummaryThread[];
  sections: { heading: 'popular' | 'solved'; threads: SummaryThread[] }[];
}

/** Whether the member `userId` ignores the author in column `author` (a staff author is never ignored). */
function ignoredBy(userId: number, author: string) {
  return sql`exists (select 1 from member_ignores i join users a on a.id = i.ignored_id
    where i.user_id = ${userId} and i.ignored_id = ${sql.ref(author)} and a.role not in ('admin', 'moderator'))`;
}

/** A thread `t` of someone else's, in a category the member watches (and has not muted) or on land they follow. */
function followedThread(userId: number, seen: number[]) {
  return sql`t.status = 'visible' and t.author_id <> ${userId}
    and ${seen.length > 0 ? sql`t.id not in (${sql.join(seen)})` : sql`true`}
    and not ${ignoredBy(userId, 't.author_id')}
    and not exists (select 1 from category_watches m where m.user_id = ${userId}
      and m.category_id = t.category_id and m.level = 'muted')
    and (
      exists (select 1 from category_watches cw where cw.user_id = ${userId}
        and cw.category_id = t.category_id and cw.level = 'watching')
      or exists (select 1 from land_follows lf
        join post_land_refs r on r.land_key = lf.land_key
        join posts p on p.id = r.post_id and p.status = 'visible'
        where lf.user_id = ${userId} and p.thread_id = t.id)
    )`;
}

export async function summaryContent(trx: Transaction<Database>, userId: number): Promise<SummaryContent> {
  const unread = await sql<SummaryThread>`
    select t.id, t.title, t.vote_count as votes, count(p.id)::int as count
    from thread_watches w
    join threads t on t.id = w.thread_id and t.status = 'visible'
    join posts p on p.thread_id = t.id and p.status = 'visible' and p.author_id <> ${userId}
      and p.created_at > ${WEEK} and not ${ignoredBy(userId, 'p.author_id')}
    left join thread_reads r on r.user_id = ${userId} and r.thread_id = t.id
    where w.user_id = ${userId} and w.level = 'watching'
      and p.id > coalesce(r.last_read_post_id, 0)
    group by t.id, t.title, t.vote_count
    order by count(p.id) desc, t.id desc
    limit ${UNREAD_CAP}`.execute(trx);
  const seen = unread.rows.map((row) => row.id);
  const popular = await sql<SummaryThread>`
    select t.id, t.title, t.vote_count as votes, t.reply_count as count
    from threads t
    where ${followedThread(userId, seen)} and t.vote_count > 0 and t.last_post_at > ${WEEK}
    order by t.vote_count desc, t.last_post_at desc
    limit ${POPULAR_CAP}`.execute(trx);
  seen.push(...popular.rows.map((row) => row.id));
  // The answer itself must still be visible: moderation clears the mark when it removes or holds the post,
  // and this keeps a summary right even if a mark outlived its post.
  const solved = await sql<SummaryThread>`
    select t.id, t.title, t.vote_count as votes, t.reply_count as count
    from threads t
    join posts ap on ap.id = t.answer_post_id and ap.status = 'visible'
    where t.answered_at > ${WEEK} and ${followedThread(userId, seen)}
    order by t.answered_at desc, t.id desc
    limit ${SOLVED_CAP}`.execute(trx);
  return {
    unread: unread.rows.map(numbers),
    sections: [
      { heading: 'popular', threads: popular.rows.map(numbers) },
      { heading: 'solved', threads: solved.rows.map(numbers) },
    ],
  };
}

function numbers(row: SummaryThread): SummaryThread {
  return { id: Number(row.id), title: row.title, count: Number(row.count), votes: Number(row.votes) };
}
