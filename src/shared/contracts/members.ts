import { z } from 'zod';
import { LIMITS } from '../constants';
import { cleanText, pageQuery, pagination } from './common';
import { memberCategorySchema, roleSchema } from './users';

// Public profiles, drafts and edit history (docs/product.md#members-and-documents).

export const usernameParam = z.object({
  username: z
    .string()
    .min(1, 'Unknown member')
    .max(LIMITS.usernameMax, 'Unknown member')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Unknown member'),
});

export const profile = z.object({
  id: z.number().int(),
  username: z.string(),
  role: roleSchema,
  member_category: memberCategorySchema.nullable(),
  works_in_industry: z.boolean(),
  bio: z.string(),
  location: z.string(),
  avatar_url: z.string().nullable(),
  joined_at: z.string(),
  /** Day precision (YYYY-MM-DD), or null when never seen. */
  last_seen_day: z.string().nullable(),
  thread_count: z.number().int(),
  post_count: z.number().int(),
  /** Staff only: whether the account is banned or muted, and its warnings and staff actions. */
  staff_view: z
    .object({
      is_banned: z.boolean(),
      ban_reason: z.string().nullable(),
      muted_until: z.string().nullable(),
      history: z.array(
        z.object({ at: z.string(), action: z.string(), by: z.string(), reason: z.string().nullable() }),
      ),
    })
    .optional(),
});
export type Profile = z.infer<typeof profile>;
export const profileResponse = z.object({ profile });

export const activityQuery = z.object({
  kind: z.enum(['threads', 'posts'], { error: 'kind must be threads or posts' }).default('threads'),
  ...pageQuery(10, 50),
});
export const activityItem = z.object({
  thread_id: z.number().int(),
  post_id: z.number().int().nullable(),
  title: z.string(),
  excerpt: z.string(),
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;
export const activityResponse = z.object({ items: z.array(activityItem), pagination });

// Drafts: one per member per place, 'new-thread' or 'reply-<thread id>'.
export const draftParam = z.object({
  key: z
    .string()
    .regex(/^(new-thread|reply-[1-9]\d{0,9})$/, 'Draft key must be new-thread or reply-<thread id>'),
});
export const draftBody = z.object({
  title: cleanText(LIMITS.titleMax, `Title must be at most ${LIMITS.titleMax} characters`).default(''),
  content: z
    .string({ error: 'Content must be text' })
    .max(LIMITS.contentMax, `Content must be at most ${LIMITS.contentMax} characters`)
    .default(''),
});
export const draft = z.object({
  key: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
export type Draft = z.infer<typeof draft>;
export const draftResponse = z.object({ draft: draft.nullable() });
/** The member's drafts, newest first, each with where it continues (the new-thread form or the thread). */
export const draftListResponse = z.object({
  drafts: z.array(draft.extend({ url: z.string(), thread_title: z.string().nullable() })),
});
export type DraftListResponse = z.infer<typeof draftListResponse>;

// Edit history: the versions a post had before its current text, oldest first.
export const revision = z.object({
  id: z.number().int(),
  content: z.string(),
  written_by: z.string(),
  written_at: z.string(),
  is_hidden: z.boolean(),
});
export type Revision = z.infer<typeof revision>;
export const revisionsResponse = z.object({
  revisions: z.array(revision),
  current: z.object({ content: z.string(), written_by: z.string(), written_at: z.string() }),
});
export type RevisionsResponse = z.infer<typeof revisionsResponse>;
export const revisionParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  revisionId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const hideRevisionBody = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });
