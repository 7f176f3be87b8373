import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '../../../shared/constants';
import { EMAIL_PATTERN, USERNAME_PATTERN, USERNAME_RULE } from '../../../shared/contracts/auth';
import { TEXT } from '../../../shared/texts';
import { ApiError } from '../../api/api-client';
import { safeRedirect, withRedirect } from '../../session/redirect';
import { useSession } from '../../session/session-context';
import { Alert } from '../../ui/alert';
import { NarrowCard } from '../../ui/narrow-card';
import { usePageTitle } from '../../ui/page-title';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { registerRequest } from './auth-api';
import { SocialSignIn } from './social-sign-in';

interface Form {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  accepted: boolean;
}

/** docs/product.md#validation's registration rules, in the order the product description lists them. */
export function validateRegistration(form: Form): string | null {
  if (!form.username.trim() || !form.email.trim() || !form.password || !form.confirmPassword)
    return TEXT.allFieldsRequired;
  if (!form.accepted) return TEXT.acceptGuidelines;
  if (form.password !== form.confirmPassword) return TEXT.passwordsDoNotMatch;
  if (form.password.length < LIMITS.passwordMin) return TEXT.passwordTooShort;
  if (!EMAIL_PATTERN.test(form.email.trim())) return TEXT.invalidEmail;
  const name = form.username.trim();
  if (name.length < LIMITS.usernameMin || name.length > LIMITS.usernameMax || !USERNAME_PATTERN.test(name))
    return USERNAME_RULE;
  return null;
}

// docs/product.md#messages, Register.
function registerErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return TEXT.registerGeneric;
  if (error.kind === 'network') return TEXT.networkError;
  if (error.kind === 'not-json') return TEXT.registerNotJson;
  if (error.status === 400) return error.message || TEXT.duplicateAccount;
  return error.message || TEXT.registerGeneric;
}

export default function RegisterPage() {
  usePageTitle('Register');
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [form, setForm] = useState<Form>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    accepted: false,
  });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  if (user && !busy) return <Navigate to="/" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateRegistration(form);
    if (problem) {
      setError(problem);
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
      navigate(redirect, { replace: true });
    } catch (caught) {
      setError(registerErrorText(caught));
      setBusy(false);
    }
  }

  return (
    <NarrowCard title="Create your account">
      <p className="muted">Join mineral and royalty owners, landmen, attorneys and engineers. It is free.</p>
      <SocialSignIn mode="sign-up" redirect={redirect} />
      {error && <Alert kind="error">{error}</Alert>}
      <form onSubmit={submit} noValidate>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={form.username}
          onChange={set('username')}
          hint="3-30 letters, digits, underscore, dash or dot. Shown with your posts."
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          hint="Never shown to other members."
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          hint="At least 8 characters."
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <div className="field checkbox">
          <input
            id="accept-guidelines"
            type="checkbox"
            checked={form.accepted}
            onChange={(e) => set('accepted')(e.target.checked)}
          />
          <label htmlFor="accept-guidelines">
            I have read and accept the{' '}
            <Link to="/community-rules" target="_blank" rel="noopener">
              Community Guidelines
            </Link>
          </label>
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
