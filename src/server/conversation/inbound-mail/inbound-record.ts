import { type Kysely, sql } from 'kysely';
import { MAIL_TEXT } from '../../../shared/mail-texts';
import type { Database } from '../../platform/db/schema';
import type { InboundOutcome } from '../../platform/db/schema-mail';
import { isPlainAddress } from '../mail/compose-mail';
import { enqueueMail } from '../mail/mail-outbox';
import type { InboundMessage } from './inbound-message';

// What became of each inbound message (the inbound_mail table) and the bounce that tells the sender. At most
// one bounce an hour goes to one address, whatever the reasons: a thousand replies in a minute get one
// answer, not a thousand, and a forged sender cannot turn the forum into a mail cannon.

const BOUNCE_TEXT_CHARS = 5_000;

export interface Verdict {
  outcome: InboundOutcome;
  /** A short stable reason: 'posted', 'unknown-address', 'wrong-sender', 'THREAD_LOCKED', ... */
  reason: string;
  userId?: number | null;
  threadId?: number | null;
  postId?: number | null;
  /** The bounce to send, if any: to whom, and what it says. */
  bounce?: { to: string; paragraphs: string[]; subject?: string; threadUrl?: string };
}

/** Whether a message with this Message-ID was already handled (a provider's retry, a resend). */
export async function alreadyHandled(db: Kysely<Database>, messageId: string | null): Promise<boolean> {
  if (!messageId) return false;
  const row = await db
    .selectFrom('inbound_mail')
    .select('id')
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  return !!row;
}

/** Records the verdict and sends its bounce, unless that address already got one this hour. */
export async function recordVerdict(
  db: Kysely<Database>,
  message: InboundMessage,
  verdict: Verdict,
  text: string,
): Promise<{ bounced: boolean }> {
  return db.transaction().execute(async (trx) => {
    let bounceTo: string | null = null;
    const target = verdict.bounce?.to.toLowerCase();
    if (verdict.bounce && target && isPlainAddress(target) && !message.automatic) {
      const recent = await trx
        .selectFrom('inbound_mail')
        .select('id')
        .where('bounce_to', '=', target)
        .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirst();
      if (!recent) bounceTo = target;
    }
    const inserted = await trx
      .insertInto('inbound_mail')
      .values({
        message_id: message.messageId,
        source: message.source,
        from_address: (message.from ?? '').slice(0, 254),
        user_id: verdict.userId ?? null,
        thread_id: verdict.threadId ?? null,
        post_id: verdict.postId ?? null,
        outcome: verdict.outcome,
        reason: verdict.reason.slice(0, 100),
        bounce_to: bounceTo,
      })
      .onConflict((oc) => oc.column('message_id').where('message_id', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted || !bounceTo || !verdict.bounce) return { bounced: false };
    const quoted = text.trim() ? [MAIL_TEXT.bounceTextHeading, text.slice(0, BOUNCE_TEXT_CHARS)] : [];
    await enqueueMail(trx, {
      kind: 'reply-bounce',
      to: bounceTo,
      subject: verdict.bounce.subject ?? MAIL_TEXT.bounceSubject,
      paragraphs: [...verdict.bounce.paragraphs, ...quoted],
      ...(verdict.bounce.threadUrl
        ? { action: { label: MAIL_TEXT.openThread, url: verdict.bounce.threadUrl } }
        : {}),
      reason: MAIL_TEXT.bounceReason,
    });
    return { bounced: true };
  });
}

/** Replies by e-mail this member posted in the last hour. */
export async function postedThisHour(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('inbound_mail')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('outcome', '=', 'posted')
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return row.n;
}
