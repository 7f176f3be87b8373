import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '../../../../shared/constants';
import { checkYourEmail, TEXT } from '../../../../shared/texts';
import { ApiError } from '../../../api/api-client';
import { safeRedirect, withRedirect } from '../../../session/redirect';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { flash } from '../../../ui/flash-notice';
import { NarrowCard } from '../../../ui/narrow-card';
import { usePageTitle } from '../../../ui/page-title';
import { PasswordField } from '../../../ui/password-field';
import { TextField, UsernameField } from '../../../ui/text-field';
import { registerRequest } from './auth-api';
import {
  problemSummary,
  type RegisterForm,
  type RegisterProblems,
  registrationProblems,
} from './register-form';
import { SocialSignIn } from './social-sign-in';

// docs/product.md#messages, Register.
function registerErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return TEXT.registerGeneric;
  if (error.kind === 'network') return TEXT.networkError;
  if (error.kind === 'not-json') return TEXT.registerNotJson;
  if (error.status === 400) return error.message || TEXT.duplicateAccount;
  return error.message || TEXT.registerGeneric;
}

/** The path part of an in-app address (the notice is shown on that page, whatever its query). */
const pathOf = (to: string) => to.split(/[?#]/)[0] || '/';

/** The password rule, visible before typing, with how far the member has got. */
function passwordRule(password: string): string {
  const rule = `At least ${LIMITS.passwordMin} characters. A short sentence you will remember works well.`;
  if (!password) return rule;
  const met = password.length >= LIMITS.passwordMin;
  return `${rule} ${met ? '✓ Long enough.' : `${password.length} typed so far.`}`;
}

export default function RegisterPage() {
  usePageTitle('Register');
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [form, setForm] = useState<RegisterForm>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    accepted: false,
  });
  const [error, setError] = useState('');
  const [problems, setProblems] = useState<RegisterProblems>({});
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof RegisterForm>(key: K) =>
    (value: RegisterForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  if (user && !busy) return <Navigate to="/" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = registrationProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setError(problemSummary(found));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const session = await registerRequest({
        username: form.username.trim(),
        email: form.email.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
        acceptedGuidelines: form.accepted,
      });
      signIn(session.token, session.user);
      if (session.user.email_confirmed === false) flash(checkYourEmail(form.email.trim()), pathOf(redirect));
      navigate(redirect, { replace: true });
    } catch (caught) {
      const text = registerErrorText(caught);
      setError(text);
      // The server names the field it refuses (a name or address already taken): mark that field too.
      const field = caught instanceof ApiError ? caught.field : undefined;
      if (field === 'username' || field === 'email' || field === 'password') setProblems({ [field]: text });
      setBusy(false);
    }
  }

  return (
    <NarrowCard title="Create your account">
      <p className="muted">Join mineral and royalty owners, landmen, attorneys and engineers. It is free.</p>
      <SocialSignIn mode="sign-up" redirect={redirect} />
      {error && <Alert kind="error">{error}</Alert>}
      <form onSubmit={submit} noValidate>
        <UsernameField
          value={form.username}
          onChange={set('username')}
          error={problems.username}
          hint="3-30 letters, digits, underscore, dash or dot. Shown with your posts."
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={problems.email}
          hint="Never shown to other members."
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={problems.password}
          hint={passwordRule(form.password)}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          error={problems.confirmPassword}
          hint="Type the same password again, to be sure it is what you meant."
        />
        <div className="field checkbox">
          <input
            id="accept-guidelines"
            type="checkbox"
            checked={form.accepted}
            onChange={(e) => set('accepted')(e.target.checked)}
            aria-invalid={problems.accepted ? true : undefined}
            aria-describedby={problems.accepted ? 'accept-guidelines-error' : undefined}
          />
          <label htmlFor="accept-guidelines">
            I have read and accept the{' '}
            <Link to="/community-rules" target="_blank" rel="noopener">
              Community Guidelines
            </Link>
          </label>
          {problems.accepted && (
            <span className="field-error" id="accept-guidelines-error">
              <span aria-hidden="true">⚠ </span>
              {problems.accepted}
            </span>
          )}
        </div>
        {/* Looks disabled until the guidelines are accepted (docs/product.md#pages), but still explains why when pressed. */}
        <button
          type="submit"
          className="btn"
          aria-disabled={!form.accepted || busy}
          style={{ width: '100%' }}
        >
          {busy ? 'Creating account...' : 'Register'}
        </button>
      </form>
      <p>
        Already have an account? <Link to={withRedirect('/login', redirect)}>Sign In</Link>
      </p>
    </NarrowCard>
  );
}
