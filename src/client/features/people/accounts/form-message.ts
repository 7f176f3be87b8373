import { useState } from 'react';
import { errorText } from '../../../api/api-client';

export type FormMessage = { kind: 'success' | 'error'; text: string } | null;

/** A form's busy flag and its one message, with `run` wrapping the call that sets both. */
export function useFormAction() {
  const [message, setMessage] = useState<FormMessage>(null);
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<string>, failure: string): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ kind: 'success', text: await action() });
      return true;
    } catch (caught) {
      setMessage({ kind: 'error', text: errorText(caught, failure) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { message, setMessage, busy, run };
}
