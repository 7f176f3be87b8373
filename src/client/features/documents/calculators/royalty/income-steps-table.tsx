import type { IncomeStepKey, RoyaltyIncomeEstimate } from '../../../../../calc/fractions';
import { CopyButton } from '../calculator-shared/copy-button';
import type { RoyaltyLink } from './royalty-link';

/**
 * The income estimate, one row per step with the arithmetic under its name, so an owner can follow
 * it with a pencil. The working repeats the user's own inputs; amounts come from the library.
 */
export function IncomeStepsTable({
  estimate,
  nri,
  link,
}: {
  estimate: RoyaltyIncomeEstimate;
  nri: string;
  link: RoyaltyLink;
}) {
  const v = link.values;
  const orZero = (text: string) => text.trim() || '0';
  const positive = (text: string) => text.replace(/^-/, '');
  const working: Record<IncomeStepKey, string> = {
    grossOilValue: `${orZero(v.oil_bbl)} bbl × $${orZero(v.oil_price)}`,
    grossGasValue: `${orZero(v.gas_mcf)} Mcf × $${orZero(v.gas_price)}`,
    grossValue: `${estimate.grossOilValue.text} + ${estimate.grossGasValue.text}`,
    ownerShare: `${estimate.grossValue.text} × ${nri}`,
    productionTax: `${estimate.ownerShare.text} × ${orZero(v.tax)}%`,
    deductions: `${estimate.ownerShare.text} × ${orZero(v.deductions)}%`,
    net: `${estimate.ownerShare.text} − ${positive(estimate.productionTax.text)} − ${positive(estimate.deductions.text)}`,
  };
  const copyText = estimate.steps
    .map((step) => `${step.label}: ${working[step.key]} = ${step.text}`)
    .join('\n');
  return (
    <>
      <div className="calc-table-wrap">
        <table className="calc-table calc-table-fixed">
          <caption>Each step of the estimate</caption>
          <thead>
            <tr>
              <th scope="col">Step and working</th>
              <th scope="col" className="calc-number">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {estimate.steps.map((step) => (
              <tr key={step.key} className={step.key === 'net' ? 'calc-total' : undefined}>
                <th scope="row">
                  {step.label}
                  <span className="calc-working">{working[step.key]}</span>
                </th>
                <td className="calc-number">{step.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="calc-actions">
        <CopyButton text={copyText} what="the estimate" wide />
      </div>
      <p className="calc-prompt">
        An estimate: real checks differ with the operator's prices, tax exemptions, deductions and timing.
        Amounts are rounded to the cent on each line.
      </p>
    </>
  );
}
