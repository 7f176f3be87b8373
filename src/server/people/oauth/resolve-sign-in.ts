import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { randomSecret, sha256 } from './browser-binding';
import { issueLoginCode } from './login-codes';
import type { FinishedFlow } from './oauth-flow';

// Account matching, once the provider has told us who signed in:
// - a returning identity signs into the account it is linked to (unless that account is banned);
// - a new identity whose provider-verified e-mail matches an account waits for that account's password;
// - any other new identity waits for a username (a new member account).
// A signed-in member linking from the profile page gets the identity added to their own account.

const PENDING_MINUTES = 20;

export type SignInOutcome =
  | { kind: 'signed-in'; code: string }
  | { kind: 'pending'; ticket: string; step: 'choose-username' | 'confirm-link' }
  | { kind: 'linked' };

export class AccountRefusal extends Error {
  constructor(readonly code: 'ACCOUNT_SUSPENDED' | 'IDENTITY_TAKEN' | 'PROVIDER_ALREADY_LINKED') {
    super(code);
  }
}

export async function resolveSignIn(
  db: Kysely<Database>,
  finished: FinishedFlow,
  browserHash: string,
): Promise<SignInOutcome> {
  const { profile } = finished;
  const linked = await db
    .selectFrom('oauth_identities')
    .innerJoin('users', 'users.id', 'oauth_identities.user_id')
    .select(['users.id', 'users.is_active', 'users.is_deleted', 'oauth_identities.id as identity_id'])
    .where('oauth_identities.provider', '=', profile.provider)
    .where('oauth_identities.subject', '=', profile.subject)
    .executeTakeFirst();

  if (finished.linkUserId !== null) return linkToSignedInMember(db, finished, linked?.id ?? null);

  if (linked) {
    if (!linked.is_active || linked.is_deleted) throw new AccountRefusal('ACCOUNT_SUSPENDED');
    // Keep the address the provider knows, for the profile's list of linked accounts.
    if (profile.email) {
      await db
        .updateTable('oauth_identities')
        .set({ email: profile.email })
        .where('id', '=', linked.identity_id)
        .execute();
    }
    const code = await issueLoginCode(db, { userId: linked.id, browserHash, returnTo: finished.returnTo });
    return { kind: 'signed-in', code };
  }

  // Never linked silently: a matching verified e-mail only leads to the password step.
  const match =
    profile.emailVerified && profile.email
      ? await db
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', profile.email.toLowerCase())
          .where('is_deleted', '=', false)
          .executeTakeFirst()
      : undefined;
  const ticket = randomSecret();
  await db
    .insertInto('oauth_pending')
    .values({
      ticket_hash: sha256(ticket),
      browser_hash: browserHash,
      provider: profile.provider,
      subject: profile.subject,
      email: profile.email,
      email_verified: profile.emailVerified,
      suggested_username: profile.suggestedUsername,
      link_user_id: match?.id ?? null,
      return_to: finished.returnTo,
      expires_at: new Date(Date.now() + PENDING_MINUTES * 60_000),
    })
    .execute();
  return { kind: 'pending', ticket, step: match ? 'confirm-link' : 'choose-username' };
}

async function linkToSignedInMember(
  db: Kysely<Database>,
  finished: FinishedFlow,
  linkedTo: number | null,
): Promise<SignInOutcome> {
  const userId = finished.linkUserId!;
  const { profile } = finished;
  if (linkedTo === userId) return { kind: 'linked' };
  if (linkedTo !== null) throw new AccountRefusal('IDENTITY_TAKEN');
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user?.is_active || user.is_deleted) throw new AccountRefusal('ACCOUNT_SUSPENDED');
    const inserted = await trx
      .insertInto('oauth_identities')
      .values({ user_id: userId, provider: profile.provider, subject: profile.subject, email: profile.email })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const other = await trx
        .selectFrom('oauth_identities')
        .select('user_id')
        .where('provider', '=', profile.provider)
        .where('subject', '=', profile.subject)
        .executeTakeFirst();
      throw new AccountRefusal(
        other && other.user_id !== userId ? 'IDENTITY_TAKEN' : 'PROVIDER_ALREADY_LINKED',
      );
    }
    return { kind: 'linked' as const };
  });
}
