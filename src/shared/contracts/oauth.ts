import { z } from 'zod';
import { LIMITS } from '../constants';
import { TEXT } from '../texts';
import { registerBody, sessionResponse } from './auth';

// Social sign-in (docs/product.md#pages, #states and #api; docs/decisions/009-social-sign-in.md).

export const OAUTH_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS, { error: 'Unknown sign-in provider' });

/** What people see: the product description names the third provider "X"; its route stays /api/auth/twitter. */
export const OAUTH_PROVIDER_NAMES: Record<OAuthProviderId, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X',
};

export const providersResponse = z.object({
  providers: z.array(z.object({ id: oauthProviderSchema, name: z.string(), enabled: z.boolean() })),
});
export type ProvidersResponse = z.infer<typeof providersResponse>;

/** GET /api/auth/{provider}?redirect=/path: the page to come back to (a same-site path only). */
export const startQuery = z.object({ redirect: z.string().max(2_000).optional() });

/** The provider's answer to our callback (RFC 6749 section 4.1.2); anything else in the query is ignored. */
export const callbackQuery = z.looseObject({
  code: z.string().max(4_096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});

const secretValue = z
  .string({ error: 'This sign-in link is not valid. Please start again.' })
  .min(20, 'This sign-in link is not valid. Please start again.')
  .max(200, 'This sign-in link is not valid. Please start again.');

export const exchangeBody = z.object({ code: secretValue });
export const exchangeResponse = sessionResponse.extend({ returnTo: z.string() });
export type ExchangeResponse = z.infer<typeof exchangeResponse>;

export const ticketBody = z.object({ ticket: secretValue });

export const pendingResponse = z.object({
  step: z.enum(['choose-username', 'confirm-link']),
  provider: oauthProviderSchema,
  providerName: z.string(),
  /** The provider's e-mail; when verified it becomes the account's and cannot be changed here. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  suggestedUsername: z.string().nullable(),
  /** confirm-link: the existing account the verified e-mail belongs to. */
  accountUsername: z.string().nullable(),
  accountHasPassword: z.boolean(),
  accountProviders: z.array(oauthProviderSchema),
});
export type PendingResponse = z.infer<typeof pendingResponse>;

export const completeSignUpBody = z.object({
  ticket: secretValue,
  username: registerBody.shape.username,
  // Only used when the provider gave no verified e-mail; the same rules as the Register form.
  email: registerBody.shape.email.optional(),
  acceptedGuidelines: z.boolean({ error: TEXT.acceptGuidelines }),
});
export type CompleteSignUpBody = z.input<typeof completeSignUpBody>;

export const confirmLinkBody = z.object({
  ticket: secretValue,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(LIMITS.passwordMax, TEXT.loginIncorrect),
});
export type ConfirmLinkBody = z.infer<typeof confirmLinkBody>;

export const providerParam = z.object({ provider: oauthProviderSchema });

export const identitiesResponse = z.object({
  identities: z.array(
    z.object({
      provider: oauthProviderSchema,
      providerName: z.string(),
      email: z.string().nullable(),
      linked_at: z.string(),
    }),
  ),
  hasPassword: z.boolean(),
});
export type IdentitiesResponse = z.infer<typeof identitiesResponse>;

export const linkStartResponse = z.object({ authorizationUrl: z.string() });

/**
 * What the callback tells the app in the URL fragment of /auth/callback (never sent to any server):
 * `code=` to exchange, `ticket=&step=` for a pending step, `linked=` after linking, or `error=`.
 */
export const OAUTH_ERROR_TEXT: Record<string, string> = {
  OAUTH_DENIED:
    'Sign-in was cancelled at the provider. You can try again, or use your username and password.',
  OAUTH_STATE:
    'This sign-in could not be checked: it took too long, was already used, or was started in another browser. Please try again.',
  OAUTH_FAILED: 'We could not finish signing you in with that provider. Please try again in a moment.',
  ACCOUNT_SUSPENDED: TEXT.accountSuspended,
  IDENTITY_TAKEN: 'That account is already linked to another member of this forum.',
  PROVIDER_ALREADY_LINKED: 'Your forum account already has a sign-in with this provider. Unlink it first.',
};

// Control characters and backslashes (browsers read `\` as `/`) have no place in a return path.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_IN_PATH = /[\u0000-\u001F\u007F\\]/;

/**
 * The page to return to after signing in: a same-site path only (docs/product.md#pages's redirect), never another
 * origin (`//evil`, `/\evil`), never the sign-in pages themselves, never the API. Anything else gives '/'.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (UNSAFE_IN_PATH.test(value)) return '/';
  if (/^\/(login|register|logout|auth|api)(\/|\?|#|$)/i.test(value)) return '/';
  return value;
}
