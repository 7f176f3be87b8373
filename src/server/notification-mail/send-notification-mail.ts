import { type Kysely, sql, type Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { JobHandler } from '../jobs/background-work';
import { enqueueJob } from '../jobs/job-queue';
import { FORUM_NAME } from '../mail/compose-mail';
import { enqueueMail, publicBaseUrl } from '../mail/mail-outbox';
import { NOTIFICATION_MAIL_JOB } from '../notifications/notify';
import { actionLabel, headline, reasonOf, subjectOf } from './mail-texts';
import { mailableNotifications, markEmailed } from './mailable';
import { makeUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token';

// Immediate notification e-mail (docs/product.md#notification-e-mail), a background job queued with every
// write of notifications (notifications/notify.ts). It waits NOTIFICATION_EMAIL_DELAY_SECONDS after the
// notification, so a member who is on the site and reads it (or the post) in time gets no e-mail.

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
  const ready = rows.filter((row) => row.created_at.getTime() <= due);
  if (ready.length === 0) return 0;
  const secret = await unsubscribeSecret(trx);
  const base = publicBaseUrl(config);
  for (const row of ready) {
    const token = makeUnsubscribeToken(secret, row.user_id, row.kind);
    const excerpt = row.excerpt;
    await enqueueMail(trx, {
      kind: `notification-${row.kind}`,
      to: row.email,
      subject: subjectOf(row),
      paragraphs: [`Hello ${row.username},`, headline(row), ...(excerpt ? [excerpt] : [])],
      action: { label: actionLabel(row.kind), url: `${base}${row.url ?? '/notifications'}` },
      reason: reasonOf(row.kind),
      unsubscribeUrl: `${base}/unsubscribe?token=${token}`,
    });
  }
  await markEmailed(
    trx,
    ready.map((row) => row.id),
  );
  return ready.length;
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
