import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { PasswordField } from '../../../ui/password-field';
import { accountKeys, changePasswordRequest } from './accounts-api';
import { useFormAction } from './form-message';
import { useNewPassword } from './new-password-fields';

/** Change password: needs the current one; every other device is signed out. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const action = useFormAction();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPassword.problem();
    if (problem) return action.setMessage({ kind: 'error', text: problem });
    const { password, confirm } = newPassword;
    const changed = await action.run(
      async () =>
        (await changePasswordRequest({ currentPassword: current, password, confirmPassword: confirm }))
          .message ?? 'Password changed.',
      'Could not change your password. Please try again.',
    );
    if (changed) {
      setCurrent('');
      newPassword.clear();
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    }
  }

  return (
    <section aria-labelledby="password-heading" className="stack security-section">
      <h2 id="password-heading">Password</h2>
      <form onSubmit={submit} noValidate aria-labelledby="password-heading">
        <p className="muted">Changing it signs out every other device.</p>
        {action.message && <Alert kind={action.message.kind}>{action.message.text}</Alert>}
        <PasswordField
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        {newPassword.fields({ password: 'new-password', confirm: 'confirm-password' })}
        <button type="submit" className="btn" disabled={action.busy}>
          {action.busy ? 'Saving...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
