import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_TOO_LONG, USERNAME_PATTERN, USERNAME_RULE } from '../account-rules';
import { LIMITS } from '../constants';
import { TEXT } from '../texts';
import { cleanText } from './common';
import { memberCategorySchema, publicUser } from './users';

const required = z.string({ error: TEXT.allFieldsRequired }).min(1, TEXT.allFieldsRequired);

export const registerBody = z.object({
  username: required
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, TEXT.allFieldsRequired)
        .min(LIMITS.usernameMin, USERNAME_RULE)
        .max(LIMITS.usernameMax, USERNAME_RULE)
        .regex(USERNAME_PATTERN, USERNAME_RULE),
    ),
  email: required
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, TEXT.allFieldsRequired)
        .max(LIMITS.emailMax, TEXT.invalidEmail)
        .regex(EMAIL_PATTERN, TEXT.invalidEmail),
    ),
  password: required
    .min(LIMITS.passwordMin, TEXT.passwordTooShort)
    .max(LIMITS.passwordMax, PASSWORD_TOO_LONG),
  // Beyond the product description's payload: our own form sends these so the server enforces docs/product.md#validation too.
  confirmPassword: z.string().max(LIMITS.passwordMax).optional(),
  acceptedGuidelines: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  username: z
    .string({ error: 'Username or email and password are required' })
    .trim()
    .min(1, 'Username or email and password are required')
    .max(LIMITS.emailMax, TEXT.loginIncorrect),
  password: z
    .string({ error: 'Username or email and password are required' })
    .min(1, 'Username or email and password are required')
    .max(LIMITS.passwordMax, TEXT.loginIncorrect),
});
export type LoginBody = z.infer<typeof loginBody>;

export const sessionResponse = z.object({ token: z.string(), user: publicUser });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const meResponse = z.object({ user: publicUser });

export const updateProfileBody = z.object({
  member_category: z
    .union([memberCategorySchema, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' ? null : v)),
  bio: cleanText(LIMITS.bioMax, `Bio must be at most ${LIMITS.bioMax} characters`).optional(),
  location: cleanText(
    LIMITS.locationMax,
    `Location must be at most ${LIMITS.locationMax} characters`,
  ).optional(),
  works_in_industry: z.boolean({ error: 'works_in_industry must be true or false' }).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
