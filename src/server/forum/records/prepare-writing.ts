import type { CardInput } from '../../../shared/contracts/cards';
import { checkCards } from '../../documents/calc-cards/check-cards';
import type { Caller, SignedInCaller } from '../../people/auth/caller';
import { requireCanParticipate } from '../../people/auth/permissions';
import type { Cook } from '../cooking/cooker';
import { postRefs } from '../post-references/post-refs';
import type { Db } from './visibility';

/**
 * What every new or edited post needs before its transaction: a caller who may take part, its result cards
 * checked by recomputing them, the members it @mentions looked up, and its Markdown rendered (outside the transaction, so no row stays locked
 * while a worker renders).
 */
export async function prepareWriting(
  db: Db,
  caller: Caller,
  input: { content: string; cards?: readonly CardInput[] },
  cook: Cook,
): Promise<{ writer: SignedInCaller; cards: string | undefined; cooked: Awaited<ReturnType<Cook>> }> {
  const writer = requireCanParticipate(caller);
  const cards = checkCards(input.cards);
  const refs = await postRefs(db, writer, input.content);
  return { writer, cards, cooked: await cook(input.content, refs) };
}
