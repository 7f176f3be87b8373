import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { INBOUND_DOMAIN, replyAddressFor } from '../support/inbound-mail';
import { createTestApp, type TestApp } from '../support/test-app';

// Replies by e-mail through a provider's webhook, POST /api/mail/inbound (docs/inbound-mail.md): Postmark and
// Amazon SES (through SNS) with basic auth, Mailgun with its HMAC signature; anything unproven is 401.

const SECRET = 'webhook-secret-for-tests';
const MAILGUN_KEY = 'mailgun-signing-key';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    INBOUND_DOMAIN,
    INBOUND_WEBHOOK_SECRET: SECRET,
    MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY,
    REQUIRE_EMAIL_CONFIRMATION: 'false',
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
const basic = (password: string) => `Basic ${Buffer.from(`inbound:${password}`).toString('base64')}`;
const replies = (threadId: number) =>
  db()
    .selectFrom('posts')
    .select('content')
    .where('thread_id', '=', threadId)
    .where('is_first_post', '=', false)
    .execute();

async function setUp() {
  const member = await makeUser(db());
  const made = await makeThread(db(), { author: member, title: 'Webhook thread' });
  return {
    email: member.user.email,
    threadId: made.thread.id,
    address: await replyAddressFor(t, member.user.id, made.thread.id),
  };
}

describe('Postmark', () => {
  it('posts with the right password and refuses without it', async () => {
    const { email, threadId, address } = await setUp();
    const payload = {
      FromFull: { Email: email },
      ToFull: [{ Email: address }],
      Subject: 'Re',
      TextBody: 'By Postmark\n\nOn Mon, X wrote:\n> q',
      MessageID: `pm-${threadId}`,
      Headers: [],
    };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/mail/inbound',
      headers: { 'content-type': 'application/json', authorization: basic('nope') },
      payload,
    });
    expect(wrong.statusCode).toBe(401);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/mail/inbound',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(none.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/mail/inbound',
      headers: { 'content-type': 'application/json', authorization: basic(SECRET) },
      payload,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, outcome: 'posted' });
    expect(await replies(threadId)).toEqual([{ content: 'By Postmark' }]);
  });

  it('answers 400 for a body that is not JSON, with control characters, or deeply odd; never 500', async () => {
    for (const payload of [
      'not json',
      '[1,2]',
      '{"FromFull": 5, "Attachments": "x", "Headers": {"a": 1}}',
      '{"TextBody": "\u0000\u001b"}',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mail/inbound',
        headers: { 'content-type': 'application/json', authorization: basic(SECRET) },
        payload,
      });
      expect([200, 400]).toContain(res.statusCode);
      expect(res.json().code ?? res.json().outcome).toBeTruthy();
    }
  });
});

describe('Mailgun', () => {
  const signed = (extra: Record<string, string>, key = MAILGUN_KEY) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = 'a'.repeat(50);
    const signature = createHmac('sha256', key)
      .update(timestamp + token)
      .digest('hex');
    return new URLSearchParams({ timestamp, token, signature, ...extra }).toString();
  };
  it('posts with a good signature and refuses a forged one', async () => {
    const { email, threadId, address } = await setUp();
    const fields = {
      from: `Member <${email}>`,
      recipient: address,
      subject: 'Re',
      'body-plain': 'By Mailgun',
      'Message-Id': `<mg-${threadId}@x>`,
    };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/mail/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: signed(fields, 'wrong-key'),
    });
    expect(forged.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/mail/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: signed(fields),
    });
    expect(ok.json()).toEqual({ ok: true, outcome: 'posted' });
    expect(await replies(threadId)).toEqual([{ content: 'By Mailgun' }]);
  });
});

describe('Amazon SES through SNS', () => {
  it('posts the raw message it carries, and logs a subscription confirmation', async () => {
    const { email, threadId, address } = await setUp();
    const raw = `From: ${email}\r\nTo: ${address}\r\nSubject: Re\r\nMessage-ID: <ses-${threadId}@x>\r\n\r\nBy SES\r\n`;
    const message = JSON.stringify({
      notificationType: 'Received',
      receipt: { recipients: [address] },
      content: Buffer.from(raw).toString('base64'),
    });
    const headers = {
      'content-type': 'text/plain; charset=UTF-8',
      'x-amz-sns-message-type': 'Notification',
      authorization: basic(SECRET),
    };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/mail/inbound',
      headers,
      payload: JSON.stringify({ Type: 'Notification', Message: message }),
    });
    expect(ok.json()).toEqual({ ok: true, outcome: 'posted' });
    expect(await replies(threadId)).toEqual([{ content: 'By SES' }]);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/mail/inbound',
      headers: { ...headers, 'x-amz-sns-message-type': 'SubscriptionConfirmation' },
      payload: JSON.stringify({
        Type: 'SubscriptionConfirmation',
        SubscribeURL: 'https://sns.example/confirm',
      }),
    });
    expect(confirm.json()).toEqual({ ok: true, outcome: 'subscription-logged' });
    const noAuth = await t.app.inject({
      method: 'POST',
      url: '/api/mail/inbound',
      headers: { ...headers, authorization: '' },
      payload: '{}',
    });
    expect(noAuth.statusCode).toBe(401);
  });
});
