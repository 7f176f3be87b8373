import { type Kysely, sql } from 'kysely';
import {
  type ChangeEmailBody,
  type ChangePasswordBody,
  type DeviceSession,
  EMAIL_CHANGE_SENT,
} from '../../../shared/contracts/accounts';
import { TEXT } from '../../../shared/texts';
import type { Config } from '../../config';
import { isPlainAddress } from '../../conversation/mail/compose-mail';
import { AppError, badRequest, notFound } from '../../errors';
import type { Database } from '../../platform/db/schema';
import type { Caller } from '../auth/caller';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requireSignedIn } from '../auth/permissions';
import { type ProofContext, proveOnSession } from '../auth/session-proof';
import { announceSessionsEnded, endSessions, hashToken } from '../auth/sessions';
import { queueChangeEmailMails } from './account-mails';
import { issueAccountToken } from './account-tokens';
import { countMailRequest } from './mail-limits';
import { voidSecretLinks } from './secret-links';

// The profile's security section (docs/product.md#accounts): password and e-mail changes need the current
// password (each try counted as a sign-in, session-proof.ts); devices are the member's sessions. A new
// password or signing devices out kills the member's mailed links (secret-links.ts).

async function ownRowWithPassword(
  db: Kysely<Database>,
  caller: Caller,
  password: string,
  proof: ProofContext,
  wrong: () => AppError,
) {
  const { id } = requireSignedIn(caller);
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const hash = user.password_hash;
  if (!hash) {
    throw badRequest(
      'This account signs in with a social provider and has no password here.',
      'password',
      'NO_PASSWORD',
    );
  }
  await proveOnSession(db, user, proof, () => verifyPassword(hash, password), wrong);
  return user;
}

/** New password; every other device is signed out, this one stays. */
export async function changePassword(
  db: Kysely<Database>,
  caller: Caller,
  input: ChangePasswordBody,
  currentToken: string | null,
  proof: ProofContext,
): Promise<{ ok: true; message: string }> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw badRequest(TEXT.passwordsDoNotMatch, 'confirmPassword');
  }
  const user = await ownRowWithPassword(
    db,
    caller,
    input.currentPassword,
    proof,
    () => new AppError(400, 'WRONG_PASSWORD', 'Your current password is not correct.', 'currentPassword'),
  );
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await voidSecretLinks(trx, user.id, 'password-changed');
    await endSessions(trx, user.id, currentToken);
  });
  return { ok: true, message: 'Password changed. Every other device has been signed out.' };
}

/** Mails a link to the new address and a notice to the current one; nothing changes until it is followed. */
export async function requestEmailChange(
  db: Kysely<Database>,
  config: Config,
  caller: Caller,
  input: ChangeEmailBody,
  proof: ProofContext,
): Promise<{ ok: true; message: string }> {
  const user = await ownRowWithPassword(
    db,
    caller,
    input.password,
    proof,
    () => new AppError(400, 'WRONG_PASSWORD', 'Your password is not correct.', 'password'),
  );
  if (!isPlainAddress(input.email)) throw badRequest(TEXT.invalidEmail, 'email');
  if (input.email.toLowerCase() === user.email.toLowerCase()) {
    throw badRequest('That is already your e-mail address.', 'email', 'SAME_EMAIL');
  }
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', input.email.toLowerCase())
    .executeTakeFirst();
  if (taken)
    throw new AppError(400, 'EMAIL_TAKEN', 'Another account already uses that e-mail address.', 'email');
  await countMailRequest(db, config, { kind: 'change-email', addressKey: input.email, ip: proof.ip });
  await db.transaction().execute(async (trx) => {
    const token = await issueAccountToken(trx, user.id, 'change-email', input.email);
    // The notice to the current address carries a one-click way out (email-change-cancel.ts).
    const cancelToken = await issueAccountToken(trx, user.id, 'cancel-email-change', user.email);
    await queueChangeEmailMails(trx, config, user, input.email, { token, cancelToken });
  });
  return { ok: true, message: EMAIL_CHANGE_SENT };
}

export async function listDevices(
  db: Kysely<Database>,
  caller: Caller,
  currentToken: string | null,
): Promise<{ sessions: DeviceSession[] }> {
  const { id } = requireSignedIn(caller);
  const currentHash = currentToken ? hashToken(currentToken) : '';
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'last_used_at', 'token_hash'])
    .where('user_id', '=', id)
    .where('expires_at', '>', new Date())
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      user_agent: row.user_agent,
      created_at: new Date(row.created_at).toISOString(),
      last_used_at: new Date(row.last_used_at).toISOString(),
      current: row.token_hash === currentHash,
    })),
  };
}

/** Signs out one of the member's own devices; another member's session id is simply not found. */
export async function signOutDevice(
  db: Kysely<Database>,
  caller: Caller,
  sessionId: number,
): Promise<{ ok: true }> {
  const { id } = requireSignedIn(caller);
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('sessions')
      .where('id', '=', sessionId)
      .where('user_id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw notFound('That device is not signed in.');
    // Its live stream ends too, in whichever process holds it.
    await announceSessionsEnded(trx, id);
    return { ok: true as const };
  });
}

/** "Sign out everywhere", this device included unless its token is given as `keepToken`. */
export async function signOutEverywhere(
  db: Kysely<Database>,
  caller: Caller,
  keepToken: string | null = null,
): Promise<{ ok: true }> {
  const { id } = requireSignedIn(caller);
  await db.transaction().execute((trx) => endSessions(trx, id, keepToken));
  return { ok: true };
}
