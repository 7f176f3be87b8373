import type { Kysely } from 'kysely';
import { conflict, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireAdmin } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { writeAudit } from '../audit/audit-log';
import { loadTarget, lockTarget, publishTarget, type TargetType } from './content-target';

// Removed content is recoverable by an admin (docs/product.md#moderation): it becomes visible again, the removal
// record is cleared, counters are recounted, and the restore is audited.
export async function restoreContent(
  db: Kysely<Database>,
  caller: Caller,
  input: { type: TargetType; id: number },
): Promise<{ ok: true; message: string; target_status: 'visible' | 'held' | 'removed' }> {
  const actor = requireAdmin(caller);
  return db.transaction().execute(async (trx) => {
    await lockTarget(trx, input.type, input.id);
    const target = await loadTarget(trx, input.type, input.id);
    if (!target) throw notFound(`That ${input.type} does not exist.`);
    if (target.status !== 'removed') {
      throw conflict(
        target.status === 'held'
          ? `That ${input.type} is waiting for review: approve it from the moderation queue.`
          : `That ${input.type} is not removed.`,
        'NOT_REMOVED',
      );
    }
    const status = await publishTarget(trx, target, ['removed']);
    await writeAudit(trx, actor, { action: 'restore_content', targetType: input.type, targetId: input.id });
    return { ok: true as const, message: `The ${input.type} is visible again.`, target_status: status };
  });
}
