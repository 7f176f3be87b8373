import { z } from 'zod';
import { pageQuery, pagination } from './common';

// A member's own reports and what became of them: GET /api/users/:username/reports, answered
// only to that member. The outcome is said in plain words; staff names and reasons are not shown.

export const REPORT_OUTCOMES = ['waiting', 'acted_on', 'no_action'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** The words a reporter reads for each outcome. */
export const OUTCOME_TEXT: Record<ReportOutcome, { label: string; explanation: string }> = {
  waiting: { label: 'Waiting', explanation: 'A moderator has not looked at it yet.' },
  acted_on: { label: 'Acted on', explanation: 'A moderator agreed and removed it. Thank you.' },
  no_action: {
    label: 'No action needed',
    explanation: 'A moderator looked at it and found it within the community rules, so it stays up.',
  },
};

export const myReportsQuery = z.object({ ...pageQuery(10, 50) });

export const myReport = z.object({
  id: z.number().int(),
  reasons: z.string(),
  created_at: z.string(),
  outcome: z.enum(REPORT_OUTCOMES),
  resolved_at: z.string().nullable(),
  /** 'thread' for a whole thread; 'post' for a reply or a thread's opening post. */
  target_type: z.enum(['thread', 'post']),
  /** True for a report on a thread's opening post, named "the opening post of «title»". */
  is_opening_post: z.boolean(),
  /** The thread to open, while it is still shown to everyone; else null. */
  thread_id: z.number().int().nullable(),
  /** Its title while the thread is shown; null once it is removed or gone. */
  thread_title: z.string().nullable(),
  /** The reported post, while it is shown; null for a thread or once the post is removed. */
  post_id: z.number().int().nullable(),
});
export type MyReport = z.infer<typeof myReport>;

export const myReportsResponse = z.object({ reports: z.array(myReport), pagination });
export type MyReportsResponse = z.infer<typeof myReportsResponse>;
