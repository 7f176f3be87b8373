import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/031_mail_replies_weekly_summary.sql: what arrived at the inbound mail address
// (docs/decisions/045-weekly-summary-and-reply-by-mail.md).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type InboundOutcome = 'posted' | 'bounced' | 'dropped';

export interface InboundMailTable {
  id: Generated<number>;
  message_id: string | null;
  source: string;
  from_address: string;
  user_id: number | null;
  thread_id: number | null;
  post_id: number | null;
  outcome: InboundOutcome;
  reason: string;
  /** Where a bounce about it was sent, if one was. */
  bounce_to: string | null;
  created_at: Timestamp;
}

/** The columns 031 adds to users. */
export interface UserSummaryColumns {
  weekly_summary: Generated<boolean>;
  weekly_summary_at: NullableTimestamp;
}

export interface MailTables {
  inbound_mail: InboundMailTable;
}
