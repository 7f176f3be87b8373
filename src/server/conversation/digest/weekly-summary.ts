import { type Kysely, sql } from 'kysely';
import { MAIL_TEXT } from '../../../shared/mail-texts';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/schema';
import { isPlainAddress } from '../mail/compose-mail';
import { enqueueMail } from '../mail/mail-outbox';
import { makeUnsubscribeToken, unsubscribeSecret } from '../notification-mail/unsubscribe-token';
import { type SummaryContent, summaryContent } from './summary-content';

// The weekly summary e-mail (docs/product.md#weekly-summary-e-mail; docs/decisions/045-weekly-summary-and-reply-by-mail.md).
// A member is due when they want it, their address is confirmed, they have not visited for seven days and
// they have not been looked at for seven days. Each member is claimed by moving users.weekly_summary_at
// forward in a conditional update, in the same transaction as the mail it queues: two processes (the
// server's ticker and `npm run -s cli -- send-digests`) can never both claim one member in one week, and
// a claim that fails to queue its mail is rolled back with it. A member with nothing to read is claimed
// too (looked at this week) and gets no mail.

const BATCH = 200;
const AWAY_DAYS = 7;

/** Sends every due summary now, in batches; returns how many e-mails were queued. */
export async function sendWeeklySummaries(db: Kysely<Database>, config: Config): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await dueMembers(db);
    for (const userId of due) if (await summarise(db, config, userId)) sent++;
    if (due.length < BATCH) return sent;
  }
}

async function dueMembers(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('weekly_summary', '=', true)
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .where('email_confirmed_at', 'is not', null)
    .where(
      sql<boolean>`coalesce(last_active_at, last_login, created_at) < now() - make_interval(days => ${AWAY_DAYS})`,
    )
    .where((eb) =>
      eb.or([
        eb('weekly_summary_at', 'is', null),
        eb('weekly_summary_at', '<=', sql<Date>`now() - make_interval(days => ${AWAY_DAYS})`),
      ]),
    )
    .orderBy('id')
    .limit(BATCH)
    .execute();
  return rows.map((row) => row.id);
}

/** Claims one member for this week and queues their summary; false when another process had them or nothing was new. */
async function summarise(db: Kysely<Database>, config: Config, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('users')
      .set({ weekly_summary_at: sql`now()` })
      .where('id', '=', userId)
      .where('weekly_summary', '=', true)
      .where('email_confirmed_at', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('weekly_summary_at', 'is', null),
          eb('weekly_summary_at', '<=', sql<Date>`now() - make_interval(days => ${AWAY_DAYS})`),
        ]),
      )
      .returning(['username', 'email'])
      .executeTakeFirst();
    if (!claimed || !isPlainAddress(claimed.email)) return false;
    const content = await summaryContent(trx, userId);
    const count = content.unread.length + content.sections.reduce((n, s) => n + s.threads.length, 0);
    if (count === 0) return false;
    const base = config.publicBaseUrl;
    const token = makeUnsubscribeToken(await unsubscribeSecret(trx), userId, 'weekly_summary');
    await enqueueMail(trx, {
      kind: 'weekly-summary',
      to: claimed.email,
      subject: MAIL_TEXT.summarySubject(count),
      paragraphs: [MAIL_TEXT.summaryGreeting(claimed.username), ...summaryParagraphs(content, base)],
      action: { label: MAIL_TEXT.summaryAction, url: `${base}/` },
      reason: MAIL_TEXT.summaryReason,
      unsubscribeUrl: `${base}/unsubscribe?token=${token}`,
    });
    return true;
  });
}

function summaryParagraphs(content: SummaryContent, base: string): string[] {
  const url = (id: number) => `${base}/thread/${id}`;
  const out: string[] = [];
  if (content.unread.length > 0) {
    out.push(MAIL_TEXT.summaryUnreadHeading);
    for (const t of content.unread) out.push(MAIL_TEXT.summaryUnreadLine(t.title, t.count, url(t.id)));
  }
  for (const section of content.sections) {
    if (section.threads.length === 0) continue;
    out.push(section.heading === 'solved' ? MAIL_TEXT.summarySolvedHeading : MAIL_TEXT.summaryPopularHeading);
    for (const t of section.threads)
      out.push(MAIL_TEXT.summaryThreadLine(t.title, t.votes, t.count, url(t.id)));
  }
  return out;
}

const CLAIM_KEY = 'weekly_summary_run_at';

/** The server's ticker: at most one run an hour per installation (the claim in app_settings), unless off. */
export async function sendWeeklySummariesIfDue(db: Kysely<Database>, config: Config): Promise<number> {
  if (!config.WEEKLY_SUMMARY) return 0;
  await db
    .insertInto('app_settings')
    .values({ key: CLAIM_KEY, value: new Date(0).toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const claimed = await sql<{ key: string }>`
    update app_settings set value = ${new Date().toISOString()}
    where key = ${CLAIM_KEY} and value::timestamptz <= now() - interval '55 minutes'
    returning key`.execute(db);
  if (claimed.rows.length === 0) return 0;
  return sendWeeklySummaries(db, config);
}
