import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Caller } from '../auth/caller';
import { isStaff } from '../auth/permissions';
import type { Database } from '../db/schema';

// Who sees what (docs/product.md#moderation, issue 3): 'visible' content is public; 'held' content (auto-moderation
// waiting for review) is seen by its author and staff; 'removed' content by staff only, and only when they
// open it directly, never in lists or search.

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
