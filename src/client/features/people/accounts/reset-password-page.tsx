import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_CHANGED } from '../../../../shared/texts';
import { ApiError, errorText } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { flash } from '../../../ui/flash-notice';
import { Loading } from '../../../ui/loading';
import { NarrowCard, SubmitButton } from '../../../ui/narrow-card';
import { usePageTitle } from '../../../ui/page-title';
import { checkResetLink, resetPasswordRequest } from './accounts-api';
import { useNewPassword } from './new-password-fields';

/** The reset link's page: a new password with Register's rules, then signed in (docs/product.md#accounts). */
export default function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { signIn } = useSession();
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [linkProblem, setLinkProblem] = useState('');
  const check = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token),
    enabled: token.length > 0,
    retry: false,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPassword.problem();
    if (problem) return setError(problem);
    const { password, confirm } = newPassword;
    setBusy(true);
    setError('');
    try {
      const answer = await resetPasswordRequest({ token, password, confirmPassword: confirm });
      // With two-factor sign-in on, the mailbox is not enough: Login's code step finishes the sign-in.
      if ('twoFactorRequired' in answer) navigate('/login', { replace: true, state: { challenge: answer } });
      else {
        signIn(answer.token, answer.user);
        flash(PASSWORD_CHANGED, '/');
        navigate('/', { replace: true });
      }
    } catch (caught) {
      if (caught instanceof ApiError && caught.field === 'token') setLinkProblem(caught.message);
      else setError(errorText(caught, 'Could not set the new password. Please try again.'));
      setBusy(false);
    }
  }

  const badLink = !token
    ? 'This link is incomplete. Please use the whole link from the e-mail.'
    : linkProblem || (check.isError ? errorText(check.error, 'This link is not valid.') : '');
  return (
    <NarrowCard title="Choose a new password">
      {badLink ? (
        <>
          <Alert kind="error">{badLink}</Alert>
          <p>
            <Link to="/forgot-password" className="btn">
              Send me a new link
            </Link>
          </p>
        </>
      ) : check.isPending ? (
        <Loading />
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="muted">Every other device signed in to your account will be signed out.</p>
          {error && <Alert kind="error">{error}</Alert>}
          {newPassword.fields({ password: 'password', confirm: 'confirmPassword' })}
          <SubmitButton busy={busy}>{busy ? 'Saving...' : 'Set password and sign in'}</SubmitButton>
        </form>
      )}
    </NarrowCard>
  );
}
