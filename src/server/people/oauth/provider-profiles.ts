import { z } from 'zod';
import { EMAIL_PATTERN, USERNAME_PATTERN } from '../../../shared/account-rules';
import { LIMITS } from '../../../shared/constants';
import type { OAuthProviderId } from '../../../shared/contracts/oauth';

/** Who the provider says signed in: a stable subject, and an e-mail we trust only when verified. */
export interface ProviderProfile {
  provider: OAuthProviderId;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  suggestedUsername: string | null;
}

const subject = z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(255));
const optionalText = z.string().max(500).optional().catch(undefined);

// Google's ID token claims (already checked by openid-client: issuer, audience, expiry, nonce, signature).
const googleClaims = z.object({
  sub: subject,
  email: optionalText,
  // Google sends a boolean; some older tokens carried the string "true".
  email_verified: z
    .union([z.boolean(), z.literal('true').transform(() => true)])
    .optional()
    .catch(false),
  name: optionalText,
});

// GET graph.facebook.com/me?fields=id,name,email. Facebook returns only a confirmed e-mail address
// ("not returned if no valid email address is available"), so a present address counts as verified.
const facebookMe = z.object({ id: subject, name: optionalText, email: optionalText });

// GET api.x.com/2/users/me: no e-mail unless the app has the users.email scope and asks for confirmed_email.
const xMe = z.object({
  data: z.object({ id: subject, username: optionalText, name: optionalText, confirmed_email: optionalText }),
});

export class ProfileError extends Error {}

export function profileFromGoogle(claims: unknown): ProviderProfile {
  const parsed = googleClaims.safeParse(claims);
  if (!parsed.success) throw new ProfileError('Google ID token lacks a subject');
  const { sub, email, email_verified, name } = parsed.data;
  const usable = cleanEmail(email);
  return {
    provider: 'google',
    subject: sub,
    email: usable,
    emailVerified: !!usable && email_verified === true,
    suggestedUsername: suggestUsername(usable?.split('@')[0], name),
  };
}

export function profileFromFacebook(body: unknown): ProviderProfile {
  const parsed = facebookMe.safeParse(body);
  if (!parsed.success) throw new ProfileError('Facebook user info lacks an id');
  const usable = cleanEmail(parsed.data.email);
  return {
    provider: 'facebook',
    subject: parsed.data.id,
    email: usable,
    emailVerified: !!usable,
    suggestedUsername: suggestUsername(parsed.data.name, usable?.split('@')[0]),
  };
}

export function profileFromX(body: unknown): ProviderProfile {
  const parsed = xMe.safeParse(body);
  if (!parsed.success) throw new ProfileError('X user info lacks data.id');
  const { id, username, name, confirmed_email } = parsed.data.data;
  const usable = cleanEmail(confirmed_email);
  return {
    provider: 'twitter',
    subject: id,
    email: usable,
    emailVerified: !!usable,
    suggestedUsername: suggestUsername(username, name),
  };
}

function cleanEmail(email: string | undefined): string | null {
  const trimmed = email?.trim();
  return trimmed && trimmed.length <= LIMITS.emailMax && EMAIL_PATTERN.test(trimmed) ? trimmed : null;
}

/** A username that passes the registration rule, made from the provider's handle or name; only a suggestion. */
export function suggestUsername(...candidates: (string | undefined)[]): string | null {
  for (const candidate of candidates) {
    const cleaned = (candidate ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '_')
      .replace(/[^A-Za-z0-9_.-]/g, '')
      .slice(0, LIMITS.usernameMax);
    if (cleaned.length >= LIMITS.usernameMin && USERNAME_PATTERN.test(cleaned)) return cleaned;
  }
  return null;
}
