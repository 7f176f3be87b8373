import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { OAUTH_ERROR_TEXT, safeReturnPath } from '../../../../../shared/contracts/oauth';
import { errorText } from '../../../../api/api-client';
import { useSession } from '../../../../session/session-context';
import { Alert } from '../../../../ui/alert';
import { Loading } from '../../../../ui/loading';
import { NarrowCard } from '../../../../ui/narrow-card';
import { usePageTitle } from '../../../../ui/page-title';
import { exchangeCodeRequest } from './oauth-api';
import { storePendingTicket } from './pending-ticket';

// Route /auth/callback: where the server sends the browser after a provider. What it carries is
// in the URL fragment, which browsers never send to a server; the page reads it, removes it from the
// address bar and the history at once, then trades a code for the session with a POST.

interface Fragment {
  code: string | null;
  ticket: string | null;
  step: string | null;
  linked: boolean;
  error: string | null;
}

function takeFragment(): Fragment {
  const params = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return {
    code: params.get('code'),
    ticket: params.get('ticket'),
    step: params.get('step'),
    linked: params.has('linked'),
    error: params.get('error'),
  };
}

export default function OAuthCallbackPage() {
  usePageTitle('Signing in');
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  // The code is good once: run the exchange once, even when React runs effects twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = takeFragment();
    if (fragment.code) {
      exchangeCodeRequest(fragment.code)
        .then((session) => {
          signIn(session.token, session.user);
          navigate(safeReturnPath(session.returnTo), { replace: true });
        })
        .catch((error: unknown) => setProblem(errorText(error, OAUTH_ERROR_TEXT.OAUTH_FAILED!)));
    } else if (fragment.ticket && (fragment.step === 'choose-username' || fragment.step === 'confirm-link')) {
      storePendingTicket(fragment.ticket);
      navigate(`/auth/${fragment.step}`, { replace: true });
    } else if (fragment.linked) {
      navigate('/profile', { replace: true, state: { oauthLinked: true } });
    } else if (fragment.error) {
      setProblem(OAUTH_ERROR_TEXT[fragment.error] ?? OAUTH_ERROR_TEXT.OAUTH_FAILED!);
    } else {
      // docs/product.md#messages: a sign-in callback the app cannot read is only logged.
      console.warn('Could not read the sign-in callback');
      navigate('/', { replace: true });
    }
  }, [navigate, signIn]);

  if (!problem) return <Loading label="Signing you in..." />;
  return (
    <NarrowCard title="Sign-in did not finish">
      <Alert kind="error">{problem}</Alert>
      <p className="row">
        <Link className="btn" to="/login">
          Back to Login
        </Link>
        <Link className="btn btn-secondary" to="/">
          Forum home
        </Link>
      </p>
    </NarrowCard>
  );
}
