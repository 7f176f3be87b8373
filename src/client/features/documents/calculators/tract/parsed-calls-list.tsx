import { memo } from 'react';
import {
  type Call,
  callReadAs,
  formatAzimuth,
  formatFeet,
  type TractAnalysis,
} from '../../../../../calc/survey';
import { type LegRef, legRefEquals } from '../survey-canvas/survey-scene';

/** A 200,000-character paste can hold thousands of calls; the drawing shows them all, the list the first ones. */
const MAX_LISTED_CALLS = 500;

interface Props {
  analysis: TractAnalysis;
  highlighted: LegRef | null;
  pinned: LegRef | null;
  onHover(leg: LegRef | null): void;
  onPin(leg: LegRef): void;
}

/**
 * docs/product.md#pages: P0→P1 with the bearing in degrees and the distance in feet, how the call was read
 * (docs/product.md#reading-real-deeds) and the text it came from. Each row picks out its course on the
 * drawing on hover or keyboard focus, and a tap or click keeps it picked out (aria-pressed).
 */
export const ParsedCallsList = memo(function ParsedCallsList({
  analysis,
  highlighted,
  pinned,
  onHover,
  onPin,
}: Props) {
  const tieCount = analysis.tieLegs.length;
  const tieName = (index: number) => (index === 0 ? 'POC' : `T${index}`);
  return (
    <section className="card survey-calls" aria-labelledby="survey-calls-heading">
      <h2 id="survey-calls-heading">
        Parsed Calls <span className="badge">{analysis.legs.length.toLocaleString('en-US')}</span>
      </h2>
      <p className="muted survey-calls-hint">Point at, tab to or tap a call to pick it out on the drawing.</p>
      {tieCount > 0 && (
        <>
          <h3>Commencement tie</h3>
          <p className="muted survey-calls-hint">
            From the point of commencement (POC) to the point of beginning; drawn dashed, not part of the
            tract.
          </p>
          <CallRows
            calls={analysis.tieLegs.map((leg) => leg.call)}
            set="tie"
            pointNames={(index) => [tieName(index), index === tieCount - 1 ? 'P0' : tieName(index + 1)]}
            {...{ highlighted, pinned, onHover, onPin }}
          />
          <h3>Tract</h3>
        </>
      )}
      <CallRows
        calls={analysis.legs.map((leg) => leg.call)}
        set="tract"
        pointNames={(index) => [`P${index}`, `P${index + 1}`]}
        {...{ highlighted, pinned, onHover, onPin }}
      />
    </section>
  );
});

interface RowsProps extends Omit<Props, 'analysis'> {
  calls: readonly Call[];
  set: LegRef['set'];
  pointNames(index: number): [string, string];
}

function CallRows({ calls, set, pointNames, highlighted, pinned, onHover, onPin }: RowsProps) {
  const listed = calls.slice(0, MAX_LISTED_CALLS);
  return (
    <>
      <ol className="survey-call-list">
        {listed.map((call, index) => {
          const ref: LegRef = { set, index };
          const [from, to] = pointNames(index);
          const active = legRefEquals(highlighted, ref);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a call is its position in the deed
            <li key={index}>
              <button
                type="button"
                className={`survey-call${active ? ' is-highlighted' : ''}`}
                aria-pressed={legRefEquals(pinned, ref)}
                onMouseEnter={() => onHover(ref)}
                onMouseLeave={() => onHover(null)}
                onFocus={() => onHover(ref)}
                onBlur={() => onHover(null)}
                onClick={() => onPin(ref)}
              >
                <span className="survey-call-points">
                  {from}→{to}
                </span>
                <span className="survey-call-numbers">
                  <span>{formatAzimuth(call.bearing)}</span>
                  <span>{formatFeet(call.distance)} ft</span>
                </span>
                <span className="survey-call-detail" data-testid="call-read-as">
                  Read as {callReadAs(call)}
                </span>
                {call.text && <span className="survey-call-text">“{call.text}”</span>}
              </button>
            </li>
          );
        })}
      </ol>
      {calls.length > listed.length && (
        <p className="muted">
          and {(calls.length - listed.length).toLocaleString('en-US')} more calls, drawn but not listed
        </p>
      )}
    </>
  );
}
