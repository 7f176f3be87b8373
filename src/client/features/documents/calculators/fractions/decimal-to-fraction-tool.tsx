import { useDeferredValue, useMemo } from 'react';
import {
  type CommonInterest,
  DECIMAL_TO_FRACTION_MAX_DECIMALS,
  decimalToFractions,
  type FractionApproximation,
  formatRationalDecimal,
  recognizeCommonInterest,
} from '../../../../../calc/fractions';
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
  const common = useMemo(() => recognizeCommonInterest(deferredDecimal), [deferredDecimal]);
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
        {outcome.ok && outcome.value.length === 0 ? (
          // an empty box explains itself instead of showing '0/1 = 0'.
          <p className="calc-prompt">
            Type the decimal interest from your check stub or division order, for example 0.00292969, and its
            fractions appear here.
          </p>
        ) : outcome.ok ? (
          <>
            {common && <CommonInterestNote typed={deferredDecimal.trim()} common={common} />}
            <ApproximationList approximations={outcome.value} />
          </>
        ) : (
          <p className="calc-prompt">
            {error ? 'No result until the decimal is fixed.' : 'Fractions appear here as you type.'}
          </p>
        )}
      </ResultArea>
    </CalcCardFrame>
  );
}

/** "0.00292969 is 3/1024 rounded to 8 places" (docs/product.md#calculators): the fraction behind a decimal. */
function CommonInterestNote({ typed, common }: { typed: string; common: CommonInterest }) {
  const fraction = `${common.numerator}/${common.denominator}`;
  const places = typed.split('.')[1]?.length ?? 0;
  const off = formatRationalDecimal(common.difference, places + 4, { trimZeros: true }).replace(/^-/, '');
  return (
    <p className="calc-common-interest" role="status">
      {common.exact ? (
        <>
          {typed} is exactly <strong>{fraction}</strong>, a common mineral-interest fraction.
        </>
      ) : (
        <>
          {typed} is <strong>{fraction}</strong> ({common.decimal}) rounded to {places} decimal places: a
          common mineral-interest fraction, off by only {off}.
        </>
      )}
    </p>
  );
}

function ApproximationList({ approximations: all }: { approximations: readonly FractionApproximation[] }) {
  // The continued fraction of a decimal below 1 starts at 0/1: no owner's interest, and a Copy button that
  // copied "0/1" as the first answer. It is kept only when the decimal is zero.
  const approximations = all.length > 1 ? all.filter((a) => String(a.numerator) !== '0') : all;
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
