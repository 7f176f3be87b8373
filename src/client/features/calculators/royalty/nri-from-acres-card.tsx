import { type FormEvent, useId } from 'react';
import type { CalcResult, NriResult } from '../../../../calc/fractions';
import { CalcField } from '../calculator-shared/calc-field';
import { ResultArea, ResultList } from '../calculator-shared/result-list';
import { useErrorTiming } from '../calculator-shared/use-error-timing';
import { errorOf, messageFor, waitsForCalculate } from './calc-error-view';
import { AllocationField, RoyaltyField, UnitSizeField } from './royalty-fields';
import type { RoyaltyLink } from './royalty-link';

/** NRI = mineral acres × royalty ÷ unit size (× allocation), spec sections 2 and 9. */
export function NriFromAcresCard({ link, outcome }: { link: RoyaltyLink; outcome: CalcResult<NriResult> }) {
  const headingId = useId();
  const { acres, royalty, unit, alloc } = link.values;
  const timing = useErrorTiming(JSON.stringify([acres, royalty, unit, alloc]));
  const error = errorOf(outcome);
  const shown = timing.shows(error, waitsForCalculate(error)) ? error : null;

  function calculate(event: FormEvent) {
    event.preventDefault();
    timing.markCalculated();
    link.flush();
  }

  return (
    <section className="card calc-card" aria-labelledby={headingId} id="nri-calculator">
      <h2 id={headingId}>NRI from Mineral Acres</h2>
      <p className="muted">Find the decimal interest your acres and royalty should pay in a well.</p>
      <form onSubmit={calculate} noValidate>
        <CalcField
          label="Net mineral acres"
          value={acres}
          onChange={(value) => link.setValue('acres', value)}
          error={messageFor(shown, 'mineralAcres')}
          hint="Your acres in the unit: 10, 10.5 or 10 1/2."
          placeholder="e.g. 10"
        />
        <RoyaltyField
          value={royalty}
          onChange={(value) => link.setValue('royalty', value)}
          error={messageFor(shown, 'royalty')}
        />
        <UnitSizeField
          value={unit}
          onChange={(value) => link.setValue('unit', value)}
          error={messageFor(shown, 'unitAcres')}
        />
        <AllocationField
          value={alloc}
          onChange={(value) => link.setValue('alloc', value)}
          error={messageFor(shown, 'allocation')}
        />
        <div className="calc-actions">
          <button type="submit" className="btn">
            Calculate NRI
          </button>
        </div>
      </form>
      <ResultArea label="NRI result">
        {outcome.ok ? (
          <>
            <p className="calc-equation">
              {acres.trim()} acres × {royalty.trim()} ÷ {unit.trim()} acres
              {alloc.trim() === '' ? '' : ` × ${alloc.trim()}%`} =
            </p>
            <ResultList
              rows={[
                {
                  label: 'NRI (percent)',
                  value: outcome.value.percentText,
                  copyText: outcome.value.percentText,
                  copyWhat: 'NRI percent',
                  primary: true,
                },
                {
                  label: 'Decimal interest',
                  value: outcome.value.decimalText,
                  copyText: outcome.value.decimalText,
                  copyWhat: 'NRI decimal',
                },
                {
                  label: 'Exact fraction',
                  value: outcome.value.fractionText,
                  copyText: outcome.value.fractionText,
                  copyWhat: 'NRI fraction',
                },
              ]}
            />
          </>
        ) : (
          <p className="calc-prompt">
            {shown
              ? 'No result until the box marked above is fixed.'
              : 'Fill in your acres and royalty to see your NRI.'}
          </p>
        )}
      </ResultArea>
    </section>
  );
}
