import { type Kysely, sql } from 'kysely';
import type {
  RecoveryCodesResponse,
  TwoFactorDisableBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../shared/contracts/two-factor';
import type { Config } from '../../config';
import { AppError, conflict, forbidden } from '../../errors';
import type { Database, UserRow } from '../../platform/db/schema';
import type { Caller } from '../auth/caller';
import { verifyPassword } from '../auth/passwords';
import { isStaff, requireSignedIn } from '../auth/permissions';
import { RECENT_SIGN_IN_TEXT, requireRecentSignIn } from '../auth/recent-sign-in';
import { type ProofContext, proveOnSession } from '../auth/session-proof';
import { countRecoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes';
import { newTotpSecret, otpauthUri, qrCode } from './totp';
import { acceptSecondFactor, acceptTotpCode } from './verify-code';

// Setting up, using and turning off two-factor sign-in on the member's own account
// (docs/decisions/022-account-security-and-staff-two-factor.md).

const WRONG_CODE = 'That code is not correct. Check the time on your phone and try the newest code.';
const SAVE_CODES =
  'Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone; they are not shown again.';

async function ownRow(db: Kysely<Database>, caller: Caller) {
  const { id } = requireSignedIn(caller);
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Staff must have two-factor sign-in, and keep it, while REQUIRE_STAFF_2FA is on. */
const requiredFor = (config: Config, caller: Caller): boolean => config.REQUIRE_STAFF_2FA && isStaff(caller);

function requireOff(user: UserRow): void {
  if (user.totp_enabled_at) throw conflict('Two-factor sign-in is already on.', 'TWO_FACTOR_ON');
}

function requireOn(user: UserRow): void {
  if (!user.totp_enabled_at) throw conflict('Two-factor sign-in is off.', 'TWO_FACTOR_OFF');
}

const wrongPassword = () => new AppError(400, 'WRONG_PASSWORD', 'Your password is not correct.', 'password');
const wrongCode = () => new AppError(400, 'WRONG_CODE', WRONG_CODE, 'code');

/**
 * Accounts with a password prove it again, each try counted as a sign-in (auth/session-proof.ts);
 * social-only accounts have none to give (see auth/recent-sign-in.ts).
 */
async function checkPassword(
  db: Kysely<Database>,
  user: UserRow,
  password: string | undefined,
  proof: ProofContext,
) {
  const hash = user.password_hash;
  if (!hash) return;
  await proveOnSession(
    db,
    user,
    proof,
    async () => !!password && verifyPassword(hash, password),
    wrongPassword,
  );
}

export async function twoFactorStatus(
  db: Kysely<Database>,
  config: Config,
  caller: Caller,
): Promise<TwoFactorStatus> {
  const user = await ownRow(db, caller);
  return {
    enabled: !!user.totp_enabled_at,
    required: requiredFor(config, caller),
    recoveryCodesLeft: user.totp_enabled_at ? await countRecoveryCodesLeft(db, user.id) : 0,
  };
}

/** A new secret, kept but not in force until `enableTwoFactor` sees a code made from it. */
export async function beginTwoFactorSetup(
  db: Kysely<Database>,
  caller: Caller,
  input: { password: string | undefined; sessionToken: string | null },
  proof: ProofContext,
): Promise<TwoFactorSetup> {
  const user = await ownRow(db, caller);
  requireOff(user);
  if (user.password_hash) await checkPassword(db, user, input.password, proof);
  else await requireRecentSignIn(db, input.sessionToken, RECENT_SIGN_IN_TEXT.twoFactor);
  const secret = newTotpSecret();
  await db
    .updateTable('users')
    .set({ totp_secret: secret, totp_last_step: null })
    .where('id', '=', user.id)
    .execute();
  const uri = otpauthUri(secret, user.username);
  return { secret, otpauthUri: uri, qr: qrCode(uri) };
}

export async function enableTwoFactor(
  db: Kysely<Database>,
  caller: Caller,
  code: string,
  proof: ProofContext,
): Promise<RecoveryCodesResponse> {
  const user = await ownRow(db, caller);
  requireOff(user);
  if (!user.totp_secret) {
    throw conflict('Start the set-up first: no secret has been made for your account.', 'NO_SETUP');
  }
  return proveOnSession(
    db,
    user,
    proof,
    () =>
      db.transaction().execute(async (trx) => {
        if (!(await acceptTotpCode(trx, user, code))) return false;
        await trx
          .updateTable('users')
          .set({ totp_enabled_at: sql`now()` })
          .where('id', '=', user.id)
          .execute();
        const recoveryCodes = await replaceRecoveryCodes(trx, user.id);
        return { recoveryCodes, message: SAVE_CODES };
      }),
    wrongCode,
  );
}

/** Ten new recovery codes (the old ones stop working); needs a current code. */
export async function renewRecoveryCodes(
  db: Kysely<Database>,
  caller: Caller,
  code: string,
  proof: ProofContext,
): Promise<RecoveryCodesResponse> {
  const user = await ownRow(db, caller);
  requireOn(user);
  return proveOnSession(
    db,
    user,
    proof,
    () =>
      db.transaction().execute(async (trx) => {
        if (!(await acceptTotpCode(trx, user, code))) return false;
        return { recoveryCodes: await replaceRecoveryCodes(trx, user.id), message: SAVE_CODES };
      }),
    wrongCode,
  );
}

/**
 * Off again: needs the password and a code (or a recovery code). Staff who must use it keep it; an admin's
 * reset is the way out for someone who lost every factor.
 */
export async function disableTwoFactor(
  db: Kysely<Database>,
  config: Config,
  caller: Caller,
  input: TwoFactorDisableBody,
  proof: ProofContext,
): Promise<{ ok: true; message: string }> {
  if (requiredFor(config, caller))
    throw forbidden('Staff accounts must keep two-factor sign-in on.', 'TWO_FACTOR_REQUIRED');
  const user = await ownRow(db, caller);
  requireOn(user);
  await checkPassword(db, user, input.password, proof);
  return proveOnSession(
    db,
    user,
    proof,
    () =>
      db.transaction().execute(async (trx) => {
        if (!(await acceptSecondFactor(trx, user, input.code))) return false;
        await turnOff(trx, user.id);
        return { ok: true as const, message: 'Two-factor sign-in is off.' };
      }),
    wrongCode,
  );
}

export async function turnOff(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
