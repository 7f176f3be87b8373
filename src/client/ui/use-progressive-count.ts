import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to draw now: `first` at once, then `step` more in each following task
 * (a zero-delay timer), so a long list is drawn in slices the browser can answer input between, not in one
 * long task (docs/decisions/032). `key` names the list: a new key starts again from `first`; the same key
 * with new items (a refetch) keeps what is drawn. `all` draws everything at once (a post to scroll to).
 */
export function useProgressiveCount(
  total: number,
  key: string,
  { first, step, all = false }: { first: number; step: number; all?: boolean },
): number {
  const [drawn, setDrawn] = useState({ key, count: first });
  const base = drawn.key === key ? drawn.count : first;
  const count = all ? Math.max(base, total) : base;
  useEffect(() => {
    // What `all` drew stays drawn once it is no longer asked for.
    if (count !== base) {
      setDrawn({ key, count });
      return undefined;
    }
    if (count >= total) return undefined;
    const timer = setTimeout(() => setDrawn({ key, count: count + step }), 0);
    return () => clearTimeout(timer);
  }, [key, base, count, total, step]);
  return Math.min(count, total);
}
