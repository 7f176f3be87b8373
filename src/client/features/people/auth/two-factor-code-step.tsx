import { type FormEvent, useState } from 'react';
import type { SessionResponse } from '../../../../shared/contracts/auth';
import { CODE_REQUIRED } from '../../../../shared/contracts/two-factor';
import { TEXT } from '../../../../shared/texts';
import { ApiError } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { SubmitButton } from '../../../ui/narrow-card';
import { TextField } from '../../../ui/text-field';
import { twoFactorLoginRequest } from './auth-api';

// The second step of signing in to an account with two-factor sign-in (docs/product.md#accounts): the
// password was right, and the server's ticket waits for a code from the authenticator app or a recovery code.

function codeErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return TEXT.loginGeneric;
  if (error.kind === 'network') return TEXT.networkError;
  return error.message || TEXT.loginGeneric;
}

export function TwoFactorCodeStep(props: {
  ticket: string;
  message: string;
  onSignedIn: (session: SessionResponse) => void;
  onStartOver: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(CODE_REQUIRED);
      return;
    }
    setBusy(true);
    setError('');
    try {
      props.onSignedIn(await twoFactorLoginRequest({ ticket: props.ticket, code: code.trim() }));
    } catch (caught) {
      setError(codeErrorText(caught));
      setBusy(false);
    }
  }

  return (
    <>
      <p>{props.message}</p>
      {error && <Alert kind="error">{error}</Alert>}
      <form onSubmit={submit} noValidate>
        <TextField
          label="Code from your app, or a recovery code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={setCode}
        />
        <SubmitButton busy={busy}>{busy ? 'Checking...' : 'Sign in'}</SubmitButton>
      </form>
      <p>
        <button type="button" className="btn btn-secondary" onClick={props.onStartOver}>
          Start over with another account
        </button>
      </p>
    </>
  );
}
