import { z } from 'zod';
import { LIMITS } from '../constants';
import { registerBody } from './auth';

// Account links sent by e-mail (password reset, address confirmation) and the profile's security section.

export const tokenField = z
  .string({ error: 'The link is incomplete. Please use the whole link from the e-mail.' })
  .trim()
  .min(1, 'The link is incomplete. Please use the whole link from the e-mail.')
  .max(200, 'This link is not valid.');

export const forgotPasswordBody = z.object({
  login: z
    .string({ error: 'Please enter your username or e-mail address.' })
    .trim()
    .min(1, 'Please enter your username or e-mail address.')
    .max(LIMITS.emailMax, 'Please enter your username or e-mail address.'),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: tokenField,
  password: registerBody.shape.password,
  confirmPassword: z.string().max(LIMITS.passwordMax).optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const tokenBody = z.object({ token: tokenField });
export type TokenBody = z.infer<typeof tokenBody>;
export const tokenQuery = tokenBody;

export const FORGOT_PASSWORD_ANSWER =
  'If an account matches what you entered, we have sent it an e-mail with a link to choose a new password. The link works for 60 minutes.';
export const CONFIRMATION_SENT = 'We have sent a confirmation link to your e-mail address.';
export const EMAIL_CONFIRMED = 'Thank you: your e-mail address is confirmed.';
export const EMAIL_CHANGED = 'Your new e-mail address is confirmed and now in use.';
export const EMAIL_CHANGE_CANCELLED =
  'The e-mail change is cancelled: your account keeps this address. If you did not ask for the change, sign in and change your password now; that also signs out every other device.';
export const EMAIL_ALREADY_CONFIRMED =
  'Your e-mail address is already confirmed: there is nothing more to do.';
export const PASSWORD_CHANGED =
  'Your password was changed. Other devices signed in to your account were signed out.';
export const CHECK_YOUR_EMAIL = (email: string) =>
  `Welcome! We have sent a link to ${email}: please open it to confirm your address. Check your spam folder if it has not arrived in a few minutes.`;
export const CONFIRM_TO_POST =
  'Please confirm your e-mail address to post, reply, vote or report. Check your inbox for our link.';

// The profile's security section: change password, change e-mail, signed-in devices.
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(LIMITS.passwordMax, 'Your current password is not correct.'),
  password: registerBody.shape.password,
  confirmPassword: z.string().max(LIMITS.passwordMax).optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changeEmailBody = z.object({
  email: registerBody.shape.email,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(LIMITS.passwordMax, 'Your password is not correct.'),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

export const deviceSession = z.object({
  id: z.number().int(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSession>;
export const sessionsResponse = z.object({ sessions: z.array(deviceSession) });
/** DELETE /api/auth/sessions: every device, or with keep_current=true every other device. */
export const signOutEverywhereQuery = z.object({
  keep_current: z.enum(['true', 'false'], { error: 'keep_current must be true or false' }).optional(),
});

export const EMAIL_CHANGE_SENT =
  'We have sent a confirmation link to the new address. Your address changes when you follow it; we told your current address too.';
