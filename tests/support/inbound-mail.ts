import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { makeReplyAddress, replySecret } from '../../src/server/conversation/inbound-mail/reply-address';
import type { TestApp } from './test-app';

// Sending real mail into the forum's reply listener over SMTP on loopback, and making reply addresses
// as the notification e-mails do (docs/decisions/045-weekly-summary-and-reply-by-mail.md).

export const INBOUND_DOMAIN = 'reply.example.test';

export async function replyAddressFor(t: TestApp, userId: number, threadId: number): Promise<string> {
  const db = t.database.db;
  const member = await db
    .selectFrom('users')
    .select(['password_hash', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return makeReplyAddress(await replySecret(db), INBOUND_DOMAIN, userId, threadId, member);
}

/** A transport to the app's listener; `pool` keeps a few connections open for bursts. */
export function listenerTransport(t: TestApp, pool = false) {
  const port = t.app.inbound.listener?.port;
  if (!port) throw new Error('the reply listener is not open');
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    ...(pool ? { pool: true, maxConnections: 3, maxMessages: Number.POSITIVE_INFINITY } : {}),
  } as never);
}

export async function sendToListener(t: TestApp, message: Mail.Options) {
  const transport = listenerTransport(t);
  try {
    return await transport.sendMail(message);
  } finally {
    transport.close();
  }
}
