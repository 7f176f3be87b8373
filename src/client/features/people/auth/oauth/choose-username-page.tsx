import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { emailProblem, usernameProblem } from '../../../../../shared/account-rules';
import { type PendingResponse, safeReturnPath } from '../../../../../shared/contracts/oauth';
import { TEXT } from '../../../../../shared/texts';
import { errorText } from '../../../../api/api-client';
import { useSession } from '../../../../session/session-context';
import { Alert } from '../../../../ui/alert';
import { NarrowCard } from '../../../../ui/narrow-card';
import { usePageTitle } from '../../../../ui/page-title';
import { TextField, UsernameField } from '../../../../ui/text-field';
import { completeSignUpRequest } from './oauth-api';
import { PendingStepPage } from './pending-step-page';
import { clearPendingTicket } from './pending-ticket';

// Route /auth/choose-username: a first social sign-in becomes a member account once a username is chosen
// and the Community Guidelines are accepted (the Register form's rules, docs/product.md#validation).

export default function ChooseUsernamePage() {
  usePageTitle('Choose a username');
  return (
    <PendingStepPage title="Finish signing up" step="choose-username">
      {(ticket, pending) => <ChooseUsernameForm ticket={ticket} pending={pending} />}
    </PendingStepPage>
  );
}

function validate(username: string, email: string, needsEmail: boolean, accepted: boolean): string | null {
  const name = username.trim();
  if (!name || (needsEmail && !email.trim())) return TEXT.allFieldsRequired;
  if (!accepted) return TEXT.acceptGuidelines;
  return (needsEmail ? emailProblem(email.trim()) : null) ?? usernameProblem(name);
}

function ChooseUsernameForm({ ticket, pending }: { ticket: string; pending: PendingResponse }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const needsEmail = !pending.emailVerified;
  const [username, setUsername] = useState(pending.suggestedUsername ?? '');
  const [email, setEmail] = useState(pending.email ?? '');
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A typed address is mailed a link first (docs/decisions/019-sign-in-hardening.md).
  const [mailed, setMailed] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(username, email, needsEmail, accepted);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const session = await completeSignUpRequest({
        ticket,
        username: username.trim(),
        ...(needsEmail ? { email: email.trim() } : {}),
        acceptedGuidelines: accepted,
      });
      if (!('token' in session)) {
        setMailed(session.message);
        return;
      }
      clearPendingTicket();
      signIn(session.token, session.user);
      navigate(safeReturnPath(session.returnTo), { replace: true });
    } catch (caught) {
      setError(errorText(caught, TEXT.registerGeneric));
      setBusy(false);
    }
  }

  if (mailed) {
    return (
      <NarrowCard title="Check your e-mail">
        <Alert kind="success">{mailed}</Alert>
      </NarrowCard>
    );
  }
  return (
    <NarrowCard title="Choose a username">
      <p className="muted">
        You signed in with {pending.providerName}. Pick the name other members will see with your posts to
        finish creating your account.
      </p>
      {error && <Alert kind="error">{error}</Alert>}
      <form onSubmit={submit} noValidate>
        <UsernameField
          value={username}
          onChange={setUsername}
          hint="3-30 letters, digits, underscore, dash or dot. Shown with your posts."
        />
        {needsEmail ? (
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            hint={`${pending.providerName} did not give us a confirmed address. Never shown to other members.`}
          />
        ) : (
          <p>
            Email: <strong>{pending.email}</strong>{' '}
            <span className="field-hint">
              (confirmed by {pending.providerName}; never shown to other members)
            </span>
          </p>
        )}
        <div className="field checkbox">
          <input
            id="oauth-accept-guidelines"
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          <label htmlFor="oauth-accept-guidelines">
            I have read and accept the{' '}
            <Link to="/community-rules" target="_blank" rel="noopener">
              Community Guidelines
            </Link>
          </label>
        </div>
        <button type="submit" className="btn" aria-disabled={!accepted || busy} style={{ width: '100%' }}>
          {busy ? 'Creating account...' : 'Create account'}
        </button>
      </form>
      <p>
        Changed your mind?{' '}
        <Link to="/login" onClick={clearPendingTicket}>
          Back to Login
        </Link>
      </p>
    </NarrowCard>
  );
}
