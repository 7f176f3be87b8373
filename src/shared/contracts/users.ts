import { z } from 'zod';
import { MEMBER_CATEGORIES, ROLES } from '../constants';

export const roleSchema = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` });
export const memberCategorySchema = z.enum(MEMBER_CATEGORIES, {
  error: `Member type must be one of: ${MEMBER_CATEGORIES.join(', ')}`,
});

/** The User entity of docs/product.md#data as the API sends it. `email` is present only for the user or an admin. */
export const publicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().optional(),
  role: roleSchema,
  member_category: memberCategorySchema.nullable(),
  bio: z.string(),
  location: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  // Beyond the product description: the industry declaration and the uploaded avatar, if any.
  works_in_industry: z.boolean(),
  avatar_url: z.string().nullable(),
  muted_until: z.string().nullable().optional(),
  mute_reason: z.string().nullable().optional(),
  // Private: whether the address is confirmed (an unconfirmed member may be asked to confirm).
  email_confirmed: z.boolean().optional(),
  // Private too: REQUIRE_EMAIL_CONFIRMATION is on and this member must confirm before posting, so the
  // reply box can say so at once (docs/product.md#accounts).
  must_confirm_email: z.boolean().optional(),
  // Private: two-factor sign-in is on; and, for staff while REQUIRE_STAFF_2FA is on, it must be set up first.
  two_factor_enabled: z.boolean().optional(),
  must_set_up_two_factor: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUser>;
