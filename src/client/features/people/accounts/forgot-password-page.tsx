import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { NarrowCard, SubmitButton } from '../../../ui/narrow-card';
import { usePageTitle } from '../../../ui/page-title';
import { TextField } from '../../../ui/text-field';
import { forgotPasswordRequest } from './accounts-api';

/** "Forgot password?": the answer is the same whether or not an account matches (docs/product.md#accounts). */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [login, setLogin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!login.trim()) {
      setError('Please enter your username or e-mail address.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answer = await forgotPasswordRequest({ login: login.trim() });
      setSent(answer.message ?? 'Check your e-mail.');
    } catch (caught) {
      setError(errorText(caught, 'Could not send the e-mail. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <NarrowCard title="Forgot password">
      {sent ? (
        <Alert kind="success">{sent}</Alert>
      ) : (
        <>
          <p className="muted">
            Enter your username or e-mail address. We will e-mail you a link to choose a new password.
          </p>
          {error && <Alert kind="error">{error}</Alert>}
          <form onSubmit={submit} noValidate>
            <TextField
              label="Username or Email"
              name="login"
              autoComplete="username"
              value={login}
              onChange={setLogin}
            />
            <SubmitButton busy={busy}>{busy ? 'Sending...' : 'Send reset link'}</SubmitButton>
          </form>
        </>
      )}
      <p>
        <Link to="/login">Back to Login</Link>
      </p>
    </NarrowCard>
  );
}
