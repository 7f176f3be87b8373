import { type FormEvent, useState } from 'react';
import type { RecoveryCodesResponse, TwoFactorStatus } from '../../../../shared/contracts/two-factor';
import { Alert } from '../../../ui/alert';
import { PasswordField } from '../../../ui/password-field';
import { TextField } from '../../../ui/text-field';
import { renewRecoveryCodesRequest, twoFactorDisableRequest } from './accounts-api';
import { useFormAction } from './form-message';

// Two-factor sign-in is on: new recovery codes (with a current code), or turning it off (password and a
// code or a recovery code). Staff who must use it cannot turn it off here while REQUIRE_STAFF_2FA is on.

export function TwoFactorOn(props: {
  status: TwoFactorStatus;
  onNewCodes: (codes: RecoveryCodesResponse) => void;
  onTurnedOff: () => void;
}) {
  const renew = useFormAction();
  const off = useFormAction();
  const [renewCode, setRenewCode] = useState('');
  const [password, setPassword] = useState('');
  const [offCode, setOffCode] = useState('');

  async function newCodes(event: FormEvent) {
    event.preventDefault();
    let answer: RecoveryCodesResponse | null = null;
    await renew.run(async () => {
      answer = await renewRecoveryCodesRequest(renewCode.trim());
      return 'New recovery codes made.';
    }, 'Could not make new recovery codes. Please try again.');
    if (answer) props.onNewCodes(answer);
  }

  async function turnOff(event: FormEvent) {
    event.preventDefault();
    const done = await off.run(
      async () => (await twoFactorDisableRequest({ password, code: offCode.trim() })).message ?? '',
      'Could not turn off two-factor sign-in. Please try again.',
    );
    if (done) props.onTurnedOff();
  }

  return (
    <>
      <section aria-labelledby="on-heading" className="stack">
        <h2 id="on-heading">Two-factor sign-in is on</h2>
        <p>
          You have {props.status.recoveryCodesLeft} unused recovery{' '}
          {props.status.recoveryCodesLeft === 1 ? 'code' : 'codes'}.
        </p>
      </section>
      <form onSubmit={newCodes} noValidate className="stack security-section" aria-labelledby="renew-heading">
        <h2 id="renew-heading">New recovery codes</h2>
        <p className="muted">Your old recovery codes stop working.</p>
        {renew.message && <Alert kind={renew.message.kind}>{renew.message.text}</Alert>}
        <TextField
          label="Code from your app"
          name="renew-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={renewCode}
          onChange={setRenewCode}
        />
        <button type="submit" className="btn btn-secondary" disabled={renew.busy}>
          Make new recovery codes
        </button>
      </form>
      <form onSubmit={turnOff} noValidate className="stack security-section" aria-labelledby="off-heading">
        <h2 id="off-heading">Turn off two-factor sign-in</h2>
        {props.status.required ? (
          <p>Staff accounts must keep two-factor sign-in on.</p>
        ) : (
          <>
            {off.message && <Alert kind={off.message.kind}>{off.message.text}</Alert>}
            <PasswordField
              label="Your password"
              name="off-password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
            <TextField
              label="Code from your app, or a recovery code"
              name="off-code"
              autoComplete="one-time-code"
              value={offCode}
              onChange={setOffCode}
            />
            <button type="submit" className="btn btn-danger" disabled={off.busy}>
              Turn off two-factor sign-in
            </button>
          </>
        )}
      </form>
    </>
  );
}
