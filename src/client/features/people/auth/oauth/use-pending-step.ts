import { useEffect, useState } from 'react';
import type { PendingResponse } from '../../../../../shared/contracts/oauth';
import { errorText } from '../../../../api/api-client';
import { pendingStepRequest } from './oauth-api';
import { readPendingTicket } from './pending-ticket';

export const STEP_EXPIRED = 'This sign-in step has expired or was already finished. Please start again.';

export type PendingStep =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; ticket: string; pending: PendingResponse };

/** Loads what the pending social sign-in step needs, from the ticket the callback page kept. */
export function usePendingStep(): PendingStep {
  const [state, setState] = useState<PendingStep>({ kind: 'loading' });
  useEffect(() => {
    const ticket = readPendingTicket();
    if (!ticket) {
      setState({ kind: 'failed', message: STEP_EXPIRED });
      return;
    }
    let live = true;
    pendingStepRequest(ticket)
      .then((pending) => live && setState({ kind: 'ready', ticket, pending }))
      .catch(
        (error: unknown) => live && setState({ kind: 'failed', message: errorText(error, STEP_EXPIRED) }),
      );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
