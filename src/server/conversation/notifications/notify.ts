import { type Insertable, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../../forum/records/visibility';
import type { Database, NotificationKind, NotificationsTable } from '../../platform/db/schema';
import { jobsQueuedBy } from '../../platform/jobs/job-queue';

// Writing notifications (docs/product.md#notifications). Every write also signals the members concerned on
// NOTIFICATIONS_CHANNEL; the signal is delivered when the transaction commits, to every app process, and
// each process pushes it down the live connections it holds (notifications/live-hub.ts).

export const NOTIFICATIONS_CHANNEL = 'forum_notifications';
/** The job that turns new notifications into e-mail (notification-mail/send-notification-mail.ts). */
export const NOTIFICATION_MAIL_JOB = 'notification_mail';
// pg_notify payloads must stay under 8000 bytes: 500 ids of up to 10 digits and a comma fit.
const SIGNAL_CHUNK = 500;
const INSERT_CHUNK = SIGNAL_CHUNK;

export type NewNotification = Insertable<NotificationsTable>;

/** The kinds one post can cause; a member hears of a post once, for its strongest reason. */
export const POST_KINDS: NotificationKind[] = ['mention', 'quote', 'reply_to_post', 'reply', 'new_thread'];

export const postDedupeKey = (postId: number) => `post:${postId}`;

/**
 * Inserts notifications, skipping any a member already has (same dedupe key); returns who got one. Their
 * mail job is queued to run `mailDelaySeconds` from now: given NOTIFICATION_EMAIL_DELAY_SECONDS, it runs
 * once, when they are due, instead of once at once to find them too young and again later.
 */
export async function insertNotifications(
  trx: Transaction<Database>,
  rows: NewNotification[],
  mailDelaySeconds = 0,
): Promise<number[]> {
  const notified: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const inserted = trx
      .insertInto('notifications')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
      .returning(['id', 'user_id']);
    const result = await notifyingStatement(sql`${inserted}`, mailDelaySeconds, 'members').execute(trx);
    notified.push(...(result.rows[0]?.notified ?? []));
  }
  return notified;
}

type Notified<Report> = { notified: Report extends 'members' ? number[] : number };

/**
 * One statement that writes notifications with all that goes with them: `inserted`, a data-modifying query
 * returning `id` and `user_id` (an insert into notifications, skipping conflicts), writes the rows; their mail
 * job is queued to run `mailDelaySeconds` from now, and their members are signalled on commit (as
 * signalMembers does). Both go by SIGNAL_CHUNK: a payload names no more members than fit under pg_notify's
 * 8000 bytes, and a mail job holds as many notifications as one insert of insertNotifications.
 * The one row it returns (none when nothing was inserted) names the members notified, or only counts them.
 */
export function notifyingStatement<Report extends 'members' | 'count'>(
  inserted: RawBuilder<unknown>,
  mailDelaySeconds: number,
  report: Report,
): RawBuilder<Notified<Report>> {
  // Whether and when each becomes an e-mail is the job's decision (the member's settings, the delay).
  const mail = jobsQueuedBy(
    NOTIFICATION_MAIL_JOB,
    sql`select jsonb_build_object('ids', jsonb_agg(id order by id)) as payload from (
      select id, (row_number() over (order by id) - 1) / ${sql.lit(SIGNAL_CHUNK)} as chunk from inserted) c
      group by chunk`,
    { delaySeconds: mailDelaySeconds },
  );
  // dense_rank puts every row of one member in the same chunk, where they are named once.
  const signalled = sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, string_agg(user_id::text, ',')) from (
      select distinct user_id, (dense_rank() over (order by user_id) - 1) / ${sql.lit(SIGNAL_CHUNK)} as chunk
      from inserted) c
    group by chunk`;
  const notified = report === 'members' ? sql`array_agg(user_id)` : sql`count(*)::int`;
  // A select in a WITH runs only if the main query reads it: the signals are counted for that.
  return sql<Notified<Report>>`
    with inserted as (${inserted}), mail_job as (${mail.insert}), signalled as (${signalled})
    select ${notified} as notified, ${mail.wake} as woken, (select count(*) from signalled) as signals
    from inserted having count(*) > 0`;
}

/** Tells every process that these members' notifications changed (delivered on commit). */
export async function signalMembers(trx: Db, userIds: number[]): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += SIGNAL_CHUNK) {
    const payload = unique.slice(start, start + SIGNAL_CHUNK).join(',');
    await sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${payload})`.execute(trx);
  }
}

/**
 * Content removed by moderation takes back the unread notifications it caused (read ones stay as history,
 * and the list no longer links to what staff hid).
 */
export async function withdrawNotifications(
  trx: Transaction<Database>,
  target: { type: 'thread' | 'post'; id: number },
): Promise<void> {
  const withdrawn = await trx
    .deleteFrom('notifications')
    .where(target.type === 'thread' ? 'thread_id' : 'post_id', '=', target.id)
    .where('kind', 'in', POST_KINDS)
    .where('read_at', 'is', null)
    .returning('user_id')
    .execute();
  await signalMembers(
    trx,
    withdrawn.map((row) => row.user_id),
  );
}

/** Whether the member in `users as <alias>` may cause notifications: not banned, deleted or muted (SQL). */
export function mayNotify(alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('is_active')} and not ${column('is_deleted')}
    and (${column('muted_until')} is null or ${column('muted_until')} <= now()))`;
}
