import { useState } from 'react';
import { CONFIRM_TO_POST } from '../../shared/contracts/accounts';
import { api, errorText } from '../api/api-client';
import { Alert } from './alert';

/** Shown where a form would be when the member must confirm their address first, with "Resend". */
export function ConfirmEmailNotice() {
  const [answer, setAnswer] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      const result = await api.post<{ ok: true; message?: string }>('/api/auth/confirm-email/resend', {});
      setAnswer({ kind: 'success', text: result.message ?? 'Sent.' });
    } catch (caught) {
      setAnswer({ kind: 'error', text: errorText(caught, 'Could not send the e-mail. Please try again.') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Alert kind="warning">
      <p>{CONFIRM_TO_POST}</p>
      <button type="button" className="btn btn-secondary btn-small" onClick={resend} disabled={busy}>
        {busy ? 'Sending...' : 'Resend'}
      </button>
      {answer && <p role="status">{answer.text}</p>}
    </Alert>
  );
}
