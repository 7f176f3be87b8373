import type { Kysely } from 'kysely';
import type { NoticesResponse } from '../../../shared/contracts/admin';
import { notFound } from '../../errors';
import type { Database } from '../../platform/db/schema';
import type { Caller } from '../auth/caller';
import { requireSignedIn } from '../auth/permissions';

// What a member is told on their next visit: warnings they have not acknowledged, with the
// reason, and a mute that is still running, with its end and reason.

export async function getNotices(db: Kysely<Database>, caller: Caller): Promise<NoticesResponse> {
  const user = requireSignedIn(caller);
  const warnings = await db
    .selectFrom('user_warnings')
    .select(['id', 'reason', 'created_at'])
    .where('user_id', '=', user.id)
    .where('acknowledged_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const mutedUntil = user.mutedUntil && user.mutedUntil.getTime() > Date.now() ? user.mutedUntil : null;
  return {
    warnings: warnings.map((w) => ({
      id: w.id,
      reason: w.reason,
      created_at: new Date(w.created_at).toISOString(),
    })),
    mute: mutedUntil ? { until: mutedUntil.toISOString(), reason: user.muteReason } : null,
  };
}

/** Acknowledging is idempotent; another user's warning is answered like one that does not exist. */
export async function acknowledgeWarning(
  db: Kysely<Database>,
  caller: Caller,
  warningId: number,
): Promise<void> {
  const user = requireSignedIn(caller);
  const warning = await db
    .selectFrom('user_warnings')
    .select(['id', 'acknowledged_at'])
    .where('id', '=', warningId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!warning) throw notFound('That warning does not exist.');
  if (warning.acknowledged_at) return;
  await db
    .updateTable('user_warnings')
    .set({ acknowledged_at: new Date() })
    .where('id', '=', warningId)
    .execute();
}
