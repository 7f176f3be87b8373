// Public face of the fraction and royalty calculators. Every calculator returns a CalcResult
// ({ ok: true, value } | { ok: false, error: CalcError }) and never throws; error.message is ready to
// show inline. See README.md for the decisions behind the semantics.
export { CalcError, type CalcErrorCode, type CalcResult } from './calc-error';
export {
  checkDivisionOrder,
  type DivisionOrderCheck,
  type DivisionOrderInput,
  type RoyaltyExplanation,
} from './check-division-order';
export { type CommonInterest, recognizeCommonInterest } from './common-interest';
export {
  DECIMAL_TO_FRACTION_MAX_DECIMALS,
  decimalToFractions,
  EMPTY_DECIMAL_TO_FRACTION_TEXT,
  type FractionApproximation,
} from './decimal-to-fractions';
export {
  estimateRoyaltyIncome,
  formatDollars,
  type IncomeStep,
  type IncomeStepKey,
  OKLAHOMA_GROSS_PRODUCTION_TAX_PERCENT,
  type RoyaltyIncomeEstimate,
  type RoyaltyIncomeInput,
} from './estimate-royalty-income';
export { evaluateExpression, type FractionResult } from './evaluate-expression';
export {
  FRACTION_RESULT_DECIMAL_PLACES,
  type FractionResultText,
  formatFractionResult,
} from './format-fraction-result';
export {
  type DecimalFormatOptions,
  formatRational,
  formatRationalDecimal,
  formatRationalMixed,
} from './format-rational';
export type { QuantityInput } from './parse-quantity';
export * from './rational';
export { rationalToNumber } from './rational-to-number';
export {
  REVERSE_CANDIDATES_KEPT,
  REVERSE_CANDIDATES_SHOWN,
  type ReverseCandidate,
  reverseFraction,
  SIMPLEST_MATCH_LABEL,
} from './reverse-fraction';
export {
  type AcresFromNriInput,
  type AcresResult,
  acresFromNri,
  formatAcres,
  formatNriDecimal,
  formatNriPercent,
  type NriFromAcresInput,
  type NriResult,
  nriFromAcres,
} from './royalty';
export { TITLE_FRACTIONS } from './title-fractions';
export { MAX_EXPRESSION_DIGITS, MAX_EXPRESSION_LENGTH } from './tokenize-expression';
