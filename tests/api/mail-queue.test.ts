import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { enqueueMail, type MailMessage } from '../../src/server/conversation/mail/mail-outbox';
import { MAX_MAIL_ATTEMPTS } from '../../src/server/conversation/mail/mail-worker';
import { listOutbox, mailBacklog } from '../../src/server/conversation/mail/outbox-list';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// The mail queue against a real SMTP server on loopback (docs/architecture.md#mail).

const message = (to: string, extra: Partial<MailMessage> = {}): MailMessage => ({
  kind: 'test',
  to,
  subject: 'Reset your password',
  paragraphs: ['Someone asked to reset the password of alice.', 'Ignore this if it was not you.'],
  action: { label: 'Choose a new password', url: 'http://127.0.0.1:3000/reset-password?token=abc123' },
  reason: 'You get this because a password reset was asked for your account.',
  ...extra,
});

const statusOf = async (t: TestApp, id: number) =>
  await t.database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('mail queue with SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Forum <forum@example.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers plain text and HTML with the forum name, the link and the footer, once', async () => {
    const id = await enqueueMail(t.database.db, message('alice@example.test'));
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor('alice@example.test');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Oklahoma Mineral Rights Forum');
    expect(mail.text).toContain('http://127.0.0.1:3000/reset-password?token=abc123');
    expect(mail.text).toContain('You get this because a password reset was asked for your account.');
    expect(mail.html).toContain('href="http://127.0.0.1:3000/reset-password?token=abc123"');
    expect(mail.headers.get('from')).toMatchObject({
      value: [{ address: 'forum@example.test', name: 'Forum' }],
    });
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    expect((await statusOf(t, id)).status).toBe('sent');
    await t.app.mailWorker.runOnce();
    expect(smtp.received.filter((m) => m.to.includes('alice@example.test'))).toHaveLength(1);
  });

  it('keeps no secret link in the outbox once the message is sent', async () => {
    const id = await enqueueMail(
      t.database.db,
      message('scrubbed@example.test', { unsubscribeUrl: 'http://127.0.0.1:3000/unsubscribe?token=u.sig' }),
    );
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor('scrubbed@example.test');
    expect(mail.text).toContain('reset-password?token=abc123');
    const row = await statusOf(t, id);
    expect(row.status).toBe('sent');
    for (const body of [row.text_body, row.html_body]) {
      expect(body).not.toContain('token=');
      expect(body).toContain('[link removed once sent]');
      expect(body).toContain('Someone asked to reset the password of alice.');
    }
    expect(row.unsubscribe_url).toBeNull();
  });

  it('adds List-Unsubscribe to notifications', async () => {
    await enqueueMail(
      t.database.db,
      message('notified@example.test', { unsubscribeUrl: 'http://127.0.0.1:3000/profile#notifications' }),
    );
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor('notified@example.test');
    expect(mail.raw).toMatch(/List-Unsubscribe: <http:\/\/127\.0\.0\.1:3000\/profile#notifications>/);
    expect(mail.text).toContain('Stop these e-mails: http://127.0.0.1:3000/profile#notifications');
  });

  it('queues nothing when the transaction that asked for the mail rolls back', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, message('rolled-back@example.test'));
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    const rows = await t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'rolled-back@example.test')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('retries with backoff while the server refuses for now, then sends once', async () => {
    smtp.refuse = 'temporary';
    const id = await enqueueMail(t.database.db, message('retry@example.test'));
    await t.app.mailWorker.runOnce();
    let row = await statusOf(t, id);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/451/);
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a second pass leaves it alone.
    await t.app.mailWorker.runOnce();
    expect((await statusOf(t, id)).attempts).toBe(1);
    expect((await t.call('GET', '/healthz')).statusCode).toBe(200);
    expect(await mailBacklog(t.database.db)).toMatchObject({ pending: expect.any(Number) });
    smtp.refuse = null;
    await t.database.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0) })
      .where('id', '=', id)
      .execute();
    await t.app.mailWorker.runOnce();
    await smtp.waitFor('retry@example.test');
    row = await statusOf(t, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('gives up at once on a permanent refusal, and after the last attempt on a temporary one', async () => {
    smtp.refuse = 'permanent';
    const id = await enqueueMail(t.database.db, message('refused@example.test'));
    await t.app.mailWorker.runOnce();
    expect((await statusOf(t, id)).status).toBe('failed');
    smtp.refuse = 'temporary';
    // Queued and aged in one transaction, so the background pass cannot take it in between.
    const last = await t.database.db.transaction().execute(async (trx) => {
      const id = await enqueueMail(trx, message('tired@example.test'));
      await trx
        .updateTable('mail_outbox')
        .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
        .where('id', '=', id)
        .execute();
      return id;
    });
    await t.app.mailWorker.runOnce();
    expect((await statusOf(t, last)).status).toBe('failed');
    smtp.refuse = null;
    expect((await mailBacklog(t.database.db)).failed).toBeGreaterThanOrEqual(2);
  });

  it('never sends twice a message whose sending was interrupted by a crash', async () => {
    const id = await enqueueMail(t.database.db, message('crashed@example.test'));
    // What a process that died mid-send leaves behind: claimed, lease run out.
    await t.database.db
      .updateTable('mail_outbox')
      .set({ status: 'sending', attempts: 1, locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await t.app.mailWorker.runOnce();
    expect((await statusOf(t, id)).status).toBe('failed');
    expect(smtp.received.some((m) => m.to.includes('crashed@example.test'))).toBe(false);
  });

  it('refuses header injection in the recipient and flattens it in the subject', async () => {
    await expect(
      enqueueMail(t.database.db, message('a@example.test\r\nBcc: evil@example.test')),
    ).rejects.toThrow();
    await expect(enqueueMail(t.database.db, message('Evil <evil@example.test>'))).rejects.toThrow();
    await enqueueMail(
      t.database.db,
      message('subject@example.test', {
        subject: 'Hello\r\nBcc: evil@example.test',
        paragraphs: ['<script>x</script>'],
      }),
    );
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor('subject@example.test');
    expect(mail.subject).toBe('Hello Bcc: evil@example.test');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.html).not.toContain('<script>');
    expect(smtp.received.some((m) => m.to.includes('evil@example.test'))).toBe(false);
  });
});

describe('mail queue without SMTP', () => {
  it('keeps messages in the outbox, marked logged, for the CLI to print', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.mailWorker.mode).toBe('outbox');
      const id = await enqueueMail(t.database.db, message('local@example.test'));
      await t.app.mailWorker.runOnce();
      expect((await statusOf(t, id)).status).toBe('logged');
      const [latest] = await listOutbox(t.database.db, 1);
      expect(latest).toMatchObject({ to_address: 'local@example.test', subject: 'Reset your password' });
      expect(latest?.text_body).toContain('reset-password?token=abc123');
    } finally {
      await t.close();
    }
  });

  it('keeps queued mail while the SMTP server is down, and /healthz stays green', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const id = await enqueueMail(t.database.db, message('down@example.test'));
      await t.app.mailWorker.runOnce();
      expect((await statusOf(t, id)).status).toBe('pending');
      expect((await t.call('GET', '/healthz')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('mail configuration', () => {
  it('rejects a sender with a line break and hides the SMTP password in errors', () => {
    expect(() => loadConfig({ MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM must be one line/);
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@host' })).toThrow(/value hidden/);
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@host' })).not.toThrow(/secret/);
  });
  it('requires confirmation by default only when mail can really be sent', () => {
    expect(loadConfig({}).REQUIRE_EMAIL_CONFIRMATION).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25' }).REQUIRE_EMAIL_CONFIRMATION).toBe(true);
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25', REQUIRE_EMAIL_CONFIRMATION: 'false' })
        .REQUIRE_EMAIL_CONFIRMATION,
    ).toBe(false);
  });
});
