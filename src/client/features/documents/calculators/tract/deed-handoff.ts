import { callsToDeedText } from '../../../../../calc/survey';
import { TRACT_VISUALIZER_PATH } from '../../../../../shared/routes';
import { loadPlotterCalls, plotterCallsToCalls } from '../plotter/plotter-storage';

export { TRACT_VISUALIZER_PATH };

/**
 * The plotter's 'Open in Tract Visualizer' link. The visualizer reads the plotter's saved calls rather than taking
 * the text in the URL, so a long tract never makes a URL too long for the server, and a new tab works too.
 */
export const TRACT_VISUALIZER_FROM_PLOTTER = `${TRACT_VISUALIZER_PATH}?from=plotter`;

/** Longest deed text taken from a ?deed= link; parseDeed is fine with more, a URL is not. */
const MAX_LINKED_DEED = 20_000;

/** Deed text handed to the visualizer by a link: ?deed=<text>, or ?from=plotter for the plotter's calls. */
export function handedOffDeedText(params: URLSearchParams): string {
  const deed = params.get('deed');
  if (deed) return deed.slice(0, MAX_LINKED_DEED);
  if (params.get('from') === 'plotter') return callsToDeedText(plotterCallsToCalls(loadPlotterCalls()));
  return '';
}
