import { z } from 'zod';
import { stripControlCharacters } from './common';

// Attachments in posts (docs/product.md#members-and-documents): pictures and PDFs, uploaded before the post
// is saved and then named by id in the post's `attachment_ids`.

export const attachment = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'pdf']),
  name: z.string(),
  size_bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  page_count: z.number().int().nullable(),
  url: z.string(),
  thumb_url: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachment>;
export const attachmentResponse = z.object({ attachment });

export const uploadQuery = z.object({
  name: z
    .string()
    .max(1000, 'The file name is too long')
    .optional()
    .transform((v) => cleanFileName(v ?? '')),
});

export const uploadLimits = z.object({
  max_bytes: z.number().int(),
  files_per_post: z.number().int(),
  daily_limit: z.number().int(),
  used_today: z.number().int(),
  types: z.array(z.string()),
});
export type UploadLimits = z.infer<typeof uploadLimits>;
export const uploadLimitsResponse = z.object({ limits: uploadLimits });

/** Ids of uploads to show in a new thread or reply. */
export const attachmentIdsField = z
  .array(z.number().int().positive().max(2_147_483_647), { error: 'attachment_ids must be a list of ids' })
  .max(20, 'Too many attachments')
  .optional();

/**
 * A display name only, never a path: directory parts, control and reserved characters go; at most 120
 * characters; '' becomes 'file'.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = stripControlCharacters(base)
    .replace(/[\t\n<>:"|?*]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}
