import { type ReactNode, useState } from 'react';
import { CopyButton } from './copy-button';

export interface ResultRow {
  readonly label: string;
  /** What is shown; long values wrap anywhere rather than widen the page. */
  readonly value: ReactNode;
  /** What Copy puts on the clipboard; no Copy button when absent. */
  readonly copyText?: string;
  /** Ends the Copy button's name: 'Copy <copyWhat>'. */
  readonly copyWhat?: string;
  /** A few words after the value, e.g. 'rounded to 10 places'. */
  readonly note?: string;
  /** The headline number, shown larger. */
  readonly primary?: boolean;
}

// A 10,000-digit answer would fill dozens of phone screens: show its ends and let the user ask for all.
const LONG_VALUE_LENGTH = 200;

/** A calculator's answer as label / value pairs, each with its Copy button. Put it in a ResultArea. */
export function ResultList({ rows }: { rows: readonly ResultRow[] }) {
  return (
    <dl className="calc-result-list">
      {rows.map((row) => (
        <div key={row.label} className={`calc-result-row${row.primary ? ' calc-result-primary' : ''}`}>
          <dt>{row.label}</dt>
          <dd>
            {typeof row.value === 'string' && row.value.length > LONG_VALUE_LENGTH ? (
              <LongValue text={row.value} />
            ) : (
              <span className="calc-result-value">{row.value}</span>
            )}
            {row.note && <span className="calc-result-note">({row.note})</span>}
            {row.copyText !== undefined && (
              <CopyButton text={row.copyText} what={row.copyWhat ?? row.label} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function LongValue({ text }: { text: string }) {
  const [whole, setWhole] = useState(false);
  return (
    <>
      <span className="calc-result-value calc-result-long">
        {whole ? text : `${text.slice(0, 60)} … ${text.slice(-30)}`}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-copy"
        aria-expanded={whole}
        onClick={() => setWhole(!whole)}
      >
        {whole ? 'Show less' : `Show all ${text.length.toLocaleString('en-US')} characters`}
      </button>
    </>
  );
}

/**
 * Where a calculator's answer, prompt or error appears. It stays in the page while its content changes,
 * so screen readers announce each new answer (a live region added together with its text is not read).
 */
export function ResultArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="calc-result" aria-live="polite" aria-label={label}>
      {children}
    </section>
  );
}
