import { type Kysely, sql } from 'kysely';
import { COOK_VERSION, type Cook, cookedColumns } from '../cooking/cooker';
import type { Database } from '../db/schema';

/**
 * Re-cooks up to `limit` posts whose HTML is missing or from an older renderer, oldest first; answers how many
 * it did. A post edited meanwhile keeps its newer HTML (the update matches the source that was cooked).
 */
export async function recookPosts(db: Kysely<Database>, cook: Cook, limit: number): Promise<number> {
  const stale = await db
    .selectFrom('posts')
    .select(['id', 'content'])
    .where((eb) => eb.or([eb('cooked_version', '<', COOK_VERSION), eb('cooked', 'is', null)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  for (const post of stale) {
    const cooked = await cook(post.content);
    await db
      .updateTable('posts')
      .set({ ...cookedColumns(cooked) })
      .where('id', '=', post.id)
      .where(sql<boolean>`content = ${post.content}`)
      .execute();
  }
  return stale.length;
}
