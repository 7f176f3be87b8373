import { useDeferredValue, useMemo } from 'react';
import {
  DECIMAL_TO_FRACTION_MAX_DECIMALS,
  decimalToFractions,
  EMPTY_DECIMAL_TO_FRACTION_TEXT,
  type FractionApproximation,
} from '../../../../calc/fractions';
import { CalcCardFrame } from '../calculator-shared/calc-card-frame';
import { CalcField } from '../calculator-shared/calc-field';
import { CopyButton } from '../calculator-shared/copy-button';
import { ResultArea } from '../calculator-shared/result-list';
import { useErrorTiming } from '../calculator-shared/use-error-timing';

export function DecimalToFractionTool(props: {
  decimal: string;
  onDecimalChange(decimal: string): void;
  onCalculate(): void;
}) {
  const { decimal } = props;
  const deferredDecimal = useDeferredValue(decimal);
  const outcome = useMemo(() => decimalToFractions(deferredDecimal), [deferredDecimal]);
  const timing = useErrorTiming(decimal);
  const error = !outcome.ok && timing.shows(outcome.error) ? outcome.error.message : null;

  return (
    <CalcCardFrame
      title="Decimal to Fraction"
      intro="Turns any decimal into fractions, from the roughest to the exact one. Each line is closer than the one before."
      submitLabel="Convert"
      onCalculate={props.onCalculate}
      timing={timing}
      fields={
        <CalcField
          label="Decimal to convert"
          value={decimal}
          onChange={props.onDecimalChange}
          error={error}
          hint={`Up to ${DECIMAL_TO_FRACTION_MAX_DECIMALS} decimal places are used; a minus sign is allowed.`}
          placeholder="e.g. 0.1875"
          numeric
          enterKeyHint="go"
        />
      }
    >
      <ResultArea label="Decimal to Fraction result">
        {outcome.ok ? (
          <ApproximationList approximations={outcome.value} />
        ) : (
          <p className="calc-prompt">
            {error ? 'No result until the decimal is fixed.' : 'Fractions appear here as you type.'}
          </p>
        )}
      </ResultArea>
    </CalcCardFrame>
  );
}

function ApproximationList({ approximations }: { approximations: readonly FractionApproximation[] }) {
  // docs/product.md#pages: empty input (also '.' and '-', still being typed) shows '0/1 = 0'.
  if (approximations.length === 0) {
    return (
      <ol className="calc-approximations">
        <li className="calc-approximation">
          <span className="calc-approximation-text">{EMPTY_DECIMAL_TO_FRACTION_TEXT}</span>
        </li>
      </ol>
    );
  }
  const lastIndex = approximations.length - 1;
  return (
    <ol className="calc-approximations">
      {approximations.map((approximation, index) => {
        const fraction = `${approximation.numerator}/${approximation.denominator}`;
        return (
          <li key={fraction} className="calc-approximation">
            <span className="calc-approximation-text">
              {approximation.text}
              {index === lastIndex && <span className="badge badge-blue calc-match-badge">Exact</span>}
            </span>
            <CopyButton text={fraction} what={`fraction ${fraction}`} />
          </li>
        );
      })}
    </ol>
  );
}
