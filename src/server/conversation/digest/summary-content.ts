import { sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

// What one member's weekly summary lists (docs/product.md#weekly-summary-e-mail), each part capped: the threads
// they watch with replies they have not read, and the most-liked threads of the week in the categories they
// watch and the land they follow. Only visible content, never their own threads in the second list.
//
// A further list ("answered questions") slots in as one more query of the same shape once threads carry a
// solved mark: SummaryContent.sections is a list, and the mail prints each non-empty one under its heading.

export const UNREAD_CAP = 10;
export const POPULAR_CAP = 5;
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

export async function summaryContent(trx: Transaction<Database>, userId: number): Promise<SummaryContent> {
  const unread = await sql<SummaryThread>`
    select t.id, t.title, t.vote_count as votes, count(p.id)::int as count
    from thread_watches w
    join threads t on t.id = w.thread_id and t.status = 'visible'
    join posts p on p.thread_id = t.id and p.status = 'visible' and p.author_id <> ${userId}
      and p.created_at > ${WEEK}
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
    join categories c on c.id = t.category_id
    where t.status = 'visible' and t.author_id <> ${userId} and t.vote_count > 0
      and t.last_post_at > ${WEEK}
      and ${seen.length > 0 ? sql`t.id not in (${sql.join(seen)})` : sql`true`}
      and not exists (select 1 from category_watches m where m.user_id = ${userId}
        and m.category_id = t.category_id and m.level = 'muted')
      and (
        exists (select 1 from category_watches cw where cw.user_id = ${userId}
          and cw.category_id = t.category_id and cw.level = 'watching')
        or exists (select 1 from land_follows lf
          join post_land_refs r on r.land_key = lf.land_key
          join posts p on p.id = r.post_id and p.status = 'visible'
          where lf.user_id = ${userId} and p.thread_id = t.id)
      )
    order by t.vote_count desc, t.last_post_at desc
    limit ${POPULAR_CAP}`.execute(trx);
  return {
    unread: unread.rows.map(numbers),
    sections: [{ heading: 'popular', threads: popular.rows.map(numbers) }],
  };
}

function numbers(row: SummaryThread): SummaryThread {
  return { id: Number(row.id), title: row.title, count: Number(row.count), votes: Number(row.votes) };
}
