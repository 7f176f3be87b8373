import '../../../styles/calculators.css';
import { usePageTitle } from '../../../ui/page-title';
import { useUrlState } from './calculator-shared/use-url-state';
import { DecimalToFractionTool } from './fractions/decimal-to-fraction-tool';
import { FractionGlossary } from './fractions/fraction-glossary';
import { QuickFractionCalculator } from './fractions/quick-fraction-calculator';
import { ReverseCalculator } from './fractions/reverse-calculator';

// The link parameters: ?expr=1/2%2B1/8&reverse=0.270833&decimal=0.1875 restores all three tools.
const LINK_DEFAULTS = { expr: '', reverse: '', decimal: '' };

/** docs/product.md#pages, Fraction Calculators: three tools on one page, each computing as the user types. */
export default function FractionsPage() {
  usePageTitle('Mineral Rights Fraction Calculators');
  const link = useUrlState(LINK_DEFAULTS);
  return (
    <div className="page calc-page">
      <div className="calc-intro">
        <h1>Mineral Rights Fraction Calculators</h1>
        <p>
          Work with the fractions in deeds and the decimals on check stubs, exactly and without rounding.
          Results appear as you type; the page address keeps your numbers, so you can bookmark it or send it
          to someone.
        </p>
        <FractionGlossary />
      </div>
      <div className="calc-grid">
        <QuickFractionCalculator
          expression={link.values.expr}
          onExpressionChange={(value) => link.setValue('expr', value)}
          onCalculate={link.flush}
        />
        <ReverseCalculator
          decimal={link.values.reverse}
          onDecimalChange={(value) => link.setValue('reverse', value)}
          onCalculate={link.flush}
        />
        <DecimalToFractionTool
          decimal={link.values.decimal}
          onDecimalChange={(value) => link.setValue('decimal', value)}
          onCalculate={link.flush}
        />
      </div>
    </div>
  );
}
