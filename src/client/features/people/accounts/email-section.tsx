import { type FormEvent, useState } from 'react';
import type { PublicUser } from '../../../../shared/contracts/users';
import { TEXT } from '../../../../shared/texts';
import { Alert } from '../../../ui/alert';
import { PasswordField } from '../../../ui/password-field';
import { TextField } from '../../../ui/text-field';
import { changeEmailRequest, resendConfirmationRequest } from './accounts-api';
import { useFormAction } from './form-message';

/** The address, whether it is confirmed (with "Resend"), and the change form that mails a link first. */
export function EmailSection({ user }: { user: PublicUser }) {
  const resend = useFormAction();
  const change = useFormAction();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return change.setMessage({ kind: 'error', text: TEXT.invalidEmail });
    const sent = await change.run(
      async () => (await changeEmailRequest({ email: email.trim(), password })).message ?? 'Sent.',
      'Could not change your e-mail address. Please try again.',
    );
    if (sent) {
      setEmail('');
      setPassword('');
    }
  }

  return (
    <section aria-labelledby="email-heading" className="stack security-section">
      <h2 id="email-heading">E-mail address</h2>
      <p className="security-email">
        <strong>{user.email}</strong>{' '}
        {user.email_confirmed ? (
          <span className="badge badge-green">Confirmed</span>
        ) : (
          <span className="badge badge-amber">Not confirmed yet</span>
        )}
      </p>
      {!user.email_confirmed && (
        <div className="row">
          <span>We sent a confirmation link when you registered.</span>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={resend.busy}
            onClick={() =>
              resend.run(
                async () => (await resendConfirmationRequest()).message ?? 'Sent.',
                'Could not send the e-mail. Please try again.',
              )
            }
          >
            {resend.busy ? 'Sending...' : 'Resend'}
          </button>
        </div>
      )}
      {resend.message && <Alert kind={resend.message.kind}>{resend.message.text}</Alert>}
      <form onSubmit={submit} noValidate aria-labelledby="change-email-heading">
        <h3 id="change-email-heading">Change e-mail address</h3>
        <p className="muted">
          We send a link to the new address; it takes effect when you follow it. Your current address is told.
        </p>
        {change.message && <Alert kind={change.message.kind}>{change.message.text}</Alert>}
        <TextField
          label="New e-mail address"
          type="email"
          name="new-email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          label="Your password"
          name="email-password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <button type="submit" className="btn" disabled={change.busy}>
          {change.busy ? 'Sending...' : 'Send confirmation link'}
        </button>
      </form>
    </section>
  );
}
