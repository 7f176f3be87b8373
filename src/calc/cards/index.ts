// Calculator result cards: a worked result shared in a post, stored as inputs and recomputed when shown.
export { CARD_DEFINITIONS, cardHref, cardRefFromLink, cardVersion, computeCard } from './card-registry';
export {
  CARD_CALCULATORS,
  type CardCalculator,
  type CardDrawing,
  type CardOutcome,
  type CardProblem,
  type CardProblemCode,
  type CardRef,
  type CardRow,
  type CardView,
} from './card-types';
export { CARD_DEED_MAX } from './tract-card';
