import { useEffect, useState } from 'react';
import type { PlotterCall } from '../../../../calc/survey';
import { loadPlotterCalls, MAX_PLOTTER_CALLS, savePlotterCalls } from './plotter-storage';

/** The plotter's calls, loaded from and saved to this browser so they survive a reload. */
export function usePlotterCalls() {
  const [calls, setCalls] = useState<PlotterCall[]>(loadPlotterCalls);
  useEffect(() => savePlotterCalls(calls), [calls]);
  return {
    calls,
    full: calls.length >= MAX_PLOTTER_CALLS,
    add: (call: PlotterCall) => setCalls((current) => [...current, call].slice(0, MAX_PLOTTER_CALLS)),
    remove: (index: number) => setCalls((current) => current.filter((_, at) => at !== index)),
    clear: () => setCalls([]),
  };
}
