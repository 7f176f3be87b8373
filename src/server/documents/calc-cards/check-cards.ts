import { computeCard } from '../../../calc/cards';
import type { CardInput } from '../../../shared/contracts/cards';
import { badRequest } from '../../errors';

/**
 * The cards a member attaches to a post, checked by recomputing each with the calculator's rules: an unknown
 * calculator, a strange or oversized input, inputs that compute nothing, or a result that differs from the
 * inputs' (tampered on the way) is a 400 naming the card. Answers the JSON to store, inputs only, or undefined
 * when the request said nothing about cards.
 */
export function checkCards(cards: readonly CardInput[] | undefined): string | undefined {
  if (cards === undefined) return undefined;
  const stored = cards.map((card, index) => {
    const outcome = computeCard(card, card.result);
    if (!outcome.ok) {
      const { code, message, field } = outcome.problem;
      throw badRequest(
        `Calculator card ${index + 1}: ${message}.`,
        `cards.${index}${field ? `.${field}` : ''}`,
        `CARD_${code}`,
      );
    }
    return { calculator: card.calculator, version: card.version, inputs: card.inputs };
  });
  return JSON.stringify(stored);
}
