import { useMemo } from 'react';
import { type CalcResult, estimateRoyaltyIncome, type NriResult } from '../../../../../calc/fractions';
import { CalcCardFrame } from '../calculator-shared/calc-card-frame';
import { CalcField } from '../calculator-shared/calc-field';
import { ResultArea } from '../calculator-shared/result-list';
import { useErrorTiming } from '../calculator-shared/use-error-timing';
import { errorOf, messageFor, waitsForCalculate } from './calc-error-view';
import { IncomeStepsTable } from './income-steps-table';
import type { RoyaltyLink, RoyaltyLinkKey } from './royalty-link';

/**
 * Beyond the product description: a month's royalty from the NRI, the well's oil and gas sales, production tax and
 * deductions, with every step of the arithmetic shown. The NRI box follows the NRI calculator until the
 * user types in it.
 */
export function IncomeEstimateCard({
  link,
  nriOutcome,
}: {
  link: RoyaltyLink;
  nriOutcome: CalcResult<NriResult>;
}) {
  const v = link.values;
  const nriFromAbove = nriOutcome.ok ? nriOutcome.value.decimalText : null;
  const followsAbove = !link.isSet('inc_nri');
  const nri = followsAbove ? (nriFromAbove ?? '') : v.inc_nri;
  const input = {
    nri,
    oilBbl: v.oil_bbl,
    oilPrice: v.oil_price,
    gasMcf: v.gas_mcf,
    gasPrice: v.gas_price,
    productionTaxPercent: v.tax,
    deductionsPercent: v.deductions,
  };
  const inputsKey = JSON.stringify(input);
  // biome-ignore lint/correctness/useExhaustiveDependencies: inputsKey stands for every field of input
  const outcome = useMemo(() => estimateRoyaltyIncome(input), [inputsKey]);
  const timing = useErrorTiming(inputsKey);
  const error = errorOf(outcome);
  const shown = timing.shows(error, waitsForCalculate(error)) ? error : null;
  const noVolumes = v.oil_bbl.trim() === '' && v.gas_mcf.trim() === '';

  const field = (key: RoyaltyLinkKey, errorField: string) => ({
    value: v[key],
    onChange: (value: string) => link.setValue(key, value),
    error: messageFor(shown, errorField),
    numeric: true,
  });

  let nriHint = 'The decimal from your check stub or the NRI calculator above.';
  if (followsAbove && nriFromAbove) nriHint = 'Filled in from the NRI calculator above.';

  return (
    <CalcCardFrame
      title="Monthly Royalty Income Estimate"
      intro="Roughly what a month of production pays you. Enter the whole well's sales for the month, as the check stub shows them."
      submitLabel="Estimate Income"
      onCalculate={() => link.flush()}
      timing={timing}
      wide
      fields={
        <>
          <div className="calc-narrow">
            <CalcField
              label="Your NRI (decimal interest)"
              value={nri}
              onChange={(value) => link.setValue('inc_nri', value)}
              error={messageFor(shown, 'nri')}
              hint={nriHint}
              placeholder="e.g. 0.00292969"
              numeric
            >
              {!followsAbove && nriFromAbove !== null && nriFromAbove !== nri.trim() && (
                <button
                  type="button"
                  className="btn btn-secondary calc-quick-button"
                  onClick={() => link.setValue('inc_nri', nriFromAbove)}
                >
                  Use NRI from above ({nriFromAbove})
                </button>
              )}
            </CalcField>
          </div>
          <div className="calc-fields calc-fields-2">
            <CalcField label="Oil sold (barrels)" placeholder="e.g. 1500" {...field('oil_bbl', 'oilBbl')} />
            <CalcField
              label="Oil price ($ per barrel)"
              placeholder="e.g. 70"
              {...field('oil_price', 'oilPrice')}
            />
            <CalcField
              label="Gas sold (Mcf)"
              placeholder="e.g. 20000"
              hint="Mcf: thousand cubic feet."
              {...field('gas_mcf', 'gasMcf')}
            />
            <CalcField
              label="Gas price ($ per Mcf)"
              placeholder="e.g. 2.50"
              {...field('gas_price', 'gasPrice')}
            />
            <CalcField
              label="Production tax (%)"
              hint="7% is Oklahoma's usual gross production tax."
              {...field('tax', 'productionTaxPercent')}
            />
            <CalcField
              label="Deductions (%)"
              hint="Post-production costs some operators take (gathering, compression). Blank means none."
              placeholder="0"
              {...field('deductions', 'deductionsPercent')}
            />
          </div>
        </>
      }
    >
      <ResultArea label="Income estimate">
        {outcome.ok && !noVolumes ? (
          <IncomeStepsTable estimate={outcome.value} nri={nri.trim()} link={link} />
        ) : (
          <p className="calc-prompt">
            {shown
              ? 'No estimate until the box marked above is fixed.'
              : outcome.ok
                ? 'Enter barrels of oil or Mcf of gas, and their prices, to see an estimate.'
                : 'Enter your NRI (or fill in the NRI calculator above) and the month’s sales to see an estimate.'}
          </p>
        )}
      </ResultArea>
    </CalcCardFrame>
  );
}
