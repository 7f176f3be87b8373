import { formatFeet, type PlotterCall } from '../../../../../calc/survey';
import { DeedTextActions } from './deed-text-actions';

interface Props {
  calls: readonly PlotterCall[];
  /** Feet of each call, in order (the plotter call keeps the unit typed). */
  feetOf(index: number): number;
  onDelete(index: number): void;
  onDeleteAll(): void;
  onHover(index: number | null): void;
}

/** The numbered calls with a delete button each (docs/product.md#pages), and the deed-text export. */
export function PlotterCallsCard({ calls, feetOf, onDelete, onDeleteAll, onHover }: Props) {
  return (
    <section className="card plotter-calls" aria-labelledby="plotter-calls-heading">
      <h2 id="plotter-calls-heading">
        Calls <span className="badge">{calls.length}</span>
      </h2>
      {calls.length === 0 ? (
        <p className="muted">No calls yet. Choose a direction, type a distance and press Add Call.</p>
      ) : (
        <>
          <ol className="plotter-call-list">
            {calls.map((call, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a call is its place in the traverse
                key={index}
                onMouseEnter={() => onHover(index)}
                onMouseLeave={() => onHover(null)}
              >
                <span className="plotter-call-number">{index + 1}.</span>
                <span className="plotter-call-text">
                  {call.displayText}
                  {call.unit !== 'feet' && <span className="muted"> ({formatFeet(feetOf(index))} ft)</span>}
                </span>
                <button
                  type="button"
                  className="btn btn-secondary btn-small plotter-delete"
                  aria-label={`Delete call ${index + 1}: ${call.displayText}`}
                  onFocus={() => onHover(index)}
                  onBlur={() => onHover(null)}
                  onClick={() => onDelete(index)}
                >
                  Delete
                </button>
              </li>
            ))}
          </ol>
          <DeedTextActions calls={calls} />
          <button type="button" className="btn btn-secondary plotter-delete-all" onClick={onDeleteAll}>
            Delete All Calls
          </button>
        </>
      )}
    </section>
  );
}
