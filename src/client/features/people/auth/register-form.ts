import { emailProblem, passwordProblem, usernameProblem } from '../../../../shared/account-rules';
import { TEXT } from '../../../../shared/texts';

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
 * them all in one go instead of meeting them one at a time. Empty when the form may be sent. The rules are
 * the server's own (shared/account-rules.ts); only the messages for empty fields are the form's.
 */
export function registrationProblems(form: RegisterForm): RegisterProblems {
  const name = form.username.trim();
  const email = form.email.trim();
  const problems: Record<keyof RegisterForm, string | null> = {
    username: name ? usernameProblem(name) : 'Please choose a username.',
    email: email ? emailProblem(email) : 'Please enter your email address.',
    password: form.password ? passwordProblem(form.password) : 'Please choose a password.',
    confirmPassword: !form.confirmPassword
      ? 'Please type the password again.'
      : form.password === form.confirmPassword
        ? null
        : TEXT.passwordsDoNotMatch,
    accepted: form.accepted ? null : TEXT.acceptGuidelines,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, text]) => text)) as RegisterProblems;
}

/** The summary above the form: how many things need fixing. */
export function problemSummary(problems: RegisterProblems): string {
  const count = Object.keys(problems).length;
  return count === 1
    ? 'Please fix the one thing marked below.'
    : `Please fix the ${count} things marked below.`;
}
