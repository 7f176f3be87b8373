import {
  type LineCall,
  PLOTTER_UNITS,
  type PlotterCall,
  type PlotterCallInput,
  plotterCallToCall,
} from '../../../../../calc/survey';

// The plotter's calls survive a reload (beyond the product description). The key is versioned so a later shape can ignore this one.
const STORAGE_KEY = 'okmf.deed-plotter.calls.v1';
/** More than any deed; keeps a tampered or runaway store from filling the page. */
export const MAX_PLOTTER_CALLS = 500;

/** Re-validates each stored call, so a hand-edited or stale store cannot put a bad call on the page. */
export function loadPlotterCalls(): PlotterCall[] {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const calls: PlotterCall[] = [];
  for (const item of stored.slice(0, MAX_PLOTTER_CALLS)) {
    if (typeof item !== 'object' || item === null) continue;
    const input = item as PlotterCallInput;
    if (!PLOTTER_UNITS.includes(input.unit as never)) continue;
    const result = plotterCallToCall(input);
    if (result.ok) calls.push(result.plotterCall);
  }
  return calls;
}

export function savePlotterCalls(calls: readonly PlotterCall[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(calls));
  } catch {
    // Private browsing or a full store: the calls still work, they just will not survive a reload.
  }
}

/** The tract calls (feet, azimuth) the plotter's calls describe. Stored calls are valid, so none is dropped. */
export function plotterCallsToCalls(calls: readonly PlotterCall[]): LineCall[] {
  return calls.flatMap((call) => {
    const result = plotterCallToCall(call);
    return result.ok ? [result.call] : [];
  });
}
