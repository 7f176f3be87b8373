import type { Category } from '../../../shared/contracts/forum';
import type { CategoryRow } from '../../platform/db/schema';
import { isoOrNull, zeroOne } from '../records/thread-rows';

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    color: row.color,
    order_index: row.order_index,
    is_locked: zeroOne(row.is_locked),
    is_archived: zeroOne(row.is_archived),
    post_count: row.post_count,
    thread_count: row.thread_count,
    page_id: row.page_id,
    group_key: row.group_key,
    last_post_at: isoOrNull(row.last_post_at),
  };
}
