import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PendingResponse } from '../../../../../shared/contracts/oauth';
import { Loading } from '../../../../ui/loading';
import { StepProblem } from './step-problem';
import { usePendingStep } from './use-pending-step';

const PATHS: Record<PendingResponse['step'], string> = {
  'choose-username': '/auth/choose-username',
  'confirm-link': '/auth/confirm-link',
};

/**
 * A page of the pending social sign-in step: waits for the step, says when it has ended, sends the
 * browser to the other step's page when the server expects that one, and otherwise shows the form.
 */
export function PendingStepPage({
  title,
  step,
  children,
}: {
  title: string;
  step: PendingResponse['step'];
  children: (ticket: string, pending: PendingResponse) => ReactNode;
}) {
  const state = usePendingStep();
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <StepProblem title={title} message={state.message} />;
  if (state.pending.step !== step) return <Navigate to={PATHS[state.pending.step]} replace />;
  return children(state.ticket, state.pending);
}
