import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  OAUTH_PROVIDER_NAMES,
  type PendingResponse,
  safeReturnPath,
} from '../../../../../shared/contracts/oauth';
import { TEXT } from '../../../../../shared/texts';
import { ApiError, errorText } from '../../../../api/api-client';
import { useSession } from '../../../../session/session-context';
import { Alert } from '../../../../ui/alert';
import { NarrowCard, SubmitButton } from '../../../../ui/narrow-card';
import { usePageTitle } from '../../../../ui/page-title';
import { CurrentPasswordField } from '../../../../ui/password-field';
import { confirmLinkRequest } from './oauth-api';
import { PendingStepPage } from './pending-step-page';
import { clearPendingTicket } from './pending-ticket';
import { StepProblem } from './step-problem';

// Route /auth/confirm-link: the provider's verified e-mail belongs to an existing account. The provider is
// linked to it only after that account's password is given here: never silently.

export default function ConfirmLinkPage() {
  usePageTitle('Link your account');
  return (
    <PendingStepPage title="Link your account" step="confirm-link">
      {(ticket, pending) => <ConfirmLinkForm ticket={ticket} pending={pending} />}
    </PendingStepPage>
  );
}

function ConfirmLinkForm({ ticket, pending }: { ticket: string; pending: PendingResponse }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [ended, setEnded] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!pending.accountHasPassword) {
    const others = pending.accountProviders.map((p) => OAUTH_PROVIDER_NAMES[p]).join(' or ');
    return (
      <StepProblem
        title="Link your account"
        message={`The forum account ${pending.accountUsername ?? ''} already uses the e-mail ${pending.email ?? ''} and has no password${others ? `: it signs in with ${others}` : ''}. Sign in that way, then link ${pending.providerName} from your profile page.`}
      />
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Please enter your password.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const session = await confirmLinkRequest({ ticket, password });
      clearPendingTicket();
      signIn(session.token, session.user);
      navigate(safeReturnPath(session.returnTo), { replace: true });
    } catch (caught) {
      setError(errorText(caught, TEXT.loginGeneric));
      // A suspended account, or a step that ended after too many tries, cannot be retried here.
      const final = ['ACCOUNT_SUSPENDED', 'PENDING_INVALID', 'STEP_ENDED'];
      if (caught instanceof ApiError && final.includes(caught.code ?? '')) {
        clearPendingTicket();
        setEnded(true);
      }
      setPassword('');
      setBusy(false);
    }
  }

  return (
    <NarrowCard title="Link your account">
      <p>
        The e-mail address <strong>{pending.email}</strong> from {pending.providerName} already belongs to the
        forum account <strong>{pending.accountUsername}</strong>.
      </p>
      <p className="muted">
        If that is your account, enter its password to link {pending.providerName} to it. From then on you can
        sign in either way.
      </p>
      {error && <Alert kind="error">{error}</Alert>}
      {!ended && (
        <form onSubmit={submit} noValidate>
          <CurrentPasswordField value={password} onChange={setPassword} />
          <SubmitButton busy={busy}>
            {busy ? 'Linking...' : `Link ${pending.providerName} and sign in`}
          </SubmitButton>
        </form>
      )}
      <p>
        Not your account?{' '}
        <Link to="/login" onClick={clearPendingTicket}>
          Back to Login
        </Link>
      </p>
    </NarrowCard>
  );
}
