import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../../errors';
import type { Database } from '../../platform/db/schema';
import { writeAudit } from '../../staff/audit/audit-log';
import type { Caller } from '../auth/caller';
import { requireAdmin } from '../auth/permissions';
import { revokeAllSessions } from '../auth/sessions';
import { turnOff } from './two-factor-service';

/**
 * An admin turns off a member's two-factor sign-in (lost phone and recovery codes); the member's sessions
 * end too, and the action is audited. Not on one's own account: that needs one's own password and code.
 */
export async function resetTwoFactor(
  db: Kysely<Database>,
  caller: Caller,
  userId: number,
): Promise<{ ok: true; message: string }> {
  const actor = requireAdmin(caller);
  if (actor.id === userId) {
    throw badRequest('Turn off your own two-factor sign-in on your Account security page.', 'id', 'SELF');
  }
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'totp_enabled_at'])
      .where('id', '=', userId)
      .where('is_deleted', '=', false)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw notFound('User not found');
    await turnOff(trx, userId);
    await revokeAllSessions(trx, userId);
    await writeAudit(trx, actor, { action: 'reset_two_factor', targetType: 'user', targetId: userId });
    return { ok: true as const, message: 'Two-factor sign-in is off for that account.' };
  });
}
