import { type Kysely, sql, type Transaction } from 'kysely';
import type { AdminUser, UserActionResponse } from '../../../shared/contracts/admin';
import { forbidden, notFound } from '../../errors';
import type { SignedInCaller } from '../../people/auth/caller';
import { isAdmin } from '../../people/auth/permissions';
import { toPublicUser } from '../../people/users/user-mapper';
import type { Database, UserRow, UserUpdate } from '../../platform/db/schema';
import { type AuditAction, writeAudit } from '../audit/audit-log';

// The user a staff action is aimed at, and who may aim which action at whom: moderators act on
// members and guests only; nobody warns, mutes, bans or deletes an admin (an admin changes their role
// first); nobody acts on their own account.

type Db = Kysely<Database> | Transaction<Database>;
const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

/** The target user, locked for the rest of the transaction; deleted accounts are answered as unknown. */
export async function findManagedUser(db: Db, id: number): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row || row.is_deleted) throw notFound('That user does not exist.');
  return row;
}

export type EnforcementVerb = 'warn' | 'mute' | 'unmute' | 'ban' | 'unban' | 'delete';

const PAST: Record<EnforcementVerb, string> = {
  warn: 'warned',
  mute: 'muted',
  unmute: 'unmuted',
  ban: 'banned',
  unban: 'unbanned',
  delete: 'deleted',
};

export function assertMayEnforce(actor: SignedInCaller, target: UserRow, verb: EnforcementVerb): void {
  if (actor.id === target.id) throw forbidden(`You cannot ${verb} your own account.`, 'SELF_ACTION');
  if (target.role === 'admin') {
    throw forbidden(`Admins cannot be ${PAST[verb]}. Change their role first.`, 'TARGET_IS_ADMIN');
  }
  if (!isAdmin(actor) && target.role !== 'member' && target.role !== 'guest') {
    throw forbidden('Moderators can only act on members and guests.', 'TARGET_IS_STAFF');
  }
}

/** A user as staff see them; the e-mail only for an admin viewer. */
export function toAdminUser(row: UserRow, openWarnings: number, viewer: SignedInCaller): AdminUser {
  return {
    ...toPublicUser(row, { includePrivate: isAdmin(viewer) }),
    muted_until: iso(row.muted_until),
    mute_reason: row.mute_reason,
    ban_reason: row.ban_reason,
    banned_at: iso(row.banned_at),
    open_warnings: openWarnings,
  };
}

export async function countOpenWarnings(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_warnings')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function adminUserView(db: Db, row: UserRow, viewer: SignedInCaller): Promise<AdminUser> {
  return toAdminUser(row, await countOpenWarnings(db, row.id), viewer);
}

/** Applies a staff action's changes to the user and returns the updated row. */
export async function updateManagedUser(db: Db, userId: number, changes: UserUpdate): Promise<UserRow> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What one staff action did to its target: the row after it, the audit line and the message shown. */
export interface EnforcementOutcome {
  row: UserRow;
  message: string;
  audit: { action: AuditAction; reason?: string | null; details?: string };
}

/**
 * Runs one staff action on one user in a transaction: the target is locked and checked (who may act on
 * whom), the action applied, audited, and answered with the user as staff see them.
 */
export async function enforceOn(
  db: Kysely<Database>,
  actor: SignedInCaller,
  userId: number,
  verb: EnforcementVerb,
  act: (trx: Transaction<Database>, target: UserRow) => Promise<EnforcementOutcome>,
): Promise<UserActionResponse> {
  return db.transaction().execute(async (trx) => {
    const target = await findManagedUser(trx, userId);
    assertMayEnforce(actor, target, verb);
    const outcome = await act(trx, target);
    await writeAudit(trx, actor, { ...outcome.audit, targetType: 'user', targetId: userId });
    return {
      ok: true as const,
      message: outcome.message,
      user: await adminUserView(trx, outcome.row, actor),
    };
  });
}
