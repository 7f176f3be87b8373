import '../../../styles/calculators.css';
import { useMemo } from 'react';
import { nriFromAcres } from '../../../../calc/fractions';
import { usePageTitle } from '../../../ui/page-title';
import { useUrlState } from './calculator-shared/use-url-state';
import { AcresFromNriCard } from './royalty/acres-from-nri-card';
import { DivisionOrderCard } from './royalty/division-order-card';
import { HowItWorksCard } from './royalty/how-it-works-card';
import { IncomeEstimateCard } from './royalty/income-estimate-card';
import { NriFromAcresCard } from './royalty/nri-from-acres-card';
import { RoyaltyGlossary } from './royalty/royalty-glossary';
import { ROYALTY_LINK_DEFAULTS } from './royalty/royalty-link';

/**
 * docs/product.md#pages, Royalty and NRI Calculator: both calculators and How It Works; beyond the product description, a
 * division order check and an income estimate, both fed by the first calculator.
 */
export default function RoyaltyPage() {
  usePageTitle('Royalty and NRI Calculator');
  const link = useUrlState(ROYALTY_LINK_DEFAULTS);
  const { acres, royalty, unit, alloc } = link.values;
  const nriOutcome = useMemo(
    () => nriFromAcres({ mineralAcres: acres, royalty, unitAcres: unit, allocation: alloc }),
    [acres, royalty, unit, alloc],
  );
  return (
    <div className="page calc-page">
      <div className="calc-intro">
        <h1>Royalty and NRI Calculator</h1>
        <p>
          Work out the decimal interest your mineral acres should be paid in a well, or the acres behind a
          decimal on your check stub. Then check your division order and estimate a month's royalty. The page
          address keeps your numbers, so you can bookmark it or send it to someone.
        </p>
        <RoyaltyGlossary />
      </div>
      <div className="calc-grid">
        <NriFromAcresCard link={link} outcome={nriOutcome} />
        <AcresFromNriCard link={link} />
        <DivisionOrderCard link={link} />
        <HowItWorksCard />
        <IncomeEstimateCard link={link} nriOutcome={nriOutcome} />
      </div>
    </div>
  );
}
