import { type InferResult, type Selectable, sql } from 'kysely';
import { LIMITS } from '../../../shared/constants';
import type { Post } from '../../../shared/contracts/forum';
import { postCards } from '../../documents/calc-cards/post-cards';
import type { Caller } from '../../people/auth/caller';
import { isStaff } from '../../people/auth/permissions';
import { avatarUrl } from '../../people/members/avatar-urls';
import { toMemberCategory } from '../../people/users/user-mapper';
import type { PostsTable } from '../../platform/db/schema';
import { plainTextFallback } from '../cooking/cooker';
import { DELETED_USERNAME, iso, isoOrNull, zeroOne } from './thread-rows';
import { type Db, readablePost } from './visibility';

// Posts are read with their author, their editor and the caller's own vote in one query: the vote is a
// primary-key lookup per post (post_votes (post_id, user_id)), never a query per post.

/**
 * `content: 'cards'` (the server-rendered page, which shows the cooked HTML) reads a post's Markdown only
 * when it is needed: for its calculator links, or while it waits to be cooked. A page of long posts then
 * moves one copy of their text out of the database, not two.
 */
export function selectPosts(
  db: Db,
  caller: Caller,
  options: { content?: 'all' | 'cards'; justWritten?: boolean } = {},
) {
  const callerId = caller?.id ?? 0; // no user has id 0, so a guest's join finds nothing
  const content =
    options.content === 'cards'
      ? sql<string>`case when p.cooked is null or strpos(p.content, '/calculator/') > 0
          then p.content else '' end`.as('content')
      : sql<string>`p.content`.as('content');
  return (
    postsFrom(db, options.justWritten === true)
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .leftJoin('users as e', 'e.id', 'p.edited_by')
      .leftJoin('post_votes as pv', (join) =>
        join.onRef('pv.post_id', '=', 'p.id').on('pv.user_id', '=', callerId),
      )
      // The post this one answers, while it is visible, and its place in the thread (for the link's page).
      .leftJoin('posts as rp', (join) =>
        join.onRef('rp.id', '=', 'p.reply_to_post_id').on('rp.status', '=', 'visible'),
      )
      .leftJoin('users as ru', 'ru.id', 'rp.author_id')
      .select([
        'p.id',
        'p.thread_id',
        content,
        'p.cards',
        'p.cooked',
        'p.author_id',
        'p.is_first_post',
        'p.status',
        'p.removed_reason',
        'p.vote_count',
        'p.created_at',
        'p.edited_at',
        'u.username as author_username',
        'u.is_deleted as author_is_deleted',
        'u.role as author_role',
        'u.member_category as author_member_category',
        'u.avatar_key as author_avatar_key',
        'e.username as editor_username',
        'e.is_deleted as editor_is_deleted',
        sql<number>`coalesce(pv.vote, 0)::int`.as('user_vote'),
        'rp.id as reply_to_id',
        'rp.thread_id as reply_to_thread_id',
        'ru.username as reply_to_username',
        'ru.is_deleted as reply_to_author_deleted',
        sql<number | null>`case when rp.id is null then null else (select count(*) from posts q
        where q.thread_id = rp.thread_id and q.status = 'visible'
        and (q.created_at, q.id) <= (rp.created_at, rp.id))::int end`.as('reply_to_position'),
      ])
  );
}

/**
 * `posts as p`, or, for the statement that writes a reply (forum/posts/one-statement-reply.ts), the post it
 * has just inserted: its CTE `p` returns every column of posts, and the table does not show the row to the
 * statement that inserts it. Typed as the table, which has the same columns.
 */
function postsFrom(db: Db, justWritten: boolean) {
  if (!justWritten) return db.selectFrom('posts as p');
  const inserted = sql<Selectable<PostsTable>>`(select * from p)`.as('p');
  return db.selectFrom(inserted) as unknown as ReturnType<typeof db.selectFrom<'posts as p'>>;
}

export type PostJoinRow = InferResult<ReturnType<typeof selectPosts>>[number];

export function toPost(row: PostJoinRow, caller: Caller): Post {
  const editor =
    row.editor_username === null ? null : row.editor_is_deleted ? DELETED_USERNAME : row.editor_username;
  return {
    id: row.id,
    thread_id: row.thread_id,
    content: row.content,
    // Not cooked yet (written before cooking, waiting for the background re-cook): the escaped text.
    cooked: row.cooked ?? plainTextFallback(row.content),
    author_id: row.author_id,
    author_username: row.author_is_deleted ? DELETED_USERNAME : row.author_username,
    author_role: row.author_role,
    author_member_category: toMemberCategory(row.author_member_category),
    is_first_post: zeroOne(row.is_first_post),
    vote_count: row.vote_count,
    created_at: iso(row.created_at),
    edited_at: isoOrNull(row.edited_at),
    edited_by_username: editor,
    user_vote: row.user_vote === 1 ? 1 : row.user_vote === -1 ? -1 : 0,
    status: row.status,
    author_avatar_url: row.author_is_deleted ? null : avatarUrl(row.author_avatar_key),
    // Why a post was removed is for staff; everyone else never sees removed posts at all.
    ...(isStaff(caller) ? { removed_reason: row.removed_reason } : {}),
    cards: postCards(row.cards, row.content),
    reply_to: replyTo(row),
  };
}

function replyTo(row: PostJoinRow): Post['reply_to'] {
  if (row.reply_to_id === null || row.reply_to_thread_id === null) return null;
  const page = Math.max(1, Math.ceil(Number(row.reply_to_position ?? 1) / LIMITS.postPageSize));
  return {
    post_id: row.reply_to_id,
    author_username: row.reply_to_author_deleted
      ? DELETED_USERNAME
      : (row.reply_to_username ?? DELETED_USERNAME),
    url: `/thread/${row.reply_to_thread_id}${page > 1 ? `?page=${page}` : ''}#post-${row.reply_to_id}`,
  };
}

/** One post, if the caller may read it (and its thread): undefined otherwise, as for an unknown id. */
export async function findPostForCaller(db: Db, id: number, caller: Caller): Promise<Post | undefined> {
  const row = await selectPosts(db, caller)
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .where('p.id', '=', id)
    .where(readablePost(caller, 'p', 't'))
    .executeTakeFirst();
  return row ? toPost(row, caller) : undefined;
}
