import { useDeferredValue, useMemo, useState } from 'react';
import {
  formatRationalDecimal,
  REVERSE_CANDIDATES_SHOWN,
  type ReverseCandidate,
  reverseFraction,
} from '../../../../../calc/fractions';
import { CalcCardFrame } from '../calculator-shared/calc-card-frame';
import { CalcField } from '../calculator-shared/calc-field';
import { CopyButton } from '../calculator-shared/copy-button';
import { QuickButtons, type QuickOption } from '../calculator-shared/quick-buttons';
import { ResultArea } from '../calculator-shared/result-list';
import { useErrorTiming } from '../calculator-shared/use-error-timing';

// docs/product.md#pages: the example buttons.
const EXAMPLES: readonly QuickOption[] = ['0.5', '0.625', '0.270833', '0.015625'].map((text) => ({
  label: text,
  value: text,
}));

export function ReverseCalculator(props: {
  decimal: string;
  onDecimalChange(decimal: string): void;
  onCalculate(): void;
}) {
  const { decimal } = props;
  const deferredDecimal = useDeferredValue(decimal);
  const isBlank = deferredDecimal.trim() === '';
  // Blank is not wrong, just unfinished: the library would call it 'Invalid decimal'.
  const outcome = useMemo(
    () => (isBlank ? null : reverseFraction(deferredDecimal)),
    [deferredDecimal, isBlank],
  );
  const timing = useErrorTiming(decimal);
  const error = outcome && !outcome.ok && timing.shows(outcome.error) ? outcome.error.message : null;

  return (
    <CalcCardFrame
      title="Reverse Calculator"
      intro="Have a decimal from a check stub or division order? See which common title fractions make it."
      submitLabel="Find Fractions"
      onCalculate={props.onCalculate}
      timing={timing}
      fields={
        <CalcField
          label="Decimal"
          value={decimal}
          onChange={props.onDecimalChange}
          error={error}
          hint="Matches are within 0.000001, so a decimal rounded to 6 or 8 places still finds its fraction."
          placeholder="e.g. 0.270833"
          numeric
          enterKeyHint="go"
        >
          <QuickButtons label="Examples" options={EXAMPLES} onPick={props.onDecimalChange} />
        </CalcField>
      }
    >
      <ResultArea label="Reverse Calculator result">
        {outcome?.ok ? (
          <MatchList key={deferredDecimal} matches={outcome.value} />
        ) : (
          <p className="calc-prompt">
            {error ? 'No result until the decimal is fixed.' : 'Matching fractions appear here as you type.'}
          </p>
        )}
      </ResultArea>
    </CalcCardFrame>
  );
}

function MatchList({ matches }: { matches: readonly ReverseCandidate[] }) {
  const [showAll, setShowAll] = useState(false);
  if (matches.length === 0) {
    return (
      <p className="calc-prompt">
        No common title fraction, alone or two together, is within 0.000001 of this decimal. Decimal to
        Fraction below finds the exact fraction.
      </p>
    );
  }
  const shown = showAll ? matches : matches.slice(0, REVERSE_CANDIDATES_SHOWN);
  return (
    <>
      <p className="calc-result-summary">
        {matches.length === 1 ? '1 match' : `${matches.length} matches`}, simplest first
        {shown.length < matches.length ? ` (showing ${shown.length})` : ''}:
      </p>
      <ol className="calc-match-list">
        {shown.map((match, index) => (
          <MatchItem key={match.expression} match={match} position={index + 1} />
        ))}
      </ol>
      {matches.length > REVERSE_CANDIDATES_SHOWN && (
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? 'Show fewer matches' : `Show all ${matches.length} matches`}
        </button>
      )}
    </>
  );
}

function MatchItem({ match, position }: { match: ReverseCandidate; position: number }) {
  const fraction = `${match.numerator}/${match.denominator}`;
  const decimal = formatRationalDecimal(match.value, 8, { trimZeros: true });
  // A single fraction is its own value: '5/8 = 0.625', not '5/8 = 5/8 = 0.625'.
  const text =
    match.termCount === 1
      ? `${match.expression} = ${decimal}`
      : `${match.expression} = ${fraction} = ${decimal}`;
  return (
    <li className="calc-match">
      <span className="calc-match-text">
        <span className="calc-match-expression">{match.expression}</span>
        {match.termCount === 2 && <> = {fraction}</>} <span className="muted">= {decimal}</span>
        {match.label && <span className="badge badge-green calc-match-badge">{match.label}</span>}
      </span>
      <CopyButton text={text} what={`match ${position}, ${match.expression}`} />
    </li>
  );
}
