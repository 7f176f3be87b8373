import { z } from 'zod';
import { LIMITS } from '../constants';
import { sessionResponse } from './auth';

// Two-factor sign-in (docs/product.md#accounts): TOTP codes from an authenticator app, ten recovery codes,
// and the step between the password and the session.

export const CODE_REQUIRED = 'Please enter the 6-digit code from your app, or a recovery code.';
export const codeField = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, CODE_REQUIRED)
  .max(40, 'That code is not correct.');

export const twoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  ticket: z.string(),
  message: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;
/** The answer of a password sign-in (or a password reset): a session, or the code step. */
export const signInResponse = z.union([sessionResponse, twoFactorChallenge]);
export type SignInResponse = z.infer<typeof signInResponse>;

export const twoFactorLoginBody = z.object({
  ticket: z
    .string({ error: 'Your sign-in has expired. Please sign in again.' })
    .min(1, 'Your sign-in has expired. Please sign in again.')
    .max(200, 'Your sign-in has expired. Please sign in again.'),
  code: codeField,
});
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBody>;

const passwordField = z
  .string({ error: 'Please enter your password.' })
  .max(LIMITS.passwordMax, 'Your password is not correct.');

export const twoFactorSetupBody = z.object({ password: passwordField.optional() });
export const twoFactorEnableBody = z.object({ code: codeField });
export const twoFactorDisableBody = z.object({ password: passwordField.optional(), code: codeField });
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Staff must have it before staff pages open (REQUIRE_STAFF_2FA). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorSetup = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of otpauthUri: `size` modules a side, dark modules as one SVG path. */
  qr: z.object({ size: z.number().int(), path: z.string() }),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()), message: z.string() });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const TWO_FACTOR_REQUIRED_TEXT =
  'Staff accounts must use two-factor sign-in. Set it up on your Account security page first.';
