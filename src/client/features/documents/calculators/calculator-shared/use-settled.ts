import { useEffect, useState } from 'react';

/**
 * True once `value` has stayed the same for `delayMs`. Calculators compute on every keystroke but wait
 * for a pause before showing an error, so '1/' on the way to '1/2' does not flash red. True on the first
 * render, so a shared link with a bad input shows its message at once.
 */
export function useSettled(value: string, delayMs = 700): boolean {
  const [settledValue, setSettledValue] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettledValue(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settledValue === value;
}
