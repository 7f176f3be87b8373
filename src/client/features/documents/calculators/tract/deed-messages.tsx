import { formatTractAcres, statedAreaMessage } from '../../../../../calc/survey';
import { Alert } from '../../../../ui/alert';
import type { TractResult } from './visualize-deed';

/** Enough to show what went wrong; a pasted book should not put thousands of rows in the page. */
const MAX_SHOWN_WARNINGS = 200;
/** Shown at once; the rest behind a disclosure so the drawing is not pushed off the screen. */
const FIRST_WARNINGS = 8;

/** The product description's errors, the skipped lines with why, the closing error and the 'less and except' note. */
export function DeedMessages({ result }: { result: TractResult }) {
  const { parsed, analysis } = result;
  const reasons = new Map(
    parsed.problems.map((p) => [`Line ${p.line}: Could not parse ${p.text}`, p.reason]),
  );
  const shown = parsed.warnings.slice(0, MAX_SHOWN_WARNINGS);
  const hidden = parsed.warnings.length - shown.length;
  return (
    <div className="survey-messages">
      {parsed.errors.map((error) => (
        <Alert key={error} kind="error">
          {error}
        </Alert>
      ))}
      {analysis?.closureMessage && <Alert kind="error">{analysis.closureMessage}</Alert>}
      {analysis && statedAreaMessage(parsed.statedArea, analysis.acres) && (
        <Alert kind="warning">{statedAreaMessage(parsed.statedArea, analysis.acres)}</Alert>
      )}
      {parsed.stoppedAtException && <ExceptionNote result={result} />}
      {shown.length > 0 && (
        <Alert kind="warning">
          <p className="survey-warnings-title">
            <strong>Parsing warnings</strong>: these parts were skipped, not guessed.
          </p>
          <WarningList warnings={shown.slice(0, FIRST_WARNINGS)} reasons={reasons} />
          {shown.length > FIRST_WARNINGS && (
            <details className="survey-more-warnings">
              <summary className="survey-disclosure">
                Show {(shown.length - FIRST_WARNINGS).toLocaleString('en-US')} more warnings
              </summary>
              <WarningList warnings={shown.slice(FIRST_WARNINGS)} reasons={reasons} />
            </details>
          )}
          {hidden > 0 && <p className="survey-warnings-more">and {hidden.toLocaleString('en-US')} more</p>}
        </Alert>
      )}
    </div>
  );
}

function WarningList({
  warnings,
  reasons,
}: {
  warnings: readonly string[];
  reasons: ReadonlyMap<string, string>;
}) {
  return (
    <ul className="survey-warnings">
      {warnings.map((warning, index) => {
        const reason = reasons.get(warning);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same warning text can repeat
          <li key={index}>
            {warning}
            {reason && <span className="survey-warning-reason"> ({reason})</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** The 'less and except' note: what was excepted, measured and taken off, or that nothing could be. */
function ExceptionNote({ result }: { result: TractResult }) {
  const { parsed, analysis } = result;
  const excepted = parsed.exceptions.reduce((total, exception) => total + exception.acres, 0);
  if (parsed.exceptions.length === 0 || !analysis)
    return (
      <Alert kind="info">
        Reading stopped at "less and except": the excepted land is not drawn or counted.
      </Alert>
    );
  const unplaced = parsed.exceptions.some((exception) => exception.pointOfBeginning === null);
  return (
    <Alert kind="info">
      Reading of the tract stopped at "less and except". The excepted tract
      {parsed.exceptions.length === 1 ? '' : 's'} measure{parsed.exceptions.length === 1 ? 's' : ''}{' '}
      {formatTractAcres(excepted)} acres,{' '}
      {unplaced ? 'not drawn where it could not be placed' : 'drawn dashed'}; the tract less the exception is{' '}
      {formatTractAcres(analysis.acres - excepted)} acres.
    </Alert>
  );
}
