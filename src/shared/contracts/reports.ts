import { z } from 'zod';
import { LIMITS, REPORT_REASONS } from '../constants';
import { TEXT } from '../texts';
import { cleanText, pageQuery, pagination } from './common';

// Reports and the moderation queue: docs/product.md#data (Report), 4 (report status), 5 (report reasons) and 7.
// Beyond the product description: `rule` and the target_* / resolved_* fields the queue uses to show context.

export const REPORT_TARGET_TYPES = ['thread', 'post'] as const;
/** 'dismissed': looked at, no action needed; kept so its reporter learns the outcome. */
export const REPORT_STATUSES = ['open', 'approved', 'removed', 'dismissed'] as const;
export const REPORT_SOURCES = ['user', 'auto', 'first-post'] as const;
export const REMOVAL_SCOPES = ['post', 'thread'] as const;
export type RemovalScope = (typeof REMOVAL_SCOPES)[number];

export const reportTargetType = z.enum(REPORT_TARGET_TYPES, {
  error: "target_type must be 'thread' or 'post'",
});
const contentStatus = z.enum(['visible', 'held', 'removed']);

const targetId = z.coerce
  .number({ error: 'target_id must be a positive whole number' })
  .int('target_id must be a positive whole number')
  .positive('target_id must be a positive whole number')
  .max(2_147_483_647, 'target_id must be a positive whole number');

export const createReportBody = z.object({
  target_type: reportTargetType,
  target_id: targetId,
  /** One chosen reason (docs/product.md#data), from docs/product.md#validation's list. */
  reasons: z.enum(REPORT_REASONS, { error: TEXT.selectReason }),
  details: cleanText(LIMITS.reportDetailsMax, 'Details must be at most 2,000 characters')
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type CreateReportBody = z.input<typeof createReportBody>;

export const submittedReport = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  target_type: reportTargetType,
  target_id: z.number().int(),
  reasons: z.string(),
  details: z.string().nullable(),
  created_at: z.string(),
});
/** 201 with the new report; 200 with the caller's earlier report when one on that target is still open. */
export const createReportResponse = z.object({
  report: submittedReport,
  /** True when no new report was made because the caller's earlier one is still open. */
  duplicate: z.boolean(),
  message: z.string(),
});
export type CreateReportResponse = z.infer<typeof createReportResponse>;

const statusFilter = [...REPORT_STATUSES, 'all'] as const;
const sourceFilter = [...REPORT_SOURCES, 'all'] as const;
const targetFilter = [...REPORT_TARGET_TYPES, 'all'] as const;

export const listReportsQuery = z.object({
  ...pageQuery(20, 100),
  status: z
    .enum(statusFilter, { error: `status must be one of: ${statusFilter.join(', ')}` })
    .default('open'),
  source: z.enum(sourceFilter, { error: `source must be one of: ${sourceFilter.join(', ')}` }).default('all'),
  target_type: z
    .enum(targetFilter, { error: `target_type must be one of: ${targetFilter.join(', ')}` })
    .default('all'),
});
/** What a client sends (the schema's input, with page and limit as numbers rather than coerced unknowns). */
export interface ListReportsQuery {
  page?: number;
  limit?: number;
  status?: (typeof statusFilter)[number];
  source?: (typeof sourceFilter)[number];
  target_type?: (typeof targetFilter)[number];
}

export const listedReport = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  source: z.enum(REPORT_SOURCES),
  target_type: reportTargetType,
  target_id: z.number().int(),
  created_at: z.string(),
  reasons: z.string(),
  details: z.string().nullable(),
  /** Null for auto-moderation reports and for a reporter whose account was deleted. */
  reporter_username: z.string().nullable(),
  /** Thread: its title, a blank line, then its first post; post: its content. Null when the target is gone. */
  target_content: z.string().nullable(),
  /** The thread to open: the thread itself, or the post's thread. Null when the target is gone. */
  target_thread_id: z.number().int().nullable(),
  /** Auto-moderation rule that filed the report ('phone-number', 'solicitation', ...); null for members'. */
  rule: z.string().nullable(),
  target_title: z.string().nullable(),
  /** True for a report on a thread's opening post (the queue names it "the opening post of «title»"). */
  target_is_opening_post: z.boolean(),
  /** The visible replies of the target's thread: what would go with it if the whole thread were removed. */
  target_reply_count: z.number().int().nullable(),
  target_status: contentStatus.nullable(),
  target_author_id: z.number().int().nullable(),
  target_author_username: z.string().nullable(),
  resolved_by_username: z.string().nullable(),
  resolved_at: z.string().nullable(),
  resolution_reason: z.string().nullable(),
});
export type ListedReport = z.infer<typeof listedReport>;

export const listReportsResponse = z.object({ reports: z.array(listedReport), pagination });
export type ListReportsResponse = z.infer<typeof listReportsResponse>;

/** Body of POST /api/reports/:id/remove; the reason may be empty (docs/product.md#api), and the body absent. */
export const removeReportBody = z
  .object({
    reason: cleanText(LIMITS.reasonMax, 'Reason must be at most 2,000 characters').nullable().optional(),
    /**
     * What to remove: 'post' the reported post only; 'thread' its whole thread with the replies,
     * for a report on a thread or on a thread's opening post. Absent: what was reported.
     */
    scope: z.enum(REMOVAL_SCOPES, { error: "scope must be 'post' or 'thread'" }).optional(),
  })
  .nullish();

export const reportActionResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** How many open reports on the same target this action closed (approve/remove) or deleted (dismiss). */
  closed_reports: z.number().int(),
  /** The target's status afterwards; null when the target no longer exists. */
  target_status: contentStatus.nullable(),
  /** After a removal: whether a post or a whole thread was removed. */
  removed: z.enum(REMOVAL_SCOPES).optional(),
});
export type ReportActionResponse = z.infer<typeof reportActionResponse>;
