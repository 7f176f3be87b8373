import { sql } from 'kysely';
import type { BookmarkResponse, ListBookmarksResponse } from '../../../shared/contracts/reading';
import { notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireSignedIn } from '../../people/auth/permissions';
import { postPosition, urlOf } from '../records/post-address';
import { canSeePost, type Db, readablePost as publicPost } from '../records/visibility';

// Bookmarks (docs/product.md#following-threads): a member keeps posts to come back to, listed on
// /bookmarks newest first. A post removed by moderation drops out of the list (the row stays, so an admin
// restoring it brings the bookmark back).

const POST_NOT_FOUND = 'Post not found';

async function readablePost(db: Db, caller: Caller, postId: number) {
  const post = await db
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .select([
      'p.id',
      'p.status',
      'p.author_id',
      't.status as thread_status',
      't.author_id as thread_author_id',
    ])
    .where('p.id', '=', postId)
    .executeTakeFirst();
  const visible =
    post && canSeePost(caller, post, { status: post.thread_status, author_id: post.thread_author_id });
  if (!visible) throw notFound(POST_NOT_FOUND);
  return post;
}

export async function addBookmark(db: Db, caller: Caller, postId: number): Promise<BookmarkResponse> {
  const user = requireSignedIn(caller);
  await readablePost(db, caller, postId);
  await db
    .insertInto('bookmarks')
    .values({ user_id: user.id, post_id: postId })
    .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
    .execute();
  return { bookmarked: true };
}

export async function removeBookmark(db: Db, caller: Caller, postId: number): Promise<BookmarkResponse> {
  const user = requireSignedIn(caller);
  // Removing works even when the post is gone from view: nobody should be stuck with a bookmark.
  await db.deleteFrom('bookmarks').where('user_id', '=', user.id).where('post_id', '=', postId).execute();
  return { bookmarked: false };
}

export async function listBookmarks(
  db: Db,
  caller: Caller,
  input: { page: number; limit: number },
): Promise<ListBookmarksResponse> {
  const user = requireSignedIn(caller);
  const base = db
    .selectFrom('bookmarks as b')
    .innerJoin('posts as p', 'p.id', 'b.post_id')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .where('b.user_id', '=', user.id)
    // The list shows what a guest could read: a post removed (or held again) drops out.
    .where(publicPost(null));
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .select(['b.post_id', 'b.created_at', 't.id as thread_id', 't.title', 'u.username', 'u.is_deleted'])
      .select([sql<string>`left(p.content, 300)`.as('excerpt'), postPosition().as('position')])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.post_id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const count = Number(total.n);
  return {
    bookmarks: rows.map((row) => ({
      post_id: row.post_id,
      thread: { id: row.thread_id, title: row.title },
      author_username: row.is_deleted ? '[deleted]' : row.username,
      excerpt: row.excerpt.replace(/\s+/g, ' ').trim(),
      bookmarked_at: new Date(row.created_at).toISOString(),
      url: urlOf(row.thread_id, row.post_id, Number(row.position))!,
    })),
    pagination: {
      page: input.page,
      limit: input.limit,
      total: count,
      totalPages: Math.max(1, Math.ceil(count / input.limit)),
    },
  };
}
