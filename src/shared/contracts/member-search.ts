import { z } from 'zod';

// the names offered after "@" in the editor (docs/product.md#mentions-quotes-and-replies).
export const memberSearchQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .regex(/^[A-Za-z0-9_]{1,30}$/, 'q is the start of a username: 1 to 30 letters, digits or underscores'),
});
export const memberSearchResponse = z.object({
  members: z.array(z.object({ username: z.string() })),
});
export type MemberSearchResponse = z.infer<typeof memberSearchResponse>;
