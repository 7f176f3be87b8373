import { type FormEvent, useState } from 'react';
import type { RecoveryCodesResponse, TwoFactorSetup } from '../../../../shared/contracts/two-factor';
import { Alert } from '../../../ui/alert';
import { PasswordField } from '../../../ui/password-field';
import { TextField } from '../../../ui/text-field';
import { twoFactorEnableRequest, twoFactorSetupRequest } from './accounts-api';
import { useFormAction } from './form-message';

// Turning two-factor sign-in on (docs/product.md#accounts): the password, then the QR code the server drew
// (and the secret to type in by hand), then a code from the app proves it has the secret.

/** The server's QR modules as an SVG, with the quiet zone scanners need around it. */
function QrCode({ qr }: { qr: TwoFactorSetup['qr'] }) {
  const margin = 4;
  const side = qr.size + margin * 2;
  return (
    <svg
      className="qr-code"
      viewBox={`${-margin} ${-margin} ${side} ${side}`}
      role="img"
      aria-label="QR code for your authenticator app"
      shapeRendering="crispEdges"
    >
      <rect x={-margin} y={-margin} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** The secret in groups of four, as apps show it; spaces are ignored when it is typed in. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function TwoFactorSetupSteps(props: { onEnabled: (codes: RecoveryCodesResponse) => void }) {
  const action = useFormAction();
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');

  async function start(event: FormEvent) {
    event.preventDefault();
    await action.run(async () => {
      setSetup(await twoFactorSetupRequest(password));
      setPassword('');
      return 'Scan the code with your authenticator app.';
    }, 'Could not start the set-up. Please try again.');
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      action.setMessage({ kind: 'error', text: 'Please enter the 6-digit code from your app.' });
      return;
    }
    let answer: RecoveryCodesResponse | null = null;
    await action.run(async () => {
      answer = await twoFactorEnableRequest(code.trim());
      return 'Two-factor sign-in is on.';
    }, 'Could not turn on two-factor sign-in. Please try again.');
    if (answer) props.onEnabled(answer);
  }

  if (!setup) {
    return (
      <form onSubmit={start} noValidate className="stack" aria-labelledby="setup-heading">
        <h2 id="setup-heading">Turn on two-factor sign-in</h2>
        <p>
          After your password, signing in will also ask for a 6-digit code from an authenticator app on your
          phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy and others).
        </p>
        {action.message && <Alert kind={action.message.kind}>{action.message.text}</Alert>}
        <PasswordField
          label="Your password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          hint="Accounts that sign in only with Google or Facebook leave it empty."
        />
        <button type="submit" className="btn" disabled={action.busy}>
          {action.busy ? 'Starting...' : 'Start set-up'}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={confirm} noValidate className="stack" aria-labelledby="setup-heading">
      <h2 id="setup-heading">Scan this code with your app</h2>
      <ol className="setup-steps">
        <li>In your authenticator app, add an account and scan the QR code.</li>
        <li>
          No camera? Type this key instead:{' '}
          <code className="totp-secret" data-secret={setup.secret}>
            {grouped(setup.secret)}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <QrCode qr={setup.qr} />
      {action.message && <Alert kind={action.message.kind}>{action.message.text}</Alert>}
      <TextField
        label="Code from your app"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={setCode}
      />
      <button type="submit" className="btn" disabled={action.busy}>
        {action.busy ? 'Checking...' : 'Turn on two-factor sign-in'}
      </button>
    </form>
  );
}
