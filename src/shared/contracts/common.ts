import { z } from 'zod';

export const errorResponse = z.object({
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * The error answers any API route can give (docs/architecture.md#errors): validation, sign-in, permission, missing,
 * conflict, too large, rate limited. Routes spread this into their response schemas.
 */
export const errorResponses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  429: errorResponse,
} as const;

export const okResponse = z.object({ ok: z.literal(true), message: z.string().optional() });

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

// Ids in paths are positive integers (docs/architecture.md#api-conventions); anything else is a 400, not a database error.
export const idParam = z.object({
  id: z.coerce
    .number({ error: 'Id must be a positive whole number' })
    .int('Id must be a positive whole number')
    .positive('Id must be a positive whole number')
    .max(2_147_483_647, 'Id must be a positive whole number'),
});

export const pageQuery = (defaultLimit: number, maxLimit: number) => ({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
});

/** Removes control characters (keeping tab and newline) so stored text cannot break a page or a log line. */
export function stripControlCharacters(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

/** A trimmed string with control characters removed, capped at `max` characters. */
export const cleanText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max * 4, tooLong) // cheap guard before the transform runs on something huge
    .transform((s) => stripControlCharacters(s).trim())
    .pipe(z.string().max(max, tooLong));
