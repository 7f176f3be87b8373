import { sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { enqueueJob } from '../../platform/jobs/job-queue';

// A deleted member's name leaves other members' posts too (docs/decisions/036-one-visibility-rule.md).
// Quotes of their posts said "alice wrote:" and @alice linked to their profile in the stored HTML, the thread's
// JSON, the server page and the feeds, because nothing cooked those posts again. Deleting an account
// queues this job; it takes the name out of the quotes' markup and hands the posts to the re-cook ticker
// (maintenance/recook-posts.ts), which looks the names up again: quotes then say "[deleted] wrote:" and
// deleted names stay plain text. Until then the posts show their escaped source, never the old HTML.

export const MEMBER_ERASED_JOB = 'member-erased';

// The quote markup of post-references/quote-links.ts, as a PostgreSQL pattern: group 1 is the post's id.
const QUOTE_OPEN_SQL = '\\[quote(?:="[^"\\n]{0,60}")? post=(\\d{1,10})\\]';

export function queueForgetMember(trx: Transaction<Database>, userId: number): Promise<void> {
  return enqueueJob(trx, MEMBER_ERASED_JOB, { userId });
}

/** The job: the posts that quote or mention the member lose the name and wait to be cooked again. */
export async function forgetMemberInPosts(trx: Transaction<Database>, payload: unknown): Promise<void> {
  const userId = Number((payload as { userId?: unknown }).userId);
  if (!Number.isSafeInteger(userId)) return;
  // Every post quoting one of theirs, with the ids it quotes of theirs. A whole-table read, but only posts
  // holding a quote are matched, and it runs once per deleted account, in the background.
  const quoting = await sql<{ id: number; content: string; quoted: string[] }>`
    select p.id, p.content, array_agg(distinct m[1]) as quoted
    from posts p
    cross join lateral regexp_matches(p.content, ${QUOTE_OPEN_SQL}, 'g') as m
    join posts q on q.id = m[1]::bigint and q.author_id = ${userId}
    where strpos(p.content, '[quote') > 0 and p.author_id <> ${userId}
    group by p.id, p.content`.execute(trx);
  for (const post of quoting.rows) {
    const ids = new Set(post.quoted.map(Number));
    const content = post.content.replace(
      /^([ \t]*)\[quote(?:="[^"\n]{0,60}")? post=(\d{1,10})\]/gm,
      (line, indent: string, id: string) => (ids.has(Number(id)) ? `${indent}[quote post=${id}]` : line),
    );
    await trx
      .updateTable('posts')
      .set({ content, cooked: null, cooked_version: 0 })
      .where('id', '=', post.id)
      .execute();
  }
  const mentioning = await trx
    .deleteFrom('post_mentions')
    .where('user_id', '=', userId)
    .returning('post_id')
    .execute();
  if (mentioning.length > 0)
    await trx
      .updateTable('posts')
      .set({ cooked: null, cooked_version: 0 })
      .where(
        'id',
        'in',
        mentioning.map((row) => row.post_id),
      )
      .execute();
}
