import { useEffect, useState } from 'react';
import type { PlotterCall } from '../../../../../calc/survey';
import { useHydrated } from '../../../../ui/hydration';
import { loadPlotterCalls, MAX_PLOTTER_CALLS, savePlotterCalls } from './plotter-storage';

/**
 * The plotter's calls, loaded from and saved to this browser so they survive a reload. The server's page
 * (and the browser's first render over it) has none: the stored ones load right after.
 */
export function usePlotterCalls() {
  const hydrated = useHydrated();
  const [stored, setCalls] = useState<PlotterCall[] | null>(() => (hydrated ? loadPlotterCalls() : null));
  useEffect(() => {
    if (stored === null) setCalls(loadPlotterCalls());
    else savePlotterCalls(stored);
  }, [stored]);
  const calls = stored ?? [];
  return {
    calls,
    full: calls.length >= MAX_PLOTTER_CALLS,
    add: (call: PlotterCall) => setCalls((current) => [...(current ?? []), call].slice(0, MAX_PLOTTER_CALLS)),
    remove: (index: number) => setCalls((current) => (current ?? []).filter((_, at) => at !== index)),
    clear: () => setCalls([]),
  };
}
