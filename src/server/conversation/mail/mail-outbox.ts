import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/schema';
import { composeMail, type MailMessage } from './compose-mail';

export type { MailMessage } from './compose-mail';

/**
 * Queues one message (docs/architecture.md#mail). Pass the request's transaction as `db` so the message
 * exists exactly when the change that caused it commits; the worker sends it afterwards, so a slow or
 * broken mail server never slows or fails the request. Returns the outbox row's id.
 */
export async function enqueueMail(db: Kysely<Database>, message: MailMessage): Promise<number> {
  const mail = composeMail(message);
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      unsubscribe_url: mail.unsubscribeUrl,
      reply_to: mail.replyTo,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The forum's address for links in mails (config.publicBaseUrl: PUBLIC_URL, else http://localhost:PORT). */
export function publicBaseUrl(config: Config): string {
  return config.publicBaseUrl;
}
