import { evaluateExpression } from '../fractions/evaluate-expression';
import { formatFractionResult } from '../fractions/format-fraction-result';
import type { CardDefinition } from './card-types';
import { calcProblem } from './royalty-cards';

/** The longest expression a page link keeps; a card holds no more than its link could. */
const EXPRESSION_MAX = 1000;

/** The Quick Fraction Calculator: an expression of fractions and its exact value. */
export const FRACTION_CARD: CardDefinition = {
  calculator: 'fraction',
  version: 1,
  path: '/calculator/decimal-to-fraction',
  inputs: { expr: EXPRESSION_MAX },
  defaults: {},
  required: ['expr'],
  compute: ({ expr = '' }) => {
    const outcome = evaluateExpression(expr);
    if (!outcome.ok) return calcProblem(outcome.error);
    const text = formatFractionResult(outcome.value);
    const decimal = `${text.decimalIsExact ? '' : '≈ '}${text.decimal}`;
    const result = text.mixed === text.fraction ? text.fraction : `${text.fraction} (${text.mixed})`;
    return {
      title: 'Fraction calculation',
      result: `${result} = ${decimal}`,
      summary: `${expr.trim()} = ${result}, as a decimal ${decimal}.`,
      inputs: [{ label: 'Expression', value: expr.trim() }],
      details: [
        { label: 'Fraction', value: text.fraction },
        { label: 'Mixed number', value: text.mixed },
        { label: 'Decimal', value: decimal },
      ],
      warnings: [],
      drawing: null,
    };
  },
};
