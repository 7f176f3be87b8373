import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import type { Database } from '../../platform/db/schema';
import { hashToken } from './sessions';

// Some steps need more than a session, because a stolen one could use them to keep the owner out
// (docs/decisions/037-secrets-die-together.md):
// - a social-only account turning two-factor on (after which the provider's sign-in is refused, decision
//   022) has no password to give;
// - linking another provider makes a new way in that outlives the session.
// Both need a session made by a sign-in in the last RECENT_SIGN_IN_MS. Sessions are made only by signing
// in, so the session's age is that sign-in's; an older, stolen session cannot take either step.

export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

export const RECENT_SIGN_IN_TEXT = {
  twoFactor:
    'For your safety, sign out, sign in again with your social account, then start the set-up within 10 minutes.',
  link: 'For your safety, sign out and sign in again, then link the account within 10 minutes.',
};

export async function requireRecentSignIn(
  db: Kysely<Database>,
  sessionToken: string | null,
  text: string,
): Promise<void> {
  const session = sessionToken
    ? await db
        .selectFrom('sessions')
        .select('created_at')
        .where('token_hash', '=', hashToken(sessionToken))
        .executeTakeFirst()
    : undefined;
  const age = session ? Date.now() - new Date(session.created_at).getTime() : Number.POSITIVE_INFINITY;
  if (age > RECENT_SIGN_IN_MS) throw new AppError(403, 'RECENT_SIGN_IN_REQUIRED', text);
}
