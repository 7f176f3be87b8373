import { sql } from 'kysely';
import type { WatchLevel, WatchResponse } from '../../../shared/contracts/reading';
import { notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireSignedIn } from '../../people/auth/permissions';
import { canSee, type Db } from '../records/visibility';
import { THREAD_NOT_FOUND } from '../threads/get-thread';

// Watching a thread or a category (docs/product.md#following-threads): 'watching' hears of every reply,
// 'normal' only of what is addressed to the member, 'muted' of nothing from that thread.

/** The thread if the caller may open it, else 404 (as the thread page answers). */
export async function threadForReader(db: Db, caller: Caller, threadId: number) {
  const thread = await db
    .selectFrom('threads')
    .select(['id', 'author_id', 'status', 'category_id'])
    .where('id', '=', threadId)
    .executeTakeFirst();
  if (!thread || !canSee(caller, thread)) throw notFound(THREAD_NOT_FOUND);
  return thread;
}

/** The level that applies to a member in a thread, and whether it is Muted only through its category. */
export interface EffectiveWatch {
  level: WatchLevel;
  category_muted: boolean;
}

/**
 * The level that applies to the member in a thread, as fan-out.ts (watchersOf) and the Unread list
 * (unread-sql.ts, notMutedBy) apply it: a level they chose for the thread themselves; else, in a category
 * they muted, muted (a watch made by starting or replying stays quiet there); else their automatic watch,
 * the starter's watch, or the category's Watching; else normal.
 */
export async function threadWatchLevel(
  db: Db,
  userId: number,
  thread: { id: number; author_id: number; category_id: number },
): Promise<EffectiveWatch> {
  const [own, category] = await Promise.all([
    db
      .selectFrom('thread_watches')
      .select(['level', 'automatic'])
      .where('user_id', '=', userId)
      .where('thread_id', '=', thread.id)
      .executeTakeFirst(),
    db
      .selectFrom('category_watches')
      .select('level')
      .where('user_id', '=', userId)
      .where('category_id', '=', thread.category_id)
      .executeTakeFirst(),
  ]);
  if (own && !own.automatic) return { level: own.level, category_muted: false };
  if (category?.level === 'muted') return { level: 'muted', category_muted: true };
  if (own) return { level: own.level, category_muted: false };
  const watching = thread.author_id === userId || category?.level === 'watching';
  return { level: watching ? 'watching' : 'normal', category_muted: false };
}

export async function setThreadWatch(
  db: Db,
  caller: Caller,
  threadId: number,
  level: WatchLevel,
): Promise<WatchResponse> {
  const user = requireSignedIn(caller);
  await threadForReader(db, caller, threadId);
  await db
    .insertInto('thread_watches')
    .values({ user_id: user.id, thread_id: threadId, level, automatic: false })
    // The member's own choice: it overrides a muted category (docs/product.md#following-threads).
    .onConflict((oc) =>
      oc.columns(['user_id', 'thread_id']).doUpdateSet({ level, automatic: false, updated_at: sql`now()` }),
    )
    .execute();
  return { level };
}

export async function getCategoryWatch(db: Db, caller: Caller, categoryId: number): Promise<WatchResponse> {
  const user = requireSignedIn(caller);
  await categoryOrNotFound(db, categoryId);
  const row = await db
    .selectFrom('category_watches')
    .select('level')
    .where('user_id', '=', user.id)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return { level: row?.level ?? 'normal' };
}

export async function setCategoryWatch(
  db: Db,
  caller: Caller,
  categoryId: number,
  level: WatchLevel,
): Promise<WatchResponse> {
  const user = requireSignedIn(caller);
  await categoryOrNotFound(db, categoryId);
  await db
    .insertInto('category_watches')
    .values({ user_id: user.id, category_id: categoryId, level })
    .onConflict((oc) => oc.columns(['user_id', 'category_id']).doUpdateSet({ level, updated_at: sql`now()` }))
    .execute();
  return { level };
}

async function categoryOrNotFound(db: Db, categoryId: number): Promise<void> {
  const found = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!found) throw notFound('Category not found');
}
