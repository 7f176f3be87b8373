import { type Kysely, sql, type Updateable } from 'kysely';
import { DEFAULT_CATEGORY_COLOR } from '../../../shared/constants';
import type { CreateCategoryInput, UpdateCategoryInput } from '../../../shared/contracts/categories';
import type { Category } from '../../../shared/contracts/forum';
import { conflict, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { isAdmin, requireAdmin } from '../../people/auth/permissions';
import type { CategoriesTable, Database } from '../../platform/db/schema';
import { writeAudit } from '../../staff/audit/audit-log';
import type { Db } from '../records/visibility';
import { toCategory } from './category-mapper';

// Categories (docs/product.md#data, #states and #api). Reading is public; archived ones are listed for admins only, when
// they ask. Writes are admin-only and audited.

export async function listCategories(db: Db, caller: Caller, includeArchived: boolean): Promise<Category[]> {
  let query = db.selectFrom('categories').selectAll().orderBy('order_index').orderBy('id');
  if (!(includeArchived && isAdmin(caller))) query = query.where('is_archived', '=', false);
  return (await query.execute()).map(toCategory);
}

export async function createCategory(
  db: Kysely<Database>,
  caller: Caller,
  input: CreateCategoryInput,
): Promise<Category> {
  const admin = requireAdmin(caller);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('categories')
      .values({
        name: input.name,
        slug: input.slug,
        description: input.description ?? '',
        icon: input.icon || 'folder',
        color: input.color ?? DEFAULT_CATEGORY_COLOR,
        order_index: input.order_index ?? 0,
        is_locked: input.is_locked ?? false,
        is_archived: input.is_archived ?? false,
        group_key: input.group_key ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, admin, {
      action: 'create_category',
      targetType: 'category',
      targetId: row.id,
      details: `${row.name} (${row.slug})`,
    });
    return toCategory(row);
  });
}

export async function updateCategory(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  input: UpdateCategoryInput,
): Promise<Category> {
  const admin = requireAdmin(caller);
  const changes: Updateable<CategoriesTable> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.description !== undefined) changes.description = input.description;
  if (input.icon !== undefined) changes.icon = input.icon || 'folder';
  if (input.color !== undefined) changes.color = input.color ?? DEFAULT_CATEGORY_COLOR;
  if (input.order_index !== undefined) changes.order_index = input.order_index;
  if (input.is_locked !== undefined) changes.is_locked = input.is_locked;
  if (input.is_archived !== undefined) changes.is_archived = input.is_archived;
  if (input.group_key !== undefined) changes.group_key = input.group_key;
  return db.transaction().execute(async (trx) => {
    const row =
      Object.keys(changes).length === 0
        ? await trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst()
        : await trx
            .updateTable('categories')
            .set(changes)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst();
    if (!row) throw notFound('Category not found');
    await writeAudit(trx, admin, {
      action: 'update_category',
      targetType: 'category',
      targetId: id,
      details: `${Object.keys(changes).join(', ') || 'no changes'}`,
    });
    return toCategory(row);
  });
}

export async function deleteCategory(db: Kysely<Database>, caller: Caller, id: number): Promise<void> {
  const admin = requireAdmin(caller);
  await db.transaction().execute(async (trx) => {
    // The lock makes a thread being created in this category meanwhile either count below or wait and fail.
    const row = await trx
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Category not found');
    const { n } = await trx
      .selectFrom('threads')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow();
    if (n > 0) {
      throw conflict(
        `"${row.name}" still has ${n} thread${n === 1 ? '' : 's'}, so it cannot be deleted. Archive it instead, or delete its threads first.`,
        'CATEGORY_NOT_EMPTY',
      );
    }
    await trx.deleteFrom('categories').where('id', '=', id).execute();
    await writeAudit(trx, admin, {
      action: 'delete_category',
      targetType: 'category',
      targetId: id,
      details: `${row.name} (${row.slug})`,
    });
  });
}
