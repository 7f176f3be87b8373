import { type Kysely, sql } from 'kysely';
import { Cooker } from '../../src/server/forum/cooking/cooker';
import { recountCategory, recountThread } from '../../src/server/forum/records/counters';
import type { Database, PostRow, ThreadRow, UserRow } from '../../src/server/platform/db/schema';
import type { MadeUser } from './factories';
import { makeUser, uniqueName } from './factories';

// Forum test data, inserted straight into the tables (fast, no HTTP) with the counters recomputed, so
// tests of other domains (moderation, admin) get a consistent forum to work on.

type Status = 'visible' | 'held' | 'removed';
type Author = UserRow | MadeUser;
const userOf = (author: Author): UserRow => ('user' in author ? author.user : author);

// Posts are stored cooked, as the app writes them (its workers are idle-unreferenced: nothing to close).
const cooker = new Cooker({ workers: 1 });
async function cookedContent(content: string) {
  const cooked = await cooker.cook(content);
  return { content, cooked: cooked.html, cooked_version: cooked.version };
}

/** The first `count` categories members may post in, in the order the forum lists them. */
export async function openCategoryIds(db: Kysely<Database>, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('is_locked', '=', false)
    .where('is_archived', '=', false)
    .orderBy('order_index')
    .orderBy('id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`only ${rows.length} open categories, ${count} asked`);
  return rows.map((row) => row.id);
}

export async function firstOpenCategoryId(db: Kysely<Database>): Promise<number> {
  const [id] = await openCategoryIds(db, 1);
  return id!;
}

export interface MadeThread {
  thread: ThreadRow;
  firstPost: PostRow;
}

export async function makeThread(
  db: Kysely<Database>,
  options: {
    author: Author;
    categoryId?: number;
    title?: string;
    content?: string;
    status?: Status;
    pinned?: boolean;
    locked?: boolean;
  },
): Promise<MadeThread> {
  const author = userOf(options.author);
  const categoryId = options.categoryId ?? (await firstOpenCategoryId(db));
  const inserted = await db
    .insertInto('threads')
    .values({
      category_id: categoryId,
      author_id: author.id,
      title: options.title ?? `Thread ${uniqueName('t')}`,
      status: options.status ?? 'visible',
      is_pinned: options.pinned ?? false,
      is_locked: options.locked ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const firstPost = await db
    .insertInto('posts')
    .values({
      thread_id: inserted.id,
      author_id: author.id,
      ...(await cookedContent(options.content ?? `Opening post of ${inserted.title}`)),
      is_first_post: true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recountThread(db, inserted.id);
  await recountCategory(db, categoryId);
  const thread = await db
    .selectFrom('threads')
    .selectAll()
    .where('id', '=', inserted.id)
    .executeTakeFirstOrThrow();
  return { thread, firstPost };
}

export async function makePost(
  db: Kysely<Database>,
  options: { thread: { id: number } | MadeThread; author: Author; content?: string; status?: Status },
): Promise<PostRow> {
  const threadId = 'thread' in options.thread ? options.thread.thread.id : options.thread.id;
  const post = await db
    .insertInto('posts')
    .values({
      thread_id: threadId,
      author_id: userOf(options.author).id,
      ...(await cookedContent(options.content ?? `Reply ${uniqueName('p')}`)),
      status: options.status ?? 'visible',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { category_id } = await db
    .selectFrom('threads')
    .select('category_id')
    .where('id', '=', threadId)
    .executeTakeFirstOrThrow();
  await recountThread(db, threadId);
  await recountCategory(db, category_id);
  return post;
}

export interface VotingThread extends MadeThread {
  /** The replies, oldest first, by `replyAuthor` (the thread's author unless given). */
  replies: PostRow[];
  /** New members, none of whom wrote a post of the thread: each may vote on every post of it. */
  voters: MadeUser[];
}

/** A thread with `replies` replies and `voters` new members to vote on its posts: what vote tests start from. */
export async function makeVotingThread(
  db: Kysely<Database>,
  options: { author: Author; categoryId?: number; replies?: number; replyAuthor?: Author; voters?: number },
): Promise<VotingThread> {
  const made = await makeThread(db, { author: options.author, categoryId: options.categoryId });
  const replies: PostRow[] = [];
  // One after the other, so the replies' ids and times follow their order.
  for (let i = 0; i < (options.replies ?? 0); i += 1)
    replies.push(await makePost(db, { thread: made, author: options.replyAuthor ?? options.author }));
  const voters = await Promise.all(Array.from({ length: options.voters ?? 0 }, () => makeUser(db)));
  return { ...made, replies, voters };
}

/** A post's stored score (`posts.vote_count`), as the fold left it. */
export async function storedScore(db: Kysely<Database>, postId: number): Promise<number> {
  const post = await db
    .selectFrom('posts')
    .select('vote_count')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return post.vote_count;
}

export interface CounterDrift {
  table: string;
  id: number;
  column: string;
  stored: unknown;
  recounted: unknown;
}

/**
 * Every stored forum counter that differs from a recount from the rows (empty when all are exact). The
 * recount is written here independently of src/server/forum/records/counters.ts, so it checks that too.
 */
export async function findCounterDrift(db: Kysely<Database>): Promise<CounterDrift[]> {
  const { rows } = await sql<CounterDrift>`
    with post_recount as (
      select p.id, p.vote_count as stored, coalesce((select sum(v.vote) from post_votes v where v.post_id = p.id), 0)::int as recounted
      from posts p
    ),
    thread_recount as (
      select t.id, t.reply_count, t.vote_count, t.view_count, t.last_post_at,
        (select count(*) from posts p where p.thread_id = t.id and p.status = 'visible' and not p.is_first_post)::int as replies,
        coalesce((select p.vote_count from posts p where p.thread_id = t.id and p.is_first_post), 0) as votes,
        (select count(*) from thread_views v where v.thread_id = t.id)::int as views,
        coalesce((select max(p.created_at) from posts p where p.thread_id = t.id and p.status = 'visible'), t.created_at) as last_post
      from threads t
    ),
    category_recount as (
      select c.id, c.thread_count, c.post_count, c.last_post_at,
        (select count(*) from threads t where t.category_id = c.id and t.status = 'visible')::int as threads,
        (select count(*) from posts p join threads t on t.id = p.thread_id
          where t.category_id = c.id and t.status = 'visible' and p.status = 'visible')::int as posts,
        (select max(t.last_post_at) from threads t where t.category_id = c.id and t.status = 'visible') as last_post
      from categories c
    )
    select 'posts' as "table", id, 'vote_count' as "column", stored::text, recounted::text from post_recount where stored <> recounted
    union all select 'threads', id, 'reply_count', reply_count::text, replies::text from thread_recount where reply_count <> replies
    union all select 'threads', id, 'vote_count', vote_count::text, votes::text from thread_recount where vote_count <> votes
    union all select 'threads', id, 'view_count', view_count::text, views::text from thread_recount where view_count <> views
    union all select 'threads', id, 'last_post_at', last_post_at::text, last_post::text from thread_recount where last_post_at <> last_post
    union all select 'categories', id, 'thread_count', thread_count::text, threads::text from category_recount where thread_count <> threads
    union all select 'categories', id, 'post_count', post_count::text, posts::text from category_recount where post_count <> posts
    union all select 'categories', id, 'last_post_at', last_post_at::text, last_post::text from category_recount
      where last_post_at is distinct from last_post`.execute(db);
  return rows;
}
