import type { CardInput } from '../../shared/contracts/cards';
import type { Caller, SignedInCaller } from '../auth/caller';
import { requireCanParticipate } from '../auth/permissions';
import { checkCards } from '../calc-cards/check-cards';
import type { Cook } from '../cooking/cooker';

/**
 * What every new or edited post needs before its transaction: a caller who may take part, its result cards
 * checked by recomputing them, and its Markdown rendered (outside the transaction, so no row stays locked
 * while a worker renders).
 */
export async function prepareWriting(
  caller: Caller,
  input: { content: string; cards?: readonly CardInput[] },
  cook: Cook,
): Promise<{ writer: SignedInCaller; cards: string | undefined; cooked: Awaited<ReturnType<Cook>> }> {
  const writer = requireCanParticipate(caller);
  const cards = checkCards(input.cards);
  return { writer, cards, cooked: await cook(input.content) };
}
