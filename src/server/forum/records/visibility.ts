import { type ExpressionBuilder, type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Caller } from '../../people/auth/caller';
import { isStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';

// Who sees what (docs/product.md#moderation): 'visible' content is public; 'held' content (auto-moderation
// waiting for review) is seen by its author and staff; 'removed' content by staff only, and only when they
// open it directly, never in lists or search. This module is the one place that rule is written: every read
// of a post's content (its JSON, revisions, quotes, the preview, its files, bookmarks, reports) asks
// canSeePost or readablePost, so a new read path cannot forget the thread or the status
// (docs/decisions/036-one-visibility-rule.md).

export type Db = Kysely<Database> | Transaction<Database>;
export type ContentStatus = 'visible' | 'held' | 'removed';

interface Owned {
  status: ContentStatus;
  author_id: number;
}

/** Whether the caller may open this thread or post directly (thread page, reply, vote, edit). */
export function canSee(caller: Caller, row: Owned): boolean {
  if (row.status === 'visible') return true;
  if (isStaff(caller)) return true;
  return row.status === 'held' && caller?.id === row.author_id;
}

/** Whether the caller may read this post, which takes seeing both the post and the thread it is in. */
export function canSeePost(caller: Caller, post: Owned, thread: Owned): boolean {
  return canSee(caller, thread) && canSee(caller, post);
}

/** canSee as SQL, for the table aliased `alias` (a post or a thread: both have status and author_id). */
export function seenBy(caller: Caller, alias: string): RawBuilder<boolean> {
  const status = sql.ref(`${alias}.status`);
  if (isStaff(caller)) return sql<boolean>`true`;
  if (!caller) return sql<boolean>`${status} = 'visible'`;
  const author = sql.ref(`${alias}.author_id`);
  return sql<boolean>`(${status} = 'visible' or (${status} = 'held' and ${author} = ${caller.id}))`;
}

/**
 * The rule of lists and search, as SQL, for the caller with this id (0 for a guest): visible content, and the
 * caller's own held content. Staff are no exception: they see removed content only by opening it.
 */
export function listedFor(callerId: number, alias: string): RawBuilder<boolean> {
  const status = sql.ref(`${alias}.status`);
  const author = sql.ref(`${alias}.author_id`);
  return sql<boolean>`(${status} = 'visible' or (${status} = 'held' and ${author} = ${callerId}))`;
}

/** canSeePost as SQL: the post aliased `post` and its thread aliased `thread`. */
export function readablePost(caller: Caller, post = 'p', thread = 't'): RawBuilder<boolean> {
  return sql<boolean>`(${seenBy(caller, thread)} and ${seenBy(caller, post)})`;
}

/**
 * The list filter for threads aliased `t`: visible ones, plus held ones the caller may see. The
 * `status <> 'removed'` term matches the partial list indexes of migration 002, so every caller's list is
 * read in index order.
 */
export function threadListFilter(caller: Caller) {
  return (eb: ExpressionBuilder<{ t: Database['threads'] }, 't'>) => {
    const live = eb('t.status', '<>', 'removed');
    if (isStaff(caller)) return live;
    if (!caller) return eb.and([live, eb('t.status', '=', 'visible')]);
    return eb.and([live, eb.or([eb('t.status', '=', 'visible'), eb('t.author_id', '=', caller.id)])]);
  };
}

/** The filter for posts aliased `p` inside a thread the caller may already see (staff see removed ones too). */
export function postFilter(caller: Caller) {
  return (eb: ExpressionBuilder<{ p: Database['posts'] }, 'p'>) => {
    if (isStaff(caller)) return eb.lit(true);
    if (!caller) return eb('p.status', '=', 'visible');
    return eb.or([
      eb('p.status', '=', 'visible'),
      eb.and([eb('p.status', '=', 'held'), eb('p.author_id', '=', caller.id)]),
    ]);
  };
}
