import type { Kysely } from 'kysely';
import type { Thread } from '../../../shared/contracts/forum';
import { COUNTY_TEXT } from '../../../shared/county-texts';
import { AppError, forbidden, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import {
  isStaff,
  refuseMutedStaff,
  requireCanParticipate,
  requireMayActOn,
  requireSignedIn,
} from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { writeAudit } from '../../staff/audit/audit-log';
import { loadAuthor } from '../records/content-author';
import { findThread, toThread } from '../records/thread-rows';
import { canSee } from '../records/visibility';

const THREAD_NOT_FOUND = 'Thread not found';

/**
 * PUT /api/threads/:id/counties (docs/decisions/042-thread-counties.md): the thread's author, while they may
 * still edit it (taking part, thread open, category not archived), or staff (over the staff hierarchy, as
 * for an edit) set the counties it is about. The slugs were checked by the contract (known, each once, few).
 */
export async function setThreadCounties(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  counties: readonly string[],
): Promise<Thread> {
  const actor = requireSignedIn(caller);
  return db.transaction().execute(async (trx) => {
    const thread = await trx
      .selectFrom('threads')
      .select(['id', 'author_id', 'status', 'is_locked', 'category_id', 'counties'])
      .where('id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!thread || !canSee(actor, thread)) throw notFound(THREAD_NOT_FOUND);
    const own = thread.author_id === actor.id;
    if (isStaff(actor)) {
      refuseMutedStaff(actor);
      if (!own) requireMayActOn(actor, await loadAuthor(trx, thread.author_id));
    } else {
      if (!own) throw forbidden(COUNTY_TEXT.notYours);
      requireCanParticipate(actor);
      if (thread.is_locked) throw new AppError(403, 'THREAD_LOCKED', COUNTY_TEXT.locked);
      const category = await trx
        .selectFrom('categories')
        .select('is_archived')
        .where('id', '=', thread.category_id)
        .executeTakeFirst();
      if (category?.is_archived) throw new AppError(403, 'CATEGORY_ARCHIVED', COUNTY_TEXT.archived);
    }
    await trx
      .updateTable('threads')
      .set({ counties: [...counties] })
      .where('id', '=', id)
      .execute();
    if (!own) {
      await writeAudit(trx, actor, {
        action: 'change_thread_counties',
        targetType: 'thread',
        targetId: id,
        details: `${thread.counties.join(', ') || 'none'} -> ${counties.join(', ') || 'none'}`,
      });
    }
    return toThread((await findThread(trx, id))!);
  });
}
