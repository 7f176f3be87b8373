import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_ALREADY_CONFIRMED } from '../../src/shared/contracts/accounts';
import { makeCast, makeUser } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// Address confirmation with REQUIRE_EMAIL_CONFIRMATION on (the default once SMTP_URL is set).

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const confirmTokenIn = (text: string) =>
  new URL(text.match(/https?:\/\/\S+\/confirm-email\?token=\S+/)![0]).searchParams.get('token')!;

async function register(username: string) {
  const res = await t.call('POST', '/api/auth/register', {
    body: {
      username,
      email: `${username}@example.test`,
      password: 'long enough password',
      acceptedGuidelines: true,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { token: string; user: { id: number; email_confirmed: boolean } };
}

describe('address confirmation', () => {
  it('mails new members a link; until they follow it they can read but not post', async () => {
    const { token, user } = await register('newcomer_one');
    expect(user.email_confirmed).toBe(false);
    // The reply box can say so before the member types anything.
    expect(user).toMatchObject({ must_confirm_email: true });
    expect((await t.call('GET', '/api/auth/me', { token })).json().user.must_confirm_email).toBe(true);
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { username: 'newcomer_one', password: 'long enough password' },
    });
    expect(signIn.json().user.must_confirm_email).toBe(true);
    const { admin, moderator } = await makeCast(t.database.db);
    for (const staff of [admin, moderator]) {
      const me = await t.call('GET', '/api/auth/me', { token: staff.token });
      expect(me.json().user.must_confirm_email).toBe(false);
    }
    const { thread } = await makeThread(t.database.db, { author: admin });
    expect((await t.call('GET', `/api/threads/${thread.id}`, { token })).statusCode).toBe(200);
    const blocked = await t.call('POST', '/api/posts', {
      token,
      body: { thread_id: thread.id, content: 'Hello all' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('EMAIL_UNCONFIRMED');

    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor('newcomer_one@example.test');
    expect(mail.subject).toBe('Confirm your e-mail address for Oklahoma Mineral Rights Forum');
    const link = confirmTokenIn(mail.text);
    const confirmed = await t.call('POST', '/api/auth/confirm-email', { body: { token: link } });
    expect(confirmed.statusCode).toBe(200);
    const me = (await t.call('GET', '/api/auth/me', { token })).json().user;
    expect(me).toMatchObject({ email_confirmed: true, must_confirm_email: false });
    const posted = await t.call('POST', '/api/posts', {
      token,
      body: { thread_id: thread.id, content: 'Hello all' },
    });
    expect(posted.statusCode).toBe(201);
    // Opened again once the address is confirmed: it says so, not a red "already used".
    const reused = await t.call('POST', '/api/auth/confirm-email', { body: { token: link } });
    expect(reused.statusCode).toBe(200);
    expect(reused.json().message).toBe(EMAIL_ALREADY_CONFIRMED);
  });

  it('still refuses a used link whose address is no longer the confirmed one', async () => {
    await register('newcomer_moved');
    await t.app.mailWorker.runOnce();
    const link = confirmTokenIn((await smtp.waitFor('newcomer_moved@example.test')).text);
    expect((await t.call('POST', '/api/auth/confirm-email', { body: { token: link } })).statusCode).toBe(200);
    await t.database.db
      .updateTable('users')
      .set({ email: 'elsewhere_moved@example.test', email_confirmed_at: null })
      .where('username', '=', 'newcomer_moved')
      .execute();
    const reused = await t.call('POST', '/api/auth/confirm-email', { body: { token: link } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('TOKEN_USED');
  });

  it('resends on request, and says so when there is nothing to confirm', async () => {
    const { token } = await register('newcomer_two');
    const resent = await t.call('POST', '/api/auth/confirm-email/resend', { token });
    expect(resent.statusCode).toBe(200);
    await t.app.mailWorker.runOnce();
    const mails = smtp.received.filter((m) => m.to.includes('newcomer_two@example.test'));
    expect(mails.length).toBe(2);
    await t.call('POST', '/api/auth/confirm-email', { body: { token: confirmTokenIn(mails[1]!.text) } });
    const again = await t.call('POST', '/api/auth/confirm-email/resend', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_CONFIRMED');
  });

  it('lets existing members and staff keep posting, and staff mark an address confirmed', async () => {
    const cast = await makeCast(t.database.db);
    const { thread } = await makeThread(t.database.db, { author: cast.admin });
    const reply = (token: string) =>
      t.call('POST', '/api/posts', { token, body: { thread_id: thread.id, content: 'Staff reply' } });
    expect((await reply(cast.moderator.token)).statusCode).toBe(201);
    expect((await reply(cast.admin.token)).statusCode).toBe(201);

    const { user: target, token: targetToken } = await makeUser(t.database.db);
    expect((await reply(targetToken)).json().code).toBe('EMAIL_UNCONFIRMED');
    const mark = (token?: string, id = target.id) =>
      t.call('POST', `/api/admin/users/${id}/confirm-email`, { token });
    expect((await mark()).statusCode).toBe(401);
    expect((await mark(cast.member.token)).statusCode).toBe(403);
    expect((await mark(cast.muted.token)).statusCode).toBe(403);
    expect((await mark(cast.banned.token)).statusCode).toBe(401);
    expect((await mark(cast.moderator.token, 2147483647)).statusCode).toBe(404);
    expect((await mark(cast.moderator.token, 0)).statusCode).toBe(400);
    expect((await mark(cast.moderator.token)).statusCode).toBe(200);
    expect((await mark(cast.admin.token)).statusCode).toBe(200);
    expect((await reply(targetToken)).statusCode).toBe(201);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action_type', 'admin_username'])
      .where('target_id', '=', target.id)
      .where('action_type', '=', 'confirm_email')
      .execute();
    expect(audit.map((a) => a.admin_username)).toEqual([
      cast.moderator.user.username,
      cast.admin.user.username,
    ]);
  });

  it('resend needs a signed-in member and is limited per address', async () => {
    expect((await t.call('POST', '/api/auth/confirm-email/resend')).statusCode).toBe(401);
    const { token } = await register('newcomer_three');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await t.call('POST', '/api/auth/confirm-email/resend', { token })).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
    for (const body of [{}, { token: 5 }, { token: 'x'.repeat(3000) }, { token: '<script>' }]) {
      expect((await t.call('POST', '/api/auth/confirm-email', { body })).statusCode).toBe(400);
    }
  });
});
