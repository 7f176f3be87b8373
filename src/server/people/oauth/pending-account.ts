import type { Kysely } from 'kysely';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderId } from '../../../shared/contracts/oauth';
import { TEXT } from '../../../shared/texts';
import { AppError, conflict } from '../../errors';
import type { Database, UserRow } from '../../platform/db/schema';
import type { SessionResult } from '../auth/start-session';

// The account end of a pending sign-in step, shared by the username step (pending-steps.ts) and the
// mailed link that finishes a sign-up with a typed address (mailed-sign-up.ts).

/** What creating the account needs of a pending step. */
export interface PendingStep {
  id: number;
  provider: string;
  subject: string;
  email: string | null;
}
export type FinishedStep = SessionResult & { returnTo: string };

export const stepExpired = () =>
  new AppError(
    400,
    'PENDING_INVALID',
    'This sign-in step has expired or was already finished. Please start again.',
  );

/** Takes the pending step once and makes its account with the provider identity linked. */
export async function createAccountForPending(
  db: Kysely<Database>,
  pending: PendingStep,
  account: { username: string; email: string; confirmed: boolean },
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    await takePendingStep(trx, pending.id);
    const created = await trx
      .insertInto('users')
      .values({
        username: account.username,
        email: account.email,
        password_hash: null,
        role: 'member',
        email_confirmed_at: account.confirmed ? new Date() : null,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    // Same answer as the Register form for a taken username or e-mail (docs/decisions/001).
    if (!created) throw new AppError(400, 'DUPLICATE_ACCOUNT', TEXT.duplicateAccount);
    await insertIdentity(trx, created.id, pending);
    return created;
  });
}

/** Claims the pending step once: a second request with the same ticket finds it gone. */
export async function takePendingStep(trx: Kysely<Database>, pendingId: number): Promise<void> {
  const taken = await trx
    .deleteFrom('oauth_pending')
    .where('id', '=', pendingId)
    .returning('id')
    .executeTakeFirst();
  if (!taken) throw stepExpired();
}

export async function insertIdentity(
  trx: Kysely<Database>,
  userId: number,
  pending: PendingStep,
): Promise<void> {
  const inserted = await trx
    .insertInto('oauth_identities')
    .values({ user_id: userId, provider: pending.provider, subject: pending.subject, email: pending.email })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    throw conflict(
      `This ${OAUTH_PROVIDER_NAMES[pending.provider as OAuthProviderId]} account is already linked, or yours already has one. Please start again.`,
      'IDENTITY_TAKEN',
    );
  }
}
