import { z } from 'zod';
import { LIMITS, MEMBER_CATEGORIES, type MemberCategory, MUTE_HOURS, ROLES, type Role } from '../constants';
import { TEXT } from '../texts';
import { cleanText, pageQuery, pagination } from './common';
import { memberCategorySchema, publicUser, roleSchema } from './users';

// The admin dashboard and the enforcement ladder: docs/product.md#data (User, Admin log entry, Stats), 5 and 7;
// the enforcement tools (warn, mute, watched words, restore, notices). Extra fields beyond the product description are marked.

/** A user as staff see them. `email` is sent to admins only; moderators get the rest. */
export const adminUser = publicUser.extend({
  muted_until: z.string().nullable(),
  mute_reason: z.string().nullable(),
  ban_reason: z.string().nullable(),
  banned_at: z.string().nullable(),
  /** Warnings the user has not acknowledged yet. */
  open_warnings: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;

// A select's "All" option may arrive as an empty string: it means no filter.
const emptyIsAbsent = <T extends string>(v: T | '' | undefined): T | undefined => (v === '' ? undefined : v);

export const listUsersQuery = z.object({
  ...pageQuery(LIMITS.adminUserPageSize, 100),
  /** Part of the username or e-mail, any case (e-mail only searched for admins). */
  search: z.string().trim().max(100, 'Search is too long').optional(),
  role: z
    .union([roleSchema, z.literal('')], { error: `Role must be one of: ${ROLES.join(', ')}` })
    .optional()
    .transform(emptyIsAbsent),
  /** A member type, or 'none' for users without one. */
  member_category: z
    .union([memberCategorySchema, z.literal('none'), z.literal('')], {
      error: `member_category must be one of: ${MEMBER_CATEGORIES.join(', ')}, none`,
    })
    .optional()
    .transform(emptyIsAbsent),
});
/** What a client sends (the schema's input, with page and limit as numbers rather than coerced unknowns). */
export interface ListUsersQuery {
  page?: number;
  limit?: number;
  search?: string;
  role?: Role | '';
  member_category?: MemberCategory | 'none' | '';
}
export const listUsersResponse = z.object({ users: z.array(adminUser), pagination });
export type ListUsersResponse = z.infer<typeof listUsersResponse>;

const requiredReason = (missing: string) =>
  z
    .string({ error: missing })
    .pipe(cleanText(LIMITS.reasonMax, 'Reason must be at most 2,000 characters'))
    .pipe(z.string().min(1, missing));

export const roleBody = z.object({ role: roleSchema });
export const memberCategoryBody = z.object({
  /** A member type, or null / '' to clear it. */
  memberCategory: z
    .union([memberCategorySchema, z.literal(''), z.null()], {
      error: `memberCategory must be one of: ${MEMBER_CATEGORIES.join(', ')}, or null to clear it`,
    })
    .transform((v) => v || null),
});
export const banBody = z.object({ reason: requiredReason(TEXT.banRequiresReason) });
export const warnBody = z.object({ reason: requiredReason('A warning requires a reason') });
export const muteBody = z.object({
  hours: z.literal([...MUTE_HOURS], { error: `hours must be one of: ${MUTE_HOURS.join(', ')}` }),
  reason: requiredReason('A mute requires a reason'),
});

export const userActionResponse = z.object({ ok: z.literal(true), message: z.string(), user: adminUser });
export type UserActionResponse = z.infer<typeof userActionResponse>;

export const warning = z.object({ id: z.number().int(), reason: z.string(), created_at: z.string() });
export const warnResponse = userActionResponse.extend({ warning });

export const statsResponse = z.object({
  totalUsers: z.number().int(),
  newUsers30Days: z.number().int(),
  /** Signed in, or posted, in the last 7 days. */
  activeUsers7Days: z.number().int(),
  bannedUsers: z.number().int(),
  usersByRole: z.record(z.string(), z.number().int()),
  usersByMemberCategory: z.record(z.string(), z.number().int()),
  usersWithoutMemberCategory: z.number().int(),
  // Beyond the product description, for the moderator view and the queue badge:
  mutedUsers: z.number().int(),
  openReports: z.number().int(),
  openAutoReports: z.number().int(),
  /** Threads and posts held by auto-moderation, waiting for review. */
  heldContent: z.number().int(),
});
export type StatsResponse = z.infer<typeof statsResponse>;

/** Every action_type the audit log holds (server: audit/audit-log.ts). */
export const AUDIT_ACTIONS = [
  'ban_user',
  'unban_user',
  'change_role',
  'change_member_category',
  'delete_user',
  'warn_user',
  'mute_user',
  'unmute_user',
  'approve_content',
  'remove_content',
  'dismiss_report',
  'restore_content',
  'pin_thread',
  'unpin_thread',
  'lock_thread',
  'unlock_thread',
  'delete_thread',
  'edit_post',
  'change_thread_counties',
  'create_category',
  'update_category',
  'delete_category',
  'add_watched_word',
  'remove_watched_word',
  'reset_database',
  'hide_revision',
  'show_revision',
  'confirm_email',
  'reset_two_factor',
  'export_own_data',
  'delete_own_account',
] as const;

export const logsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(LIMITS.adminLogLimit),
  action_type: z
    .union([z.enum(AUDIT_ACTIONS), z.literal('')], {
      error: `action_type must be one of: ${AUDIT_ACTIONS.join(', ')}`,
    })
    .optional()
    .transform(emptyIsAbsent),
});
export const logEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  admin_username: z.string(),
  action_type: z.string(),
  target_type: z.string().nullable(),
  target_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  // Beyond the product description: e.g. 'member -> moderator', 'report #12'.
  details: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntry>;
export const logsResponse = z.object({ logs: z.array(logEntry) });

export const watchedWord = z.object({
  id: z.number().int(),
  word: z.string(),
  created_at: z.string(),
  created_by_username: z.string().nullable(),
});
export type WatchedWord = z.infer<typeof watchedWord>;
export const watchedWordsResponse = z.object({ words: z.array(watchedWord) });
export const addWatchedWordBody = z.object({
  word: z
    .string({ error: 'Enter a word or name to watch' })
    .pipe(cleanText(100, 'A watched word must be at most 100 characters'))
    .pipe(z.string().min(1, 'Enter a word or name to watch')),
});
export const watchedWordResponse = z.object({ word: watchedWord });

/** The phrase is checked on the server too (docs/product.md#validation); anything else answers 'Reset cancelled'. */
export const resetDatabaseBody = z.object({ confirm: z.string().max(100).optional() }).nullish();

export const restoreParams = z.object({
  type: z.enum(['thread', 'post'], { error: "type must be 'thread' or 'post'" }),
  id: z.coerce
    .number({ error: 'Id must be a positive whole number' })
    .int('Id must be a positive whole number')
    .positive('Id must be a positive whole number')
    .max(2_147_483_647, 'Id must be a positive whole number'),
});
export const restoreResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  target_status: z.enum(['visible', 'held', 'removed']),
});

/** What a member sees on their next visit: unacknowledged warnings and a running mute. */
export const noticesResponse = z.object({
  warnings: z.array(warning),
  mute: z.object({ until: z.string(), reason: z.string().nullable() }).nullable(),
});
export type NoticesResponse = z.infer<typeof noticesResponse>;
