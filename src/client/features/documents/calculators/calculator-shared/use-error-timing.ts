import { useState } from 'react';
import { useSettled } from './use-settled';

/**
 * When a calculator should show its error. Results appear as the user types, but an error waits for a
 * pause in typing, or for Calculate. `waitForCalculate` errors (an empty box) wait for Calculate
 * itself: an empty form is unfinished, not wrong. `inputsKey` is any string that changes with the inputs.
 */
export function useErrorTiming(inputsKey: string) {
  const settled = useSettled(inputsKey);
  const [calculatedKey, setCalculatedKey] = useState<string | null>(null);
  // Calculate counts for the inputs it was pressed on; the next keystroke goes back to waiting.
  const calculated = calculatedKey === inputsKey;
  return {
    calculated,
    markCalculated: () => setCalculatedKey(inputsKey),
    shows(error: unknown, waitForCalculate = false): boolean {
      if (!error) return false;
      return calculated || (settled && !waitForCalculate);
    },
  };
}
