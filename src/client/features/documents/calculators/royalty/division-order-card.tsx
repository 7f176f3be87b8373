import { useMemo } from 'react';
import { type CalcError, checkDivisionOrder, type DivisionOrderCheck } from '../../../../../calc/fractions';
import { CalcCardFrame } from '../calculator-shared/calc-card-frame';
import { CalcField } from '../calculator-shared/calc-field';
import { CopyButton } from '../calculator-shared/copy-button';
import { ResultArea } from '../calculator-shared/result-list';
import { useErrorTiming } from '../calculator-shared/use-error-timing';
import { errorOf, messageFor, waitsForCalculate } from './calc-error-view';
import type { RoyaltyLink } from './royalty-link';

const STATED_FIELD = 'statedDecimal';

/**
 * Beyond the product description: does the decimal on a division order or check stub agree, to the 8 places operators
 * print, with the NRI from the owner's acreage and royalty (the calculator above)? If not, which acreage
 * or royalty would give it?
 */
export function DivisionOrderCard({ link }: { link: RoyaltyLink }) {
  const { acres, royalty, unit, alloc, stated } = link.values;
  const outcome = useMemo(
    () =>
      checkDivisionOrder({
        mineralAcres: acres,
        royalty,
        unitAcres: unit,
        allocation: alloc,
        statedDecimal: stated,
      }),
    [acres, royalty, unit, alloc, stated],
  );
  // The library reads the calculator's inputs first, so while those are wrong it says nothing of the
  // stated decimal: check that alone against inputs known to be good.
  const statedAlone = useMemo(
    () =>
      errorOf(checkDivisionOrder({ mineralAcres: '1', royalty: '1', unitAcres: '1', statedDecimal: stated })),
    [stated],
  );
  const timing = useErrorTiming(stated);
  const error = errorOf(outcome);
  const statedError = timing.shows(statedAlone, waitsForCalculate(statedAlone))
    ? messageFor(statedAlone, STATED_FIELD)
    : null;

  return (
    <CalcCardFrame
      title="Check My Division Order"
      intro="Before you sign a division order, check its decimal against your own figures from the NRI calculator."
      submitLabel="Check It"
      onCalculate={() => link.flush()}
      timing={timing}
      fields={
        <CalcField
          label="Decimal on your division order or check stub"
          value={stated}
          onChange={(value) => link.setValue('stated', value)}
          error={statedError}
          hint="Copy it exactly, all 8 decimal places, e.g. 0.00292969."
          placeholder="e.g. 0.00292969"
          numeric
        />
      }
    >
      <ResultArea label="Division order check">
        {outcome.ok ? (
          <CheckVerdict
            check={outcome.value}
            acres={acres.trim()}
            royalty={royalty.trim()}
            unit={unit.trim()}
          />
        ) : (
          <p className="calc-prompt">{describeMissing(error, statedError !== null)}</p>
        )}
      </ResultArea>
    </CalcCardFrame>
  );
}

// What stands between the user and an answer: the calculator above first (its inputs are read first),
// then the decimal.
function describeMissing(error: CalcError | null, statedErrorShown: boolean): string {
  if (error && error.field !== STATED_FIELD) {
    return waitsForCalculate(error)
      ? 'Fill in your acres, royalty and unit size in the NRI calculator above first.'
      : `Fix the NRI calculator above first: ${error.message}`;
  }
  return statedErrorShown
    ? 'No answer until the decimal is fixed.'
    : 'Type the decimal from your division order or check stub.';
}
function CheckVerdict({
  check,
  acres,
  royalty,
  unit,
}: {
  check: DivisionOrderCheck;
  acres: string;
  royalty: string;
  unit: string;
}) {
  const stated = check.stated.decimalText;
  const computed = check.computed.decimalText;
  if (check.agrees) {
    const text = `They agree: the division order's ${stated} matches the ${computed} your figures give, to 8 decimal places.`;
    return (
      <div className="alert alert-success calc-verdict">
        <p>
          <strong>They agree.</strong> The division order's {stated} matches the {computed} your figures give,
          to 8 decimal places.
        </p>
        <CopyButton text={text} what="this result" wide />
      </div>
    );
  }
  const lines = [
    `They do not agree: the division order says ${stated}, your figures give ${computed} (a difference of ${check.differenceText}).`,
  ];
  const acresLine = check.explainingMineralAcres
    ? `${check.explainingMineralAcres.acresText} net mineral acres (exactly ${check.explainingMineralAcres.fractionText}) at a ${royalty} royalty in a ${unit}-acre unit would give ${stated}.`
    : null;
  const royalties = check.explainingRoyalty;
  const royaltyLine = royalties
    ? `A royalty of ${royalties.fractionText} (${royalties.decimalText}) on ${acres} net mineral acres would give ${stated}${
        royalties.nearestCommonRoyalty === null
          ? '; that is not a usual lease royalty, so a different acreage is more likely.'
          : `; it matches the common lease royalty ${royalties.nearestCommonRoyalty}.`
      }`
    : null;
  if (acresLine) lines.push(acresLine);
  if (royaltyLine) lines.push(royaltyLine);
  return (
    <div className="alert alert-warning calc-verdict">
      <p>
        <strong>They do not agree.</strong> The division order says {stated}; your figures give {computed} (a
        difference of {check.differenceText}).
      </p>
      {(acresLine || royaltyLine) && (
        <>
          <p>What would explain it:</p>
          <ul>
            {acresLine && <li>{acresLine}</li>}
            {royaltyLine && <li>{royaltyLine}</li>}
          </ul>
        </>
      )}
      <p>Ask the operator which acreage and royalty they used before you sign.</p>
      <CopyButton text={lines.join('\n')} what="this result" wide />
    </div>
  );
}
