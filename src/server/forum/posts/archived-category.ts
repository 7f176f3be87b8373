import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import type { Database } from '../../platform/db/schema';

/**
 * An archived category is a closed record (docs/product.md#states): its threads take no replies and its
 * posts no members' edits. Refuses with 403 CATEGORY_ARCHIVED, naming the category and what is closed.
 */
export async function refuseIfCategoryArchived(
  trx: Kysely<Database>,
  categoryId: number,
  closed: 'replies' | 'edits',
): Promise<void> {
  const category = await trx
    .selectFrom('categories')
    .select(['name', 'is_archived'])
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (category?.is_archived) throw categoryArchived(category.name, closed);
}

export function categoryArchived(name: string, closed: 'replies' | 'edits'): AppError {
  const what = closed === 'replies' ? 'its threads take no new replies' : 'its posts can no longer be edited';
  return new AppError(403, 'CATEGORY_ARCHIVED', `"${name}" is archived: ${what}.`);
}
