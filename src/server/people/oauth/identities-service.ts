import type { Kysely } from 'kysely';
import type { IdentitiesResponse, OAuthProviderId } from '../../../shared/contracts/oauth';
import { OAUTH_PROVIDER_NAMES, oauthProviderSchema } from '../../../shared/contracts/oauth';
import { conflict, notFound } from '../../errors';
import type { Database } from '../../platform/db/schema';
import type { SignedInCaller } from '../auth/caller';

// The profile page's "Sign-in methods": a member sees their linked providers and may unlink one,
// unless it is their last way to sign in (no password and no other provider).

export async function listIdentities(
  db: Kysely<Database>,
  caller: SignedInCaller,
): Promise<IdentitiesResponse> {
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('oauth_identities')
    .select(['provider', 'email', 'created_at'])
    .where('user_id', '=', caller.id)
    .orderBy('created_at')
    .execute();
  return {
    identities: rows.flatMap((row) => {
      const provider = oauthProviderSchema.safeParse(row.provider);
      if (!provider.success) return [];
      return [
        {
          provider: provider.data,
          providerName: OAUTH_PROVIDER_NAMES[provider.data],
          email: row.email,
          linked_at: new Date(row.created_at).toISOString(),
        },
      ];
    }),
    hasPassword: !!user.password_hash,
  };
}

export async function hasIdentity(
  db: Kysely<Database>,
  userId: number,
  provider: OAuthProviderId,
): Promise<boolean> {
  const row = await db
    .selectFrom('oauth_identities')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return !!row;
}

export async function unlinkIdentity(
  db: Kysely<Database>,
  caller: SignedInCaller,
  provider: OAuthProviderId,
): Promise<IdentitiesResponse> {
  await db.transaction().execute(async (trx) => {
    // The row lock makes two unlinks at once take turns, so they cannot both pass the "not the last" check.
    const user = await trx
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', caller.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const identities = await trx
      .selectFrom('oauth_identities')
      .select('provider')
      .where('user_id', '=', caller.id)
      .execute();
    if (!identities.some((row) => row.provider === provider)) {
      throw notFound(`No ${OAUTH_PROVIDER_NAMES[provider]} sign-in is linked to your account.`);
    }
    if (!user.password_hash && identities.length <= 1) {
      throw conflict(
        `${OAUTH_PROVIDER_NAMES[provider]} is your only way to sign in, so it cannot be unlinked. Link another provider first.`,
        'LAST_SIGN_IN_METHOD',
      );
    }
    await trx
      .deleteFrom('oauth_identities')
      .where('user_id', '=', caller.id)
      .where('provider', '=', provider)
      .execute();
  });
  return listIdentities(db, caller);
}
