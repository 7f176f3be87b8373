import { useId } from 'react';
import { acresFromNri, nriFromAcres } from '../../../../../calc/fractions';
import { COMMON_ROYALTIES } from './royalty-fields';

// docs/product.md#limits: the royalty examples, for 10 net mineral acres in a 640-acre unit, computed by the same
// code as the calculators so the card can never disagree with them.
const EXAMPLE_ACRES = '10';
const EXAMPLE_UNIT = '640';
const EXAMPLES = COMMON_ROYALTIES.map(({ value: royalty }) => {
  const outcome = nriFromAcres({ mineralAcres: EXAMPLE_ACRES, royalty, unitAcres: EXAMPLE_UNIT });
  return { royalty, nri: outcome.ok ? outcome.value : null };
});
const INVERSE_NRI = '0.00292969';
const INVERSE = acresFromNri({ nri: INVERSE_NRI, royalty: '3/16', unitAcres: EXAMPLE_UNIT });

export function HowItWorksCard() {
  const headingId = useId();
  return (
    <section className="card calc-card" aria-labelledby={headingId}>
      <h2 id={headingId}>How It Works</h2>
      <p>
        Your share of a well is your share of the unit's acres, times the royalty in your lease. If you own 10
        of the 640 acres in the unit, you own 10/640 of the minerals, and a 3/16 royalty pays you 3/16 of
        that.
      </p>
      <p className="calc-formula">NRI = mineral acres × royalty ÷ unit size</p>
      <p className="calc-formula">Mineral acres = NRI × unit size ÷ royalty</p>
      <p>
        When a horizontal well crosses several units, the Corporation Commission's order splits its production
        between them; the NRI is then multiplied by your unit's allocation percentage.
      </p>
      <h3>Examples: 10 net mineral acres in a 640-acre unit</h3>
      <div className="calc-table-wrap">
        <table className="calc-table">
          <thead>
            <tr>
              <th scope="col">Royalty</th>
              <th scope="col" className="calc-number">
                NRI
              </th>
              <th scope="col" className="calc-number">
                Percent
              </th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLES.map(({ royalty, nri }) => (
              <tr key={royalty}>
                <th scope="row">
                  {royalty}
                  <span className="calc-working">
                    {EXAMPLE_ACRES} × {royalty} ÷ {EXAMPLE_UNIT}
                  </span>
                </th>
                <td className="calc-number">{nri?.decimalText}</td>
                <td className="calc-number">{nri?.percentText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {INVERSE.ok && (
        <p>
          And back again: a division order of {INVERSE_NRI} with a 3/16 royalty in a 640-acre unit is{' '}
          {INVERSE_NRI} × {EXAMPLE_UNIT} ÷ 3/16 = {INVERSE.value.acresText} net mineral acres.
        </p>
      )}
      <p className="muted">
        Operators print decimals to 8 places. These calculators work with exact fractions and round only the
        answer you see.
      </p>
    </section>
  );
}
