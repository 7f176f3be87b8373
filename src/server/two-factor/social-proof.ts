import type { Kysely } from 'kysely';
import { hashToken } from '../auth/sessions';
import type { Database } from '../db/schema';
import { AppError } from '../errors';

// A social-only account has no password to prove it is the owner before turning two-factor on, and once
// it is on, the provider's sign-in is refused (docs/decisions/022-account-security-and-staff-two-factor.md):
// on a session alone, a stolen session could lock the owner out. Such an account starts the set-up only from
// a session made by a social sign-in in the last RECENT_SIGN_IN_MS; a social-only account gets sessions in
// no other way, so the session's age is the age of that sign-in
// (docs/decisions/037-secrets-die-together.md).

export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

export const RECENT_SIGN_IN_TEXT =
  'For your safety, sign out, sign in again with your social account, then start the set-up within 10 minutes.';

export async function requireRecentSocialSignIn(
  db: Kysely<Database>,
  sessionToken: string | null,
): Promise<void> {
  const session = sessionToken
    ? await db
        .selectFrom('sessions')
        .select('created_at')
        .where('token_hash', '=', hashToken(sessionToken))
        .executeTakeFirst()
    : undefined;
  const age = session ? Date.now() - new Date(session.created_at).getTime() : Number.POSITIVE_INFINITY;
  if (age > RECENT_SIGN_IN_MS) throw new AppError(403, 'RECENT_SIGN_IN_REQUIRED', RECENT_SIGN_IN_TEXT);
}
