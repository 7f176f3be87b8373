import { type CardView, cardRefFromLink, computeCard } from '../../../../../calc/cards';
import type { CardInput } from '../../../../../shared/contracts/cards';

export interface AttachedCard {
  /** The card as it will show in the post, computed here by the same rules the server uses. */
  readonly view: CardView;
  /** What the post sends: the inputs and the result shown, which the server checks by recomputing. */
  readonly input: CardInput;
}

/** The card a calculator's "Ask the community" link attaches (?card=<calculator link>), or null. */
export function attachedCardFrom(link: string | null): AttachedCard | null {
  if (!link) return null;
  const ref = cardRefFromLink(link);
  if (!ref) return null;
  const outcome = computeCard(ref);
  if (!outcome.ok) return null;
  return { view: outcome.card, input: { ...ref, inputs: { ...ref.inputs }, result: outcome.card.result } };
}
