import type { CalcResult, NriResult } from '../../../../../calc/fractions';
import { CalcCardFrame, copyRow } from '../calculator-shared/calc-card-frame';
import { CalcField } from '../calculator-shared/calc-field';
import { LazyShareResult } from '../calculator-shared/lazy-share-result';
import { ResultArea, ResultList } from '../calculator-shared/result-list';
import { useErrorTiming } from '../calculator-shared/use-error-timing';
import { errorOf, messageFor, waitsForCalculate } from './calc-error-view';
import { UnitTermsFields } from './royalty-fields';
import type { RoyaltyLink } from './royalty-link';

// The link keys of this calculator's own royalty, unit and allocation.
const TERM_KEYS = { royalty: 'royalty', unit: 'unit', alloc: 'alloc' } as const;

/** NRI = mineral acres × royalty ÷ unit size (× allocation), docs/product.md#pages and #limits. */
export function NriFromAcresCard({ link, outcome }: { link: RoyaltyLink; outcome: CalcResult<NriResult> }) {
  const { acres, royalty, unit, alloc } = link.values;
  const timing = useErrorTiming(JSON.stringify([acres, royalty, unit, alloc]));
  const error = errorOf(outcome);
  const shown = timing.shows(error, waitsForCalculate(error)) ? error : null;

  return (
    <CalcCardFrame
      title="NRI from Mineral Acres"
      intro="Find the decimal interest your acres and royalty should pay in a well."
      submitLabel="Calculate NRI"
      onCalculate={() => link.flush()}
      timing={timing}
      id="nri-calculator"
      fields={
        <>
          <CalcField
            label="Net mineral acres"
            value={acres}
            onChange={(value) => link.setValue('acres', value)}
            error={messageFor(shown, 'mineralAcres')}
            hint="Your acres in the unit: 10, 10.5 or 10 1/2."
            placeholder="e.g. 10"
          />
          <UnitTermsFields
            values={{ royalty, unit, alloc }}
            onChange={(field, value) => link.setValue(TERM_KEYS[field], value)}
            messageFor={(field) => messageFor(shown, field)}
          />
        </>
      }
    >
      <ResultArea label="NRI result">
        {outcome.ok ? (
          <>
            <p className="calc-equation">
              {acres.trim()} acres × {royalty.trim()} ÷ {unit.trim()} acres
              {alloc.trim() === '' ? '' : ` × ${alloc.trim()}%`} =
            </p>
            <ResultList
              rows={[
                copyRow('NRI (percent)', outcome.value.percentText, 'NRI percent', true),
                copyRow('Decimal interest', outcome.value.decimalText, 'NRI decimal'),
                copyRow('Exact fraction', outcome.value.fractionText, 'NRI fraction'),
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
      <LazyShareResult calculator="nri" inputs={{ acres, royalty, unit, alloc }} category="well-production" />
    </CalcCardFrame>
  );
}
