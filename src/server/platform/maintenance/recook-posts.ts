import { type Kysely, sql } from 'kysely';
import { AppError } from '../../errors';
import { COOK_VERSION, type Cook, cookedColumns } from '../../forum/cooking/cooker';
import { mentionLinks } from '../../forum/post-references/mention-links';
import { quoteLinks } from '../../forum/post-references/quote-links';
import type { Database } from '../db/schema';

/**
 * Re-cooks up to `limit` posts whose HTML is missing or from an older renderer, oldest first; answers how many
 * it did. A post edited meanwhile keeps its newer HTML (the update matches the source that was cooked).
 */
export async function recookPosts(db: Kysely<Database>, cook: Cook, limit: number): Promise<number> {
  const stale = await db
    .selectFrom('posts')
    .select(['id', 'content'])
    // A post not cooked yet has cooked_version 0 (the column's default; cookedColumns sets both together), so
    // this one term finds it too, through the column's index. With `or cooked is null` beside it, every poll
    // of the background runner read all the posts (330 ms on the bench's million).
    .where('cooked_version', '<', COOK_VERSION)
    .orderBy('id')
    .limit(limit)
    .execute();
  for (const post of stale) {
    // The members a post names are looked up again; more than the limit (an old post) links none.
    const members = await mentionLinks(db, post.content).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'TOO_MANY_MENTIONS') return [];
      throw error;
    });
    // Quotes link to their post while a guest could see it.
    const quotes = await quoteLinks(db, null, post.content, false);
    const cooked = await cook(post.content, {
      ...(members.length > 0 ? { members } : {}),
      ...(quotes.length > 0 ? { quotes } : {}),
    });
    await db
      .updateTable('posts')
      .set({ ...cookedColumns(cooked) })
      .where('id', '=', post.id)
      .where(sql<boolean>`content = ${post.content}`)
      .execute();
  }
  return stale.length;
}
