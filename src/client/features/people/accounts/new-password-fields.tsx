import { useState } from 'react';
import { newPasswordProblem } from '../../../../shared/account-rules';
import { LIMITS } from '../../../../shared/constants';
import { PasswordField } from '../../../ui/password-field';

/** A new password and its confirmation: the two fields, and what is wrong with them before sending. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    confirm,
    problem: () => newPasswordProblem(password, confirm),
    clear() {
      setPassword('');
      setConfirm('');
    },
    fields: (names: { password: string; confirm: string }) => (
      <>
        <PasswordField
          label="New password"
          name={names.password}
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          hint={`At least ${LIMITS.passwordMin} characters.`}
        />
        <PasswordField
          label="Confirm new password"
          name={names.confirm}
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
      </>
    ),
  };
}
