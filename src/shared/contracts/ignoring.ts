import { z } from 'zod';

// Ignoring a member (docs/decisions/044-first-posts-held-and-ignoring.md): the caller's own list only.

export const ignoredMember = z.object({
  id: z.number().int(),
  username: z.string(),
  ignored_at: z.string(),
});
export type IgnoredMember = z.infer<typeof ignoredMember>;

export const ignoredListResponse = z.object({ ignored: z.array(ignoredMember) });
export type IgnoredListResponse = z.infer<typeof ignoredListResponse>;

export const ignoreChangeResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  ignored: z.array(ignoredMember),
});
export type IgnoreChangeResponse = z.infer<typeof ignoreChangeResponse>;
