import { useMemo } from 'react';
import { acresFromNri } from '../../../../../calc/fractions';
import { CalcCardFrame, copyRow } from '../calculator-shared/calc-card-frame';
import { CalcField } from '../calculator-shared/calc-field';
import { LazyShareResult } from '../calculator-shared/lazy-share-result';
import { ResultArea, ResultList } from '../calculator-shared/result-list';
import { useErrorTiming } from '../calculator-shared/use-error-timing';
import { errorOf, messageFor, waitsForCalculate } from './calc-error-view';
import { UnitTermsFields } from './royalty-fields';
import type { RoyaltyLink } from './royalty-link';

// An exact acreage with a denominator this large came from a rounded decimal, not from a deed.
const ROUNDED_DENOMINATOR = 10_000n;

// The link keys of this calculator's own royalty, unit and allocation.
const TERM_KEYS = { royalty: 'nri_royalty', unit: 'nri_unit', alloc: 'nri_alloc' } as const;

/** Mineral acres = NRI × unit size ÷ royalty (÷ allocation), docs/product.md#pages and #limits. */
export function AcresFromNriCard({ link }: { link: RoyaltyLink }) {
  const { nri, nri_royalty: royalty, nri_unit: unit, nri_alloc: alloc } = link.values;
  const outcome = useMemo(
    () => acresFromNri({ nri, royalty, unitAcres: unit, allocation: alloc }),
    [nri, royalty, unit, alloc],
  );
  const timing = useErrorTiming(JSON.stringify([nri, royalty, unit, alloc]));
  const error = errorOf(outcome);
  const shown = timing.shows(error, waitsForCalculate(error)) ? error : null;

  return (
    <CalcCardFrame
      title="Mineral Acres from NRI"
      intro="Work back from the decimal on a division order or check stub to the acres it pays."
      submitLabel="Calculate Acres"
      onCalculate={() => link.flush()}
      timing={timing}
      fields={
        <>
          <CalcField
            label="NRI (decimal interest)"
            value={nri}
            onChange={(value) => link.setValue('nri', value)}
            error={messageFor(shown, 'nri')}
            hint="The decimal from your division order or check stub, e.g. 0.00292969."
            placeholder="e.g. 0.00292969"
            numeric
          />
          <UnitTermsFields
            values={{ royalty, unit, alloc }}
            onChange={(field, value) => link.setValue(TERM_KEYS[field], value)}
            messageFor={(field) => messageFor(shown, field)}
          />
        </>
      }
    >
      <ResultArea label="Mineral acres result">
        {outcome.ok ? (
          <>
            <p className="calc-equation">
              {nri.trim()} × {unit.trim()} acres ÷ {royalty.trim()}
              {alloc.trim() === '' ? '' : ` ÷ ${alloc.trim()}%`} =
            </p>
            <ResultList
              rows={[
                copyRow('Net mineral acres', outcome.value.acresText, 'net mineral acres', true),
                copyRow('Exact', outcome.value.fractionText, 'exact acres'),
              ]}
            />
            {outcome.value.mineralAcres.denominator > ROUNDED_DENOMINATOR && (
              <p className="calc-note">
                Division orders round the decimal to 8 places, so the exact figure is untidy. Compare{' '}
                {outcome.value.acresText} acres with your deeds.
              </p>
            )}
          </>
        ) : (
          <p className="calc-prompt">
            {shown
              ? 'No result until the box marked above is fixed.'
              : 'Fill in your NRI and royalty to see your acres.'}
          </p>
        )}
      </ResultArea>
      <LazyShareResult
        calculator="acres"
        inputs={{ nri, nri_royalty: royalty, nri_unit: unit, nri_alloc: alloc }}
        category="well-production"
      />
    </CalcCardFrame>
  );
}
