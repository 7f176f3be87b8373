import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountTables, UserAccountColumns } from './schema-accounts';
import type { MailTables, UserSummaryColumns } from './schema-mail';

// Row types of migrations/*.sql. API payloads are separate types (src/shared/contracts), mapped in each
// domain's mapper (docs/architecture.md#data-model).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type ContentStatus = 'visible' | 'held' | 'removed';

export interface UsersTable extends UserAccountColumns, UserSummaryColumns {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string | null;
  role: Generated<'admin' | 'moderator' | 'member' | 'guest'>;
  member_category: string | null;
  bio: Generated<string>;
  location: Generated<string>;
  is_active: Generated<boolean>;
  ban_reason: string | null;
  banned_at: NullableTimestamp;
  muted_until: NullableTimestamp;
  mute_reason: string | null;
  is_deleted: Generated<boolean>;
  created_at: Timestamp;
  last_login: NullableTimestamp;
  last_active_at: NullableTimestamp;
  /** The newest of the member's posts' times, for the posting pace (migration 036). */
  last_posted_at: NullableTimestamp;
  auto_watch: Generated<boolean>;
  works_in_industry: Generated<boolean>;
  avatar_key: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: RequiredTimestamp;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account_key: string;
  ip: string | null;
  failed_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  page_id: string | null;
  group_key: string | null;
  description: Generated<string>;
  icon: Generated<string>;
  color: Generated<string>;
  order_index: Generated<number>;
  is_locked: Generated<boolean>;
  is_archived: Generated<boolean>;
  thread_count: Generated<number>;
  post_count: Generated<number>;
  created_at: Timestamp;
  last_post_at: NullableTimestamp;
}

export interface ThreadsTable {
  id: Generated<number>;
  category_id: number;
  author_id: number;
  title: string;
  is_pinned: Generated<boolean>;
  is_locked: Generated<boolean>;
  status: Generated<ContentStatus>;
  removed_by: number | null;
  removed_reason: string | null;
  removed_at: NullableTimestamp;
  reply_count: Generated<number>;
  view_count: Generated<number>;
  vote_count: Generated<number>;
  created_at: Timestamp;
  last_post_at: Timestamp;
  /** Highest post id ever written in the thread, any status; kept by a trigger (019). */
  max_post_id: Generated<number>;
  /** The accepted answer, a reply in this thread; null while unsolved (029). */
  answer_post_id: Generated<number | null>;
  /** When the answer was chosen; kept with answer_post_id by a trigger (034). */
  answered_at: NullableTimestamp;
  /** County slugs the thread is about (028; docs/decisions/042-thread-counties.md). */
  counties: Generated<string[]>;
}

export interface PostsTable {
  id: Generated<number>;
  thread_id: number;
  author_id: number;
  content: string;
  is_first_post: Generated<boolean>;
  status: Generated<ContentStatus>;
  removed_by: number | null;
  removed_reason: string | null;
  removed_at: NullableTimestamp;
  vote_count: Generated<number>;
  created_at: Timestamp;
  edited_at: NullableTimestamp;
  edited_by: number | null;
  /** Attached calculator cards as stored: written as JSON text, read back parsed. */
  cards: ColumnType<unknown, string | undefined, string>;
  reply_to_post_id: Generated<number | null>;
  /** Sanitised HTML of content (006_cooked_posts.sql); null until cooked. */
  cooked: string | null;
  cooked_version: Generated<number>;
}

export interface PostVotesTable {
  post_id: number;
  user_id: number;
  vote: number;
  created_at: Timestamp;
}

/** A change of a post's score not yet folded into posts.vote_count (migration 035). */
export interface PostVoteChangesTable {
  id: Generated<number>;
  post_id: number;
  delta: number;
}

/** A reply's +1 to its category's counters, not yet folded into the category (migration 035). */
export interface CategoryPostChangesTable {
  id: Generated<number>;
  category_id: number;
  posts: number;
  last_post_at: Generated<Timestamp>;
}

export interface ThreadViewsTable {
  thread_id: number;
  viewer_key: string;
  hour: RequiredTimestamp;
}

export interface ReportsTable {
  id: Generated<number>;
  target_type: 'thread' | 'post';
  target_id: number;
  reasons: string;
  details: string | null;
  source: Generated<'user' | 'auto' | 'first-post'>;
  rule: string | null;
  reporter_id: number | null;
  status: Generated<'open' | 'approved' | 'removed' | 'dismissed'>;
  resolved_by: number | null;
  resolved_at: NullableTimestamp;
  resolution_reason: string | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  actor_id: number | null;
  admin_username: string;
  action_type: string;
  target_type: string | null;
  target_id: number | null;
  reason: string | null;
  details: string | null;
}

export interface UserWarningsTable {
  id: Generated<number>;
  user_id: number;
  issued_by: number | null;
  reason: string;
  created_at: Timestamp;
  acknowledged_at: NullableTimestamp;
}

export interface WatchedWordsTable {
  id: Generated<number>;
  word: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface OauthIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: Timestamp;
}

/** Social sign-in in progress (migration 004): flows, pending steps and one-time codes. */
export interface OauthFlowsTable {
  id: Generated<number>;
  state_hash: string;
  browser_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string | null;
  return_to: Generated<string>;
  link_user_id: number | null;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

export interface OauthPendingTable {
  id: Generated<number>;
  ticket_hash: string;
  browser_hash: string;
  provider: string;
  subject: string;
  email: string | null;
  email_verified: Generated<boolean>;
  suggested_username: string | null;
  link_user_id: number | null;
  chosen_username: string | null;
  chosen_email: string | null;
  mail_token_hash: string | null;
  attempts: Generated<number>;
  return_to: Generated<string>;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

export interface OauthLoginCodesTable {
  id: Generated<number>;
  code_hash: string;
  browser_hash: string;
  user_id: number;
  return_to: Generated<string>;
  expires_at: RequiredTimestamp;
  created_at: Timestamp;
}

/** Members and documents (migration 007): edit history, drafts, attachments. */
export interface PostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  content: string;
  written_by: number | null;
  written_at: RequiredTimestamp;
  replaced_at: Timestamp;
  is_hidden: Generated<boolean>;
  hidden_by: number | null;
  hidden_at: NullableTimestamp;
}

export interface DraftsTable {
  user_id: number;
  draft_key: string;
  title: Generated<string>;
  content: Generated<string>;
  updated_at: Timestamp;
}

export interface AttachmentsTable {
  id: Generated<number>;
  uploader_id: number;
  post_id: number | null;
  kind: 'image' | 'pdf';
  content_type: string;
  file_key: string;
  thumb_key: string | null;
  original_name: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  page_count: number | null;
  /** JSON list of the auto-moderation hits in a PDF's text, filed as reports once a post shows it. */
  screen_hits: string | null;
  created_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export type NotificationKind =
  | 'reply'
  | 'new_thread'
  | 'reply_to_post'
  | 'mention'
  | 'quote'
  | 'vote_milestone'
  | 'report_outcome'
  | 'warning'
  | 'mute'
  | 'answer_accepted'
  | 'post_rejected';
export type WatchLevel = 'watching' | 'normal' | 'muted';

/** Migration 009: notifications, the background job queue, watching, mentions, bookmarks, read state. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  actor_id: number | null;
  thread_id: number | null;
  post_id: number | null;
  detail: string | null;
  dedupe_key: string;
  read_at: NullableTimestamp;
  emailed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface BackgroundJobsTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  run_after: Timestamp;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
}

export interface ThreadWatchesTable {
  user_id: number;
  thread_id: number;
  level: WatchLevel;
  /** Made by starting or replying to the thread, not chosen by the member (022). */
  automatic: Generated<boolean>;
  updated_at: Timestamp;
}

export interface CategoryWatchesTable {
  user_id: number;
  category_id: number;
  level: WatchLevel;
  updated_at: Timestamp;
}

export interface PostMentionsTable {
  post_id: number;
  user_id: number;
}

/** The sections and townships a post's cooked HTML links (migration 026, kept by triggers). */
export interface PostLandRefsTable {
  land_key: string;
  post_id: number;
}

/** The sections and townships a member follows (migration 027). */
/** Migration 030: who ignores whom (docs/decisions/044-first-posts-held-and-ignoring.md). */
export interface MemberIgnoresTable {
  user_id: number;
  ignored_id: number;
  created_at: Timestamp;
}

export interface LandFollowsTable {
  user_id: number;
  land_key: string;
  created_at: Timestamp;
}

export interface BookmarksTable {
  user_id: number;
  post_id: number;
  created_at: Timestamp;
}

export interface ThreadReadsTable {
  user_id: number;
  thread_id: number;
  last_read_post_id: number;
  updated_at: Timestamp;
}

export interface NotificationPreferencesTable {
  user_id: number;
  kind: string;
  delivery: 'immediate' | 'daily' | 'never';
}

export interface Database extends AccountTables, MailTables {
  notifications: NotificationsTable;
  background_jobs: BackgroundJobsTable;
  thread_watches: ThreadWatchesTable;
  category_watches: CategoryWatchesTable;
  post_mentions: PostMentionsTable;
  post_land_refs: PostLandRefsTable;
  land_follows: LandFollowsTable;
  member_ignores: MemberIgnoresTable;
  bookmarks: BookmarksTable;
  thread_reads: ThreadReadsTable;
  notification_preferences: NotificationPreferencesTable;
  app_settings: AppSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  categories: CategoriesTable;
  threads: ThreadsTable;
  posts: PostsTable;
  post_votes: PostVotesTable;
  post_vote_changes: PostVoteChangesTable;
  category_post_changes: CategoryPostChangesTable;
  thread_views: ThreadViewsTable;
  reports: ReportsTable;
  audit_log: AuditLogTable;
  user_warnings: UserWarningsTable;
  watched_words: WatchedWordsTable;
  oauth_identities: OauthIdentitiesTable;
  oauth_flows: OauthFlowsTable;
  oauth_pending: OauthPendingTable;
  oauth_login_codes: OauthLoginCodesTable;
  post_revisions: PostRevisionsTable;
  drafts: DraftsTable;
  attachments: AttachmentsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ThreadRow = Selectable<ThreadsTable>;
export type PostRow = Selectable<PostsTable>;
export type ReportRow = Selectable<ReportsTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;
