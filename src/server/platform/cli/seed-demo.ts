import { type Kysely, sql } from 'kysely';
import { recountCategory, recountThread } from '../../forum/records/counters';
import { hashPassword } from '../../people/auth/passwords';
import type { Database } from '../db/schema';
import { DEMO_THREADS, DEMO_USERS } from './demo-content';
import { CliError } from './flags';

export const DEMO_PASSWORD = 'demo-password-2025';

/** Fills an empty forum with a believable community. Refuses when threads already exist. */
export async function seedDemoCommand(db: Kysely<Database>): Promise<number> {
  const existing = await db
    .selectFrom('threads')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (existing.n > 0)
    throw new CliError('The forum already has threads; the demo only fills an empty database.');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const categories = await db.selectFrom('categories').select(['id', 'page_id']).execute();
  const categoryId = new Map(categories.map((c) => [c.page_id, c.id]));

  await db.transaction().execute(async (trx) => {
    const userId = new Map<string, number>();
    for (const [index, u] of DEMO_USERS.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          username: u.username,
          email: `${u.username}@demo.example`,
          password_hash: passwordHash,
          role: u.role,
          member_category: u.member,
          bio: u.bio,
          location: u.location,
          created_at: new Date(Date.now() - (60 - index * 5) * 86_400_000),
          last_login: new Date(Date.now() - index * 3_600_000),
        })
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'username'])
        .executeTakeFirst();
      const id =
        row?.id ??
        (
          await trx
            .selectFrom('users')
            .select('id')
            .where('username', '=', u.username)
            .executeTakeFirstOrThrow()
        ).id;
      userId.set(u.username, id);
    }
    const voters = [...userId.values()];
    for (const [t, demo] of DEMO_THREADS.entries()) {
      const category = categoryId.get(demo.pageId);
      if (!category) continue;
      const started = new Date(Date.now() - (DEMO_THREADS.length - t) * 2 * 86_400_000);
      const thread = await trx
        .insertInto('threads')
        .values({
          category_id: category,
          author_id: userId.get(demo.author)!,
          title: demo.title,
          is_pinned: !!demo.pinned,
          is_locked: !!demo.locked,
          created_at: started,
          last_post_at: started,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const posts = [{ author: demo.author, body: demo.body }, ...demo.replies];
      for (const [p, post] of posts.entries()) {
        const inserted = await trx
          .insertInto('posts')
          .values({
            thread_id: thread.id,
            author_id: userId.get(post.author)!,
            content: post.body,
            is_first_post: p === 0,
            created_at: new Date(started.getTime() + p * 3 * 3_600_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // A few up-votes per post, more on first posts, from different members.
        const votes = voters.slice(0, p === 0 ? 4 + (t % 4) : 1 + ((t + p) % 3));
        for (const voter of votes) {
          await trx
            .insertInto('post_votes')
            .values({ post_id: inserted.id, user_id: voter, vote: 1 })
            .execute();
        }
      }
      await trx
        .updateTable('threads')
        .set({ view_count: 15 + ((t * 37) % 120) })
        .where('id', '=', thread.id)
        .execute();
    }
  });
  await recountEverything(db);
  console.log(demoSummary());
  return 0;
}

/** What the operator needs to sign in as a demo member: every username, and the one shared password. */
export function demoSummary(): string {
  const width = Math.max(...DEMO_USERS.map((u) => u.username.length));
  return [
    `Demo community ready: ${DEMO_USERS.length} users, ${DEMO_THREADS.length} threads.`,
    `Sign in as any of these with the password ${DEMO_PASSWORD}:`,
    ...DEMO_USERS.map((u) => `  ${u.username.padEnd(width)}  ${u.role}`),
  ].join('\n');
}

/** Recomputes every counter from the rows, with the forum's own recount functions. */
async function recountEverything(db: Kysely<Database>): Promise<void> {
  // The scores counted from the votes themselves: the changes their trigger recorded are in them already.
  await db.transaction().execute(async (trx) => {
    await sql`update posts p set vote_count = coalesce((select sum(vote) from post_votes v where v.post_id = p.id), 0)`.execute(
      trx,
    );
    await trx.deleteFrom('post_vote_changes').execute();
  });
  for (const { id } of await db.selectFrom('threads').select('id').execute()) await recountThread(db, id);
  for (const { id } of await db.selectFrom('categories').select('id').execute())
    await recountCategory(db, id);
}
