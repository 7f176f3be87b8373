import { type Kysely, sql, type Transaction } from 'kysely';
import { MAIL_TEXT } from '../../../shared/mail-texts';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/schema';
import type { JobHandler } from '../../platform/jobs/background-work';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { replyAddresser } from '../inbound-mail/reply-addresser';
import { FORUM_NAME } from '../mail/compose-mail';
import { enqueueMail, publicBaseUrl } from '../mail/mail-outbox';
import { NOTIFICATION_MAIL_JOB, POST_KINDS } from '../notifications/notify';
import { actionLabel, headline, reasonOf, subjectOf } from './mail-texts';
import { type MailableRow, mailableNotifications, markEmailed } from './mailable';
import { makeUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token';

// Immediate notification e-mail (docs/product.md#notification-e-mail), a background job queued with every
// write of notifications (notifications/notify.ts). It waits NOTIFICATION_EMAIL_DELAY_SECONDS after the
// notification, so a member who is on the site and reads it (or the post) in time gets no e-mail. A post's
// fan-out queues it due at that delay; other writers queue it for now, and it queues itself again for when
// the notifications it finds too young are due.

export function notificationMailHandlers(config: Config): Record<string, JobHandler> {
  return {
    [NOTIFICATION_MAIL_JOB]: async (trx, payload) => {
      const ids = ((payload as { ids?: unknown } | null)?.ids ?? []) as unknown[];
      const valid = ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
      await sendImmediateMails(trx, config, valid);
    },
  };
}

export async function sendImmediateMails(
  trx: Transaction<Database>,
  config: Config,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const delay = config.NOTIFICATION_EMAIL_DELAY_SECONDS;
  const rows = await mailableNotifications(trx, config, 'immediate', { ids });
  const due = Date.now() - delay * 1000;
  const early = rows.filter((row) => row.created_at.getTime() > due);
  if (early.length > 0) {
    // Too young: look again when the youngest is due (the member may read it meanwhile).
    const wait = Math.ceil((Math.max(...early.map((r) => r.created_at.getTime())) - due) / 1000);
    await enqueueJob(trx, NOTIFICATION_MAIL_JOB, { ids: early.map((r) => r.id) }, { delaySeconds: wait });
  }
  const dueRows = rows.filter((row) => row.created_at.getTime() <= due);
  if (dueRows.length === 0) return 0;
  const ready = await withinMailLimit(trx, dueRows, config.NOTIFICATION_MAILS_PER_SENDER_PER_HOUR);
  const secret = await unsubscribeSecret(trx);
  const base = publicBaseUrl(config);
  const replyTo = await replyAddresser(trx, config);
  for (const row of ready) {
    const token = makeUnsubscribeToken(secret, row.user_id, row.kind);
    const excerpt = row.excerpt;
    const replyAddress = POST_KINDS.includes(row.kind) && row.thread_id ? replyTo?.(row) : undefined;
    await enqueueMail(trx, {
      kind: `notification-${row.kind}`,
      to: row.email,
      subject: subjectOf(row),
      paragraphs: [
        `Hello ${row.username},`,
        headline(row),
        ...(excerpt ? [excerpt] : []),
        ...(replyAddress ? [MAIL_TEXT.replyByMailHint] : []),
      ],
      action: { label: actionLabel(row.kind), url: `${base}${row.url ?? '/notifications'}` },
      reason: reasonOf(row.kind),
      unsubscribeUrl: `${base}/unsubscribe?token=${token}`,
      ...(replyAddress ? { replyTo: replyAddress } : {}),
    });
  }
  // The ones over the limit stay in the bell and are never mailed later either.
  await markEmailed(
    trx,
    dueRows.map((row) => row.id),
  );
  return ready.length;
}

/**
 * At most `perHour` e-mails about one member's posts reach another member in an hour, however quickly the
 * posts come (docs/decisions/037-secrets-die-together.md); staff notices (warnings, mutes) always go.
 * Notifications marked e-mailed in the last hour, sent or held back, count.
 */
async function withinMailLimit(
  trx: Transaction<Database>,
  rows: MailableRow[],
  perHour: number,
): Promise<MailableRow[]> {
  const limited = rows.filter((row) => row.actor_id !== null && POST_KINDS.includes(row.kind));
  if (limited.length === 0) return rows;
  const recent = await trx
    .selectFrom('notifications')
    .select(['user_id', 'actor_id', sql<number>`count(*)::int`.as('count')])
    .where(
      'user_id',
      'in',
      limited.map((row) => row.user_id),
    )
    .where('kind', 'in', POST_KINDS)
    .where('emailed_at', '>', sql<Date>`now() - interval '1 hour'`)
    .groupBy(['user_id', 'actor_id'])
    .execute();
  const sent = new Map(recent.map((row) => [`${row.user_id}:${row.actor_id}`, row.count]));
  return rows.filter((row) => {
    if (row.actor_id === null || !POST_KINDS.includes(row.kind)) return true;
    const key = `${row.user_id}:${row.actor_id}`;
    const count = sent.get(key) ?? 0;
    sent.set(key, count + 1);
    return count < perHour;
  });
}

const DIGEST_KEY = 'notification_digest_at';
const DIGEST_ITEMS = 20;

/**
 * The daily summary: at most once a day per installation (the claim on app_settings makes several
 * processes agree), one e-mail per member listing what their "daily" kinds brought since.
 */
export async function sendDigestIfDue(db: Kysely<Database>, config: Config): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('app_settings')
      .values({ key: DIGEST_KEY, value: new Date(0).toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const claimed = await sql<{ key: string }>`
      update app_settings set value = ${new Date().toISOString()}
      where key = ${DIGEST_KEY} and value::timestamptz <= now() - interval '23 hours'
      returning key`.execute(trx);
    if (claimed.rows.length === 0) return 0;
    return sendDigests(trx, config);
  });
}

/** Sends every member's summary now; returns how many e-mails were queued. */
export async function sendDigests(trx: Transaction<Database>, config: Config): Promise<number> {
  const rows = await mailableNotifications(trx, config, 'daily', { sinceDays: 7 });
  if (rows.length === 0) return 0;
  const secret = await unsubscribeSecret(trx);
  const base = publicBaseUrl(config);
  const byMember = new Map<number, typeof rows>();
  for (const row of rows) byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row]);
  for (const [userId, items] of byMember) {
    const first = items[0]!;
    const shown = items.slice(-DIGEST_ITEMS).reverse();
    const more = items.length - shown.length;
    await enqueueMail(trx, {
      kind: 'notification-digest',
      to: first.email,
      subject: `${items.length} new ${items.length === 1 ? 'notification' : 'notifications'} on ${FORUM_NAME}`,
      paragraphs: [
        `Hello ${first.username}, here is what happened since your last summary:`,
        ...shown.map((n) => `${headline(n)}${n.url ? ` ${base}${n.url}` : ''}`),
        ...(more > 0 ? [`…and ${more} more.`] : []),
      ],
      action: { label: 'Open your notifications', url: `${base}/notifications` },
      reason: `You get this daily summary because of your e-mail settings on ${FORUM_NAME}.`,
      unsubscribeUrl: `${base}/unsubscribe?token=${makeUnsubscribeToken(secret, userId, 'all')}`,
    });
  }
  await markEmailed(
    trx,
    rows.map((row) => row.id),
  );
  return byMember.size;
}
