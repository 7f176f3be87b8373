import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SessionResponse } from '../../../../shared/contracts/auth';
import type { TwoFactorChallenge } from '../../../../shared/contracts/two-factor';
import { TEXT } from '../../../../shared/texts';
import { ApiError } from '../../../api/api-client';
import { safeRedirect, withRedirect } from '../../../session/redirect';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { NarrowCard, SubmitButton } from '../../../ui/narrow-card';
import { usePageTitle } from '../../../ui/page-title';
import { CurrentPasswordField } from '../../../ui/password-field';
import { TextField } from '../../../ui/text-field';
import { loginRequest } from './auth-api';
import { SocialSignIn } from './social-sign-in';
import { TwoFactorCodeStep } from './two-factor-code-step';

// docs/product.md#messages, Login.
function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return TEXT.loginGeneric;
  if (error.kind === 'network') return TEXT.networkError;
  if (error.kind === 'not-json') return TEXT.loginNotJson;
  if (error.status === 400 || error.status === 401) return TEXT.loginIncorrect;
  return error.message || TEXT.loginGeneric;
}

export default function LoginPage() {
  usePageTitle('Login');
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A password reset of an account with two-factor sign-in arrives here with its code step already open.
  const location = useLocation();
  const handedOver = (location.state as { challenge?: TwoFactorChallenge } | null)?.challenge ?? null;
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(handedOver);

  if (user && !busy) return <Navigate to="/" replace />;

  function finish(session: SessionResponse) {
    setBusy(true);
    signIn(session.token, session.user);
    navigate(redirect, { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Please enter your username or email and your password.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answer = await loginRequest({ username: username.trim(), password });
      if ('twoFactorRequired' in answer) {
        setChallenge(answer);
        setPassword('');
        setBusy(false);
        return;
      }
      finish(answer);
    } catch (caught) {
      setError(loginErrorText(caught));
      setBusy(false);
    }
  }

  if (challenge) {
    return (
      <NarrowCard title="Login">
        <TwoFactorCodeStep
          ticket={challenge.ticket}
          message={challenge.message}
          onSignedIn={finish}
          onStartOver={() => setChallenge(null)}
        />
      </NarrowCard>
    );
  }

  return (
    <NarrowCard title="Login">
      <p className="muted">Welcome back. Sign in with your username or email address.</p>
      <SocialSignIn mode="sign-in" redirect={redirect} />
      {error && <Alert kind="error">{error}</Alert>}
      <form onSubmit={submit} noValidate>
        <TextField
          label="Username or Email"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
        />
        <CurrentPasswordField value={password} onChange={setPassword} />
        <SubmitButton busy={busy}>{busy ? 'Signing in...' : 'Login'}</SubmitButton>
      </form>
      <p>
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <p>
        Don&apos;t have an account? <Link to={withRedirect('/register', redirect)}>Register</Link>
      </p>
    </NarrowCard>
  );
}
