import type { CalcError, CalcResult } from '../../../../../calc/fractions';

/** The error of a failed result, or null. */
export function errorOf(outcome: CalcResult<unknown>): CalcError | null {
  return outcome.ok ? null : outcome.error;
}

/** The message to show beside `field`, if the shown error is about it. */
export function messageFor(error: CalcError | null, field: string): string | null {
  return error?.field === field ? error.message : null;
}

/** An empty box is unfinished rather than wrong: its message waits for Calculate. */
export function waitsForCalculate(error: CalcError | null): boolean {
  return error?.code === 'missing-value';
}
