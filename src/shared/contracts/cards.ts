import { z } from 'zod';
import { CARD_CALCULATORS, CARD_DEED_MAX } from '../../calc/cards';

/** At most this many cards attached to one post; links in the text are counted separately. */
export const MAX_CARDS_PER_POST = 5;

/**
 * A card as a post's author sends it: the calculator, the version of its rules, the inputs, and the result the
 * author's browser showed. The server recomputes it and refuses it if the result differs; only the inputs are
 * stored. The calculator name is checked by the server so an unknown one gets its own error code.
 */
export const cardInput = z.object({
  calculator: z.string({ error: 'A card needs its calculator' }).max(40, 'There is no such calculator'),
  version: z.number({ error: 'A card needs its version' }).int('A card version is a whole number'),
  inputs: z.record(
    z.string().max(40, 'A card input name is at most 40 characters'),
    z
      .string({ error: 'Card inputs are text' })
      .max(CARD_DEED_MAX, `A card input is at most ${CARD_DEED_MAX.toLocaleString('en-US')} characters`),
  ),
  result: z.string().max(1000, 'A card result is at most 1,000 characters').optional(),
});
export type CardInput = z.input<typeof cardInput>;

export const cardsField = z
  .array(cardInput, { error: 'cards must be a list' })
  .max(MAX_CARDS_PER_POST, `A post holds at most ${MAX_CARDS_PER_POST} calculator cards`);

const cardRow = z.object({ label: z.string(), value: z.string() });

/** A card as readers get it: recomputed by the current rules whenever the post is read. */
export const cardView = z.object({
  calculator: z.enum(CARD_CALCULATORS),
  version: z.number().int(),
  recomputed: z.boolean(),
  title: z.string(),
  result: z.string(),
  summary: z.string(),
  inputs: z.array(cardRow),
  details: z.array(cardRow),
  warnings: z.array(z.string()),
  drawing: z
    .object({
      size: z.number(),
      path: z.string(),
      closed: z.boolean(),
      pob: z.object({ x: z.number(), y: z.number() }),
    })
    .nullable(),
  href: z.string(),
});
export type CardViewPayload = z.infer<typeof cardView>;
