import { z } from 'zod';
import { LIMITS } from '../constants';

// A member's own data (docs/product.md#accounts): download it as JSON, or delete the account.

export const DELETE_CONFIRM_REQUIRED = 'Please enter your password to delete your account.';
export const deleteAccountBody = z.object({
  /** The account's password; an account that signs in only with Google or Facebook types its username. */
  password: z
    .string({ error: DELETE_CONFIRM_REQUIRED })
    .min(1, DELETE_CONFIRM_REQUIRED)
    .max(LIMITS.passwordMax, 'Your password is not correct.'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const ACCOUNT_DELETED_TEXT =
  'Your account is deleted. Your posts stay in their threads under "[deleted]"; everything personal is gone.';

/** "Download my data": one JSON document (its fields are listed in docs/product.md#accounts). */
export const accountExport = z.object({
  exported_at: z.string(),
  profile: z.record(z.string(), z.unknown()),
  threads: z.array(z.record(z.string(), z.unknown())),
  posts: z.array(z.record(z.string(), z.unknown())),
  votes: z.array(z.record(z.string(), z.unknown())),
  reports: z.array(z.record(z.string(), z.unknown())),
  /** The sections and townships the member follows (docs/decisions/039-land-references.md). */
  land_follows: z.array(z.object({ key: z.string(), followed_at: z.string().nullable() })),
  settings: z.record(z.string(), z.unknown()),
  attachments: z.array(z.record(z.string(), z.unknown())),
  bookmarks: z.array(z.record(z.string(), z.unknown())),
  /** The members they ignore (docs/decisions/044-first-posts-held-and-ignoring.md). */
  ignored_members: z.array(z.object({ id: z.number(), username: z.string(), ignored_at: z.string() })),
});
