import type { Kysely } from 'kysely';
import type { UserActionResponse } from '../../../shared/contracts/admin';
import { TEXT } from '../../../shared/texts';
import { notifyEnforcement } from '../../conversation/notifications/member-events';
import { conflict } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireAdmin, requireStaff } from '../../people/auth/permissions';
import { revokeAllSessions } from '../../people/auth/sessions';
import type { Database } from '../../platform/db/schema';
import { writeAudit } from '../audit/audit-log';
import {
  adminUserView,
  assertMayEnforce,
  enforceOn,
  findManagedUser,
  updateManagedUser,
} from './managed-user';

// The enforcement ladder of docs/product.md#who-it-is-for: a warning, a temporary mute of 24-72 hours, a permanent ban.
// Warn and mute are for moderators and admins, ban for admins; every step is audited with its reason.

const HOUR_MS = 3_600_000;

export async function warnUser(db: Kysely<Database>, caller: Caller, userId: number, reason: string) {
  const actor = requireStaff(caller);
  return db.transaction().execute(async (trx) => {
    const target = await findManagedUser(trx, userId);
    assertMayEnforce(actor, target, 'warn');
    const warning = await trx
      .insertInto('user_warnings')
      .values({ user_id: target.id, issued_by: actor.id, reason })
      .returning(['id', 'reason', 'created_at'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'warn_user', targetType: 'user', targetId: target.id, reason });
    await notifyEnforcement(trx, {
      userId: target.id,
      actorId: actor.id,
      kind: 'warning',
      reason,
      key: String(warning.id),
    });
    return {
      ok: true as const,
      message: TEXT.userWarned,
      user: await adminUserView(trx, target, actor),
      warning: {
        id: warning.id,
        reason: warning.reason,
        created_at: new Date(warning.created_at).toISOString(),
      },
    };
  });
}

/** A mute ends by itself: permissions.ts refuses posting, voting and reporting only while muted_until is ahead. */
export async function muteUser(
  db: Kysely<Database>,
  caller: Caller,
  userId: number,
  input: { hours: number; reason: string },
): Promise<UserActionResponse> {
  const actor = requireStaff(caller);
  return enforceOn(db, actor, userId, 'mute', async (trx) => {
    const until = new Date(Date.now() + input.hours * HOUR_MS);
    await notifyEnforcement(trx, {
      userId,
      actorId: actor.id,
      kind: 'mute',
      reason: input.reason,
      key: until.toISOString(),
    });
    return {
      row: await updateManagedUser(trx, userId, { muted_until: until, mute_reason: input.reason }),
      message: TEXT.userMuted,
      audit: {
        action: 'mute_user',
        reason: input.reason,
        details: `${input.hours} hours, until ${until.toISOString()}`,
      },
    };
  });
}

export async function unmuteUser(
  db: Kysely<Database>,
  caller: Caller,
  userId: number,
): Promise<UserActionResponse> {
  return enforceOn(db, requireStaff(caller), userId, 'unmute', async (trx, target) => {
    if (!target.muted_until || new Date(target.muted_until).getTime() <= Date.now()) {
      throw conflict('That user is not muted.', 'NOT_MUTED');
    }
    return {
      row: await updateManagedUser(trx, userId, { muted_until: null, mute_reason: null }),
      message: TEXT.userUnmuted,
      audit: { action: 'unmute_user' },
    };
  });
}

/** Ban: every session of the user ends at once, and login is refused with the reason (auth-service). */
export async function banUser(
  db: Kysely<Database>,
  caller: Caller,
  userId: number,
  reason: string,
): Promise<UserActionResponse> {
  return enforceOn(db, requireAdmin(caller), userId, 'ban', async (trx, target) => {
    if (!target.is_active) throw conflict('That user is already banned.', 'ALREADY_BANNED');
    const row = await updateManagedUser(trx, userId, {
      is_active: false,
      ban_reason: reason,
      banned_at: new Date(),
    });
    await revokeAllSessions(trx, userId);
    return { row, message: TEXT.userBanned, audit: { action: 'ban_user', reason } };
  });
}

export async function unbanUser(
  db: Kysely<Database>,
  caller: Caller,
  userId: number,
): Promise<UserActionResponse> {
  return enforceOn(db, requireAdmin(caller), userId, 'unban', async (trx, target) => {
    if (target.is_active) throw conflict('That user is not banned.', 'NOT_BANNED');
    return {
      row: await updateManagedUser(trx, userId, { is_active: true, ban_reason: null, banned_at: null }),
      message: TEXT.userUnbanned,
      audit: {
        action: 'unban_user',
        details: target.ban_reason ? `was banned for: ${target.ban_reason}` : undefined,
      },
    };
  });
}
