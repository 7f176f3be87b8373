import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/005_accounts.sql: the mail queue, account links and two-factor sign-in.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type MailStatus = 'pending' | 'sending' | 'sent' | 'logged' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_url: string | null;
  /** migrations/031: where a reply to this mail goes (reply by e-mail), if anywhere. */
  reply_to: string | null;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface MailRequestsTable {
  id: Generated<number>;
  kind: string;
  address_key: string;
  ip: string;
  created_at: Timestamp;
}

export type AccountTokenPurpose = 'password-reset' | 'confirm-email' | 'change-email' | 'cancel-email-change';

export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountTokenPurpose;
  token_hash: string;
  email: string;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  /** Set when a newer link of its kind was used or the password, address or sessions changed. */
  voided_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface TwoFactorChallengesTable {
  id: Generated<number>;
  ticket_hash: string;
  user_id: number;
  user_agent: string | null;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

/** The columns 005 adds to users. */
export interface UserAccountColumns {
  email_confirmed_at: NullableTimestamp;
  totp_secret: string | null;
  totp_enabled_at: NullableTimestamp;
  // int8: arrives as a number from pg's parser, as a string or bigint elsewhere; read it through Number().
  totp_last_step: ColumnType<number | string | bigint | null, number | null | undefined, number | null>;
}

/** migrations/012_sign_in_throttle.sql: addresses each member signed in from. */
export interface SignInAddressesTable {
  user_id: number;
  ip: string;
  last_at: Timestamp;
}

/** migrations/023_upload_attempts.sql: refused uploads and every avatar sent, for the daily allowances. */
export interface UploadAttemptsTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'attachment' | 'avatar';
  refused: boolean;
  created_at: Timestamp;
}

export interface AccountTables {
  mail_outbox: MailOutboxTable;
  mail_requests: MailRequestsTable;
  account_tokens: AccountTokensTable;
  recovery_codes: RecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  sign_in_addresses: SignInAddressesTable;
  upload_attempts: UploadAttemptsTable;
}
