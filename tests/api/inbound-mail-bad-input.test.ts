import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/people/auth/passwords';
import { makeUser } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { freePort } from '../support/free-port';
import { INBOUND_DOMAIN, listenerTransport, replyAddressFor, sendToListener } from '../support/inbound-mail';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// Bad input at the reply listener (docs/product.md#replying-by-e-mail): forged and expired addresses, a forged
// sender, refusals by the web's own checks, a message over the size limit, a mail bomb, broken MIME and
// automatic replies. Each gets a clear SMTP answer or one bounce; nothing crashes and nothing is posted
// that should not be.

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Forum <forum@example.test>',
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    PUBLIC_URL: 'https://forum.example.test',
    INBOUND_DOMAIN,
    INBOUND_SMTP_PORT: String(await freePort()),
    INBOUND_MAX_BYTES: '2000000',
    POST_INTERVAL_SECONDS: '5',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const repliesIn = (threadId: number) =>
  db()
    .selectFrom('posts')
    .selectAll()
    .where('thread_id', '=', threadId)
    .where('is_first_post', '=', false)
    .execute();
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address.toLowerCase()));
const flushMail = () => t.app.mailWorker.runOnce();
const outcomes = (threadId: number) =>
  db()
    .selectFrom('inbound_mail')
    .select(['outcome', 'reason', 'bounce_to'])
    .where('thread_id', '=', threadId)
    .execute();

async function setUp(options: { locked?: boolean; muted?: boolean; banned?: boolean } = {}) {
  const asker = await makeUser(db());
  const member = await makeUser(db(), { muted: options.muted, banned: options.banned });
  const made = await makeThread(db(), { author: asker, title: 'Spacing order', locked: options.locked });
  const address = await replyAddressFor(t, member.user.id, made.thread.id);
  return { member, threadId: made.thread.id, address, email: member.user.email };
}

describe('addresses and senders', () => {
  it('refuses an address not at the reply domain with 550 at RCPT', async () => {
    await expect(
      sendToListener(t, { from: 'a@example.test', to: 'someone@elsewhere.test', subject: 'x', text: 'hi' }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it('bounces a forged token to the sender, once, and posts nothing', async () => {
    const { threadId, address, email } = await setUp();
    const forged = address.replace(
      /-([0-9a-f]{24})@/,
      (_m, mac: string) => `-${mac.slice(0, 23)}${mac.endsWith('0') ? '1' : '0'}@`,
    );
    await sendToListener(t, { from: email, to: forged, subject: 'Re', text: 'Forged reply' });
    await sendToListener(t, {
      from: email,
      to: `reply+zz-zz-${'0'.repeat(24)}@${INBOUND_DOMAIN}`,
      subject: 'Re',
      text: 'Forged 2',
    });
    expect(await repliesIn(threadId)).toEqual([]);
    await flushMail();
    const bounces = mailsTo(email);
    expect(bounces).toHaveLength(1);
    expect(bounces[0]!.subject).toBe('Your e-mail reply was not posted');
    expect(bounces[0]!.text).toContain('Please open the thread on the website and reply there');
    expect(bounces[0]!.text).toContain('Forged reply');
  });

  it('a token for one thread does not post in another', async () => {
    const { threadId, address, email, member } = await setUp();
    const other = await makeThread(db(), { author: member, title: 'Another thread' });
    const moved = address.replace(/-([0-9a-z]+)-([0-9a-f]{24})@/, `-${other.thread.id.toString(36)}-$2@`);
    await sendToListener(t, { from: email, to: moved, subject: 'Re', text: 'Wrong thread' });
    expect(await repliesIn(other.thread.id)).toEqual([]);
    expect(await repliesIn(threadId)).toEqual([]);
  });

  it('a forged From posts nothing and tells the account holder, not the forger', async () => {
    const { threadId, address, email } = await setUp();
    await sendToListener(t, {
      from: 'mallory@evil.test',
      to: address,
      subject: 'Re',
      text: 'Buy my minerals',
    });
    expect(await repliesIn(threadId)).toEqual([]);
    await flushMail();
    expect(mailsTo('mallory@evil.test')).toEqual([]);
    const [notice] = mailsTo(email);
    expect(notice!.text).toContain('mallory@evil.test, which is not the e-mail address of your account');
    expect(await outcomes(threadId)).toEqual([
      { outcome: 'bounced', reason: 'wrong-sender', bounce_to: email },
    ]);
  });

  it('an address dies when the member changes their password or e-mail address', async () => {
    const { threadId, address, email, member } = await setUp();
    await db()
      .updateTable('users')
      .set({ password_hash: await hashPassword('another-long-password') })
      .where('id', '=', member.user.id)
      .execute();
    await sendToListener(t, { from: email, to: address, subject: 'Re', text: 'After a password change' });
    const fresh = await replyAddressFor(t, member.user.id, threadId);
    const newEmail = `new_${email}`;
    await db().updateTable('users').set({ email: newEmail }).where('id', '=', member.user.id).execute();
    await sendToListener(t, { from: newEmail, to: fresh, subject: 'Re', text: 'After an address change' });
    expect(await repliesIn(threadId)).toEqual([]);
    const rows = await db()
      .selectFrom('inbound_mail')
      .select('reason')
      .where('from_address', 'in', [email, newEmail])
      .execute();
    expect(rows.map((r) => r.reason)).toEqual(['invalid-token', 'invalid-token']);
  });
});

describe('the web checks apply', () => {
  it('a locked thread bounces with the reason and the text', async () => {
    const { threadId, address, email } = await setUp({ locked: true });
    await sendToListener(t, { from: email, to: address, subject: 'Re', text: 'Late answer' });
    expect(await repliesIn(threadId)).toEqual([]);
    await flushMail();
    const [bounce] = mailsTo(email);
    expect(bounce!.text).toContain('was not posted: This thread is locked and cannot be replied to');
    expect(bounce!.text).toContain('Late answer');
  });

  it('a muted member is refused; a banned one gets no post and no mail', async () => {
    const muted = await setUp({ muted: true });
    await sendToListener(t, { from: muted.email, to: muted.address, subject: 'Re', text: 'Muted words' });
    expect(await repliesIn(muted.threadId)).toEqual([]);
    expect((await outcomes(muted.threadId))[0]).toMatchObject({ outcome: 'bounced', reason: 'MUTED' });
    const banned = await setUp({ banned: true });
    await sendToListener(t, { from: banned.email, to: banned.address, subject: 'Re', text: 'Banned words' });
    expect(await repliesIn(banned.threadId)).toEqual([]);
    expect(await outcomes(banned.threadId)).toEqual([
      { outcome: 'bounced', reason: 'account-closed', bounce_to: null },
    ]);
  });

  it('auto-moderation holds a reply by e-mail as it holds one from the web', async () => {
    const { threadId, address, email } = await setUp();
    await sendToListener(t, {
      from: email,
      to: address,
      subject: 'Re',
      text: 'Call me at 405-555-0143 or mail my SSN 123-45-6789.',
    });
    const [post] = await repliesIn(threadId);
    expect(post?.status).toBe('held');
  });

  it('a reply with nothing above the quote bounces and asks for words', async () => {
    const { threadId, address, email } = await setUp();
    await sendToListener(t, {
      from: email,
      to: address,
      subject: 'Re',
      text: 'On Mon, Forum wrote:\n> the question',
    });
    expect(await repliesIn(threadId)).toEqual([]);
    expect((await outcomes(threadId))[0]!.reason).toBe('empty');
  });
});

describe('hostile mail', () => {
  it('refuses a 20 MB message with 552 and keeps working', async () => {
    const { threadId, address, email } = await setUp();
    const big = Buffer.alloc(20 * 1024 * 1024, 'a');
    const before = process.memoryUsage().rss;
    await expect(
      sendToListener(t, {
        from: email,
        to: address,
        subject: 'Re',
        text: 'Big',
        attachments: [{ filename: 'big.pdf', content: big }],
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    // Not a timing: the listener drops the bytes as they arrive, so the process does not grow by the message.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect(await repliesIn(threadId)).toEqual([]);
    await sendToListener(t, { from: email, to: address, subject: 'Re', text: 'Small one' });
    expect((await repliesIn(threadId)).map((p) => p.content)).toEqual(['Small one']);
  });

  // 300 mails at once: fifteen times what the pace lets through, and enough to show that one bounce is sent,
  // not one per mail (1,000 took about 100 s on PGlite and showed nothing more).
  const BOMB = 300;
  it('a bomb of 300 replies posts what the pace allows and sends one bounce', async () => {
    const { threadId, address, email } = await setUp();
    const transport = listenerTransport(t, true);
    try {
      await Promise.all(
        Array.from({ length: BOMB }, (_, i) =>
          transport.sendMail({
            from: email,
            to: address,
            subject: 'Re',
            text: `Bomb ${i}`,
            messageId: `<bomb-${i}-${threadId}@example.test>`,
          }),
        ),
      );
    } finally {
      transport.close();
    }
    const posted = await repliesIn(threadId);
    expect(posted.length).toBeGreaterThanOrEqual(1);
    expect(posted.length).toBeLessThanOrEqual(20);
    const rows = await outcomes(threadId);
    expect(rows).toHaveLength(BOMB);
    expect(rows.filter((r) => r.bounce_to !== null)).toHaveLength(1);
    await flushMail();
    expect(mailsTo(email)).toHaveLength(1);
  }, 240_000);

  it('answers malformed MIME without a crash, and stays up', async () => {
    const { address, email } = await setUp();
    const garbage = Buffer.from(
      `From: ${email}\r\nTo: ${address}\r\nContent-Type: multipart/mixed; boundary="x"\r\nContent-Transfer-Encoding: base64\r\n\r\n--x\r\nContent-Type: text/plain; charset=no-such-charset\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n=ZZ=\xff\xfe broken =\r\n--x\r\nContent-Type: image/png; name=a.png\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!notbase64!!!\r\n`,
      'latin1',
    );
    const sent = await sendToListener(t, { envelope: { from: email, to: [address] }, raw: garbage }).catch(
      (e) => e,
    );
    expect(String(sent.response ?? sent.message)).toMatch(/^(250|554)/);
    expect((await t.call('GET', '/healthz')).statusCode).toBe(200);
  });

  it('drops out-of-office replies without answering them', async () => {
    const { threadId, address, email } = await setUp();
    await sendToListener(t, {
      from: email,
      to: address,
      subject: 'Out of office',
      text: 'I am away',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(await repliesIn(threadId)).toEqual([]);
    expect(await outcomes(threadId)).toEqual([]);
    expect(
      await db()
        .selectFrom('inbound_mail')
        .select(['outcome', 'reason'])
        .where('from_address', '=', email)
        .execute(),
    ).toEqual([{ outcome: 'dropped', reason: 'automatic' }]);
  });

  it('posts a resent message once', async () => {
    const { threadId, address, email } = await setUp();
    const message = {
      from: email,
      to: address,
      subject: 'Re',
      text: 'Only once',
      messageId: `<once-${threadId}@example.test>`,
    };
    await sendToListener(t, message);
    await sendToListener(t, message);
    expect((await repliesIn(threadId)).map((p) => p.content)).toEqual(['Only once']);
  });
});
