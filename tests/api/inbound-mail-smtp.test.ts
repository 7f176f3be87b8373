import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { freePort } from '../support/free-port';
import { INBOUND_DOMAIN, replyAddressFor, sendToListener } from '../support/inbound-mail';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// Replies by e-mail through the forum's own SMTP listener (docs/product.md#replying-by-e-mail): real mail sent
// over SMTP on loopback, bounces read from a real SMTP server the forum sends through.

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Forum <forum@example.test>',
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    NOTIFICATION_EMAIL_DELAY_SECONDS: '0',
    PUBLIC_URL: 'https://forum.example.test',
    INBOUND_DOMAIN,
    INBOUND_SMTP_PORT: String(await freePort()),
    INBOUND_MAX_BYTES: '2000000',
    // The web's posting pace, on as in production: a mail bomb meets it.
    POST_INTERVAL_SECONDS: '5',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const postsOf = (userId: number, threadId: number) =>
  db()
    .selectFrom('posts')
    .selectAll()
    .where('author_id', '=', userId)
    .where('thread_id', '=', threadId)
    .execute();
const flushMail = () => t.app.mailWorker.runOnce();

async function memberAndThread(options: { locked?: boolean; muted?: boolean; banned?: boolean } = {}) {
  const asker = await makeUser(db());
  const member = await makeUser(db(), { muted: options.muted, banned: options.banned });
  const made = await makeThread(db(), {
    author: asker,
    title: 'Division order from Devon',
    locked: options.locked,
  });
  const address = await replyAddressFor(t, member.user.id, made.thread.id);
  return { asker, member, threadId: made.thread.id, address };
}

const from = (m: MadeUser) => m.user.email;

describe('a reply by e-mail', () => {
  it('notification e-mails about a post carry a Reply-To address that posts into the thread', async () => {
    const asker = await makeUser(db());
    const answerer = await makeUser(db());
    const start = await t.call('POST', '/api/threads', {
      token: asker.token,
      body: {
        category_id: (await db().selectFrom('categories').select('id').executeTakeFirstOrThrow()).id,
        title: 'Lease bonus in Kingfisher',
        content: 'What is fair per acre?',
      },
    });
    expect(start.statusCode).toBe(201);
    const threadId = start.json().thread.id as number;
    const reply = await t.call('POST', '/api/posts', {
      token: answerer.token,
      body: { thread_id: threadId, content: `@${asker.user.username} around $500 lately.` },
    });
    expect(reply.statusCode).toBe(201);
    await t.app.background.drain();
    await t.app.background.drain();
    await flushMail();
    const mail = await smtp.waitFor(asker.user.email);
    const replyTo = String(
      mail.headers.get('reply-to') && (mail.headers.get('reply-to') as { text: string }).text,
    );
    expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-z]+-[0-9a-z]+-[0-9a-f]{24}@${INBOUND_DOMAIN}$`));
    expect(mail.text).toContain('You can answer by replying to this e-mail');

    // The posting pace (5 s here) counts from the asker's opening post: as if they read the mail a minute later.
    await db()
      .updateTable('posts')
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where('author_id', '=', asker.user.id)
      .execute();
    await db()
      .updateTable('users')
      .set({ last_posted_at: new Date(Date.now() - 60_000) })
      .where('id', '=', asker.user.id)
      .execute();
    await sendToListener(t, {
      from: `"Asker" <${asker.user.email}>`,
      to: replyTo,
      subject: 'Re: Lease bonus in Kingfisher',
      text: `Thank you, that helps a lot.\n\nAsker\n-- \nSent from my phone\n\nOn Mon, Nov 23, 2026 at 9:00 AM Forum <forum@example.test> wrote:\n> Around $500 lately.\n> Read the reply: https://forum.example.test/thread/${threadId}`,
    });
    const [post, ...more] = await postsOf(asker.user.id, threadId).then((rows) =>
      rows.filter((p) => !p.is_first_post),
    );
    expect(more).toEqual([]);
    expect(post!.content).toBe('Thank you, that helps a lot.\n\nAsker');
    expect(post!.status).toBe('visible');
  });

  it('keeps attachments through the upload checks', async () => {
    const { member, threadId, address } = await memberAndThread();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    await sendToListener(t, {
      from: from(member),
      to: address,
      subject: 'Re: plat',
      text: 'Here is the plat.',
      attachments: [
        { filename: 'plat.png', content: png, contentType: 'image/png' },
        {
          filename: 'notes.exe',
          content: Buffer.from('MZ not a picture'),
          contentType: 'application/octet-stream',
        },
      ],
    });
    const [post] = await postsOf(member.user.id, threadId);
    expect(post!.content).toBe('Here is the plat.');
    const files = await db().selectFrom('attachments').selectAll().where('post_id', '=', post!.id).execute();
    expect(files.map((f) => [f.kind, f.original_name])).toEqual([['image', 'plat.webp']]);
    await flushMail();
    const notice = await smtp.waitFor(member.user.email);
    expect(notice.subject).toBe('Some attachments of your e-mail reply were not added');
    expect(notice.text).toContain('notes.exe');
  });

  it('turns an HTML-only mail into text, scripts and all dropped', async () => {
    const { member, threadId, address } = await memberAndThread();
    await sendToListener(t, {
      from: from(member),
      to: address,
      subject: 'Re: html',
      html: '<div><p>Check the <b>spacing</b> order.</p><script>alert(1)</script><img src="x" onerror="alert(2)"></div>',
    });
    const [post] = await postsOf(member.user.id, threadId);
    expect(post!.content).toContain('Check the spacing order.');
    expect(post!.content).not.toMatch(/script|alert|onerror|<img/i);
  });

  it('reads a message in ISO-8859-1', async () => {
    const { member, threadId, address } = await memberAndThread();
    const raw = [
      `From: ${from(member)}`,
      `To: ${address}`,
      'Subject: Re: charset',
      'Message-ID: <latin1-test@example.test>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=ISO-8859-1',
      'Content-Transfer-Encoding: 8bit',
      '',
      '',
    ].join('\r\n');
    const body = Buffer.concat([
      Buffer.from(raw),
      Buffer.from('Se\xf1or Mu\xf1oz signed the lease.\r\n', 'latin1'),
    ]);
    await sendToListener(t, { envelope: { from: from(member), to: [address] }, raw: body });
    const [post] = await postsOf(member.user.id, threadId);
    expect(post!.content).toBe('Señor Muñoz signed the lease.');
  });
});
