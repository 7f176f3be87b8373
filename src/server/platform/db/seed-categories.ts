import type { Kysely } from 'kysely';
import { CATEGORY_SEEDS } from '../../../shared/categories';
import { DEFAULT_CATEGORY_COLOR } from '../../../shared/constants';
import type { Database } from './schema';

const SEEDED_KEY = 'categories_seeded';

/**
 * Seeds the category catalogue of docs/product.md#pages once per database. Idempotent: a restart neither duplicates
 * the categories nor brings back one an admin deleted on purpose (a reset clears the marker and seeds again).
 */
export async function seedCategories(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto('app_settings')
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!marker) return 0;
    const rows = CATEGORY_SEEDS.map((seed, index) => ({
      name: seed.name,
      slug: seed.slug,
      page_id: seed.pageId,
      group_key: seed.group,
      description: seed.description,
      icon: seed.icon,
      color: DEFAULT_CATEGORY_COLOR,
      order_index: index,
    }));
    const inserted = await trx
      .insertInto('categories')
      .values(rows)
      .onConflict((oc) => oc.column('page_id').doNothing())
      .returning('id')
      .execute();
    return inserted.length;
  });
}
