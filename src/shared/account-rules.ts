import { LIMITS } from './constants';
import { TEXT } from './texts';

// The rules of a username, an e-mail address and a new password (docs/product.md#validation), in one place
// without zod: the server's contracts (contracts/auth.ts) build their schemas from them, and the browser's
// forms check the same rules before sending, without carrying a schema library for it.

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const USERNAME_RULE = 'Username must be 3-30 characters: letters, digits, underscore, dash or dot';
export const PASSWORD_TOO_LONG = `Password must be at most ${LIMITS.passwordMax} characters long`;

/** What is wrong with a (trimmed) username, or null. */
export function usernameProblem(name: string): string | null {
  const fits = name.length >= LIMITS.usernameMin && name.length <= LIMITS.usernameMax;
  return fits && USERNAME_PATTERN.test(name) ? null : USERNAME_RULE;
}

/** What is wrong with a (trimmed) e-mail address, or null. */
export function emailProblem(email: string): string | null {
  return email.length <= LIMITS.emailMax && EMAIL_PATTERN.test(email) ? null : TEXT.invalidEmail;
}

/** What is wrong with a new password, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < LIMITS.passwordMin) return TEXT.passwordTooShort;
  if (password.length > LIMITS.passwordMax) return PASSWORD_TOO_LONG;
  return null;
}

/** What is wrong with a new password and its confirmation, or null. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  return passwordProblem(password) ?? (password === confirm ? null : TEXT.passwordsDoNotMatch);
}
