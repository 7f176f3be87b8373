import { LIMITS } from '../../../shared/constants';
import { EMAIL_PATTERN, USERNAME_PATTERN, USERNAME_RULE } from '../../../shared/contracts/auth';
import { TEXT } from '../../../shared/texts';

export interface RegisterForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  accepted: boolean;
}

export type RegisterProblems = Partial<Record<keyof RegisterForm, string>>;

/**
 * Every problem of the registration form at once, by field (docs/product.md#validation), so a member fixes
 * them all in one go instead of meeting them one at a time. Empty when the form may be sent.
 */
export function registrationProblems(form: RegisterForm): RegisterProblems {
  const problems: RegisterProblems = {};
  const name = form.username.trim();
  if (!name) problems.username = 'Please choose a username.';
  else if (
    name.length < LIMITS.usernameMin ||
    name.length > LIMITS.usernameMax ||
    !USERNAME_PATTERN.test(name)
  )
    problems.username = USERNAME_RULE;
  const email = form.email.trim();
  if (!email) problems.email = 'Please enter your email address.';
  else if (!EMAIL_PATTERN.test(email)) problems.email = TEXT.invalidEmail;
  if (!form.password) problems.password = 'Please choose a password.';
  else if (form.password.length < LIMITS.passwordMin) problems.password = TEXT.passwordTooShort;
  if (!form.confirmPassword) problems.confirmPassword = 'Please type the password again.';
  else if (form.password !== form.confirmPassword) problems.confirmPassword = TEXT.passwordsDoNotMatch;
  if (!form.accepted) problems.accepted = TEXT.acceptGuidelines;
  return problems;
}

/** The summary above the form: how many things need fixing. */
export function problemSummary(problems: RegisterProblems): string {
  const count = Object.keys(problems).length;
  return count === 1
    ? 'Please fix the one thing marked below.'
    : `Please fix the ${count} things marked below.`;
}
