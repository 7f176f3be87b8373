import { type FormEvent, useDeferredValue, useId, useMemo } from 'react';
import { evaluateExpression, formatFractionResult } from '../../../../../calc/fractions';
import { CalcField } from '../calculator-shared/calc-field';
import { LazyShareResult } from '../calculator-shared/lazy-share-result';
import { QuickButtons, type QuickOption } from '../calculator-shared/quick-buttons';
import { ResultArea, ResultList, type ResultRow } from '../calculator-shared/result-list';
import { useErrorTiming } from '../calculator-shared/use-error-timing';
import { describeExpressionError } from './expression-error-text';

// docs/product.md#pages: the example buttons.
const EXAMPLES: readonly QuickOption[] = ['1/2+1/8', '(1/2+1/4)*3/8', '1/4-1/16', '1/2+1/8-1/48'].map(
  (text) => ({ label: text, value: text }),
);

// '1/2/3': the library reads a second slash as division ((1/2) ÷ 3); say so rather than surprise.
const CHAINED_SLASH = /\d\s*\/\s*\d+\s*\/\s*[\d(]/;

export function QuickFractionCalculator(props: {
  expression: string;
  onExpressionChange(expression: string): void;
  onCalculate(): void;
}) {
  const headingId = useId();
  const { expression } = props;
  const deferredExpression = useDeferredValue(expression);
  const outcome = useMemo(() => evaluateExpression(deferredExpression), [deferredExpression]);
  const timing = useErrorTiming(expression);
  const isBlank = expression === '';
  const error = !outcome.ok && timing.shows(outcome.error, isBlank) ? outcome.error : null;

  function calculate(event: FormEvent) {
    event.preventDefault();
    timing.markCalculated();
    props.onCalculate();
  }

  return (
    <section className="card calc-card calc-card-wide" aria-labelledby={headingId}>
      <h2 id={headingId}>Quick Fraction Calculator</h2>
      <p className="muted">Add, subtract, multiply and divide fractions exactly, as title work needs.</p>
      <form onSubmit={calculate} noValidate>
        <CalcField
          label="Fraction expression"
          value={expression}
          onChange={props.onExpressionChange}
          error={error ? describeExpressionError(error) : null}
          hint="Use + − × ÷ (or * and /) and parentheses; write a share of a share as 1/2 x 3/16 or 3/16 of 1/8. A whole number then a fraction, like 1 1/2, is a mixed number. Spaces are fine."
          placeholder="e.g. 1/2 + 1/8"
          enterKeyHint="go"
        >
          <QuickButtons label="Examples" options={EXAMPLES} onPick={props.onExpressionChange} />
        </CalcField>
        <div className="calc-actions">
          <button type="submit" className="btn">
            Calculate
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => props.onExpressionChange('')}>
            Clear
          </button>
        </div>
      </form>
      <ResultArea label="Quick Fraction Calculator result">
        {outcome.ok ? (
          <ExpressionResult
            result={formatFractionResult(outcome.value)}
            readAsDivision={CHAINED_SLASH.test(expression)}
          />
        ) : (
          <p className="calc-prompt">
            {error ? 'No result until the expression is fixed.' : 'The answer appears here as you type.'}
          </p>
        )}
      </ResultArea>
      <LazyShareResult
        calculator="fraction"
        inputs={{ expr: deferredExpression }}
        category="well-production"
      />
    </section>
  );
}

function ExpressionResult({
  result,
  readAsDivision,
}: {
  result: ReturnType<typeof formatFractionResult>;
  readAsDivision: boolean;
}) {
  const rows: ResultRow[] = [
    {
      label: 'Fraction',
      value: result.fraction,
      copyText: result.fraction,
      copyWhat: 'fraction',
      primary: true,
    },
    {
      label: 'Decimal',
      value: result.decimal,
      note: result.decimalIsExact ? undefined : 'rounded to 10 places',
      copyText: result.decimal,
      copyWhat: 'decimal',
    },
  ];
  if (result.mixed !== result.fraction) {
    rows.push({
      label: 'Mixed number',
      value: result.mixed,
      copyText: result.mixed,
      copyWhat: 'mixed number',
    });
  }
  return (
    <>
      <ResultList rows={rows} />
      {readAsDivision && (
        <p className="calc-note">
          A second slash divides: 1/2/3 is read as (1/2) ÷ 3 = 1/6. Add parentheses if you meant something
          else.
        </p>
      )}
    </>
  );
}
