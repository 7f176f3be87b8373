import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sendDigestIfDue,
  sendDigests,
  sendImmediateMails,
} from '../../src/server/conversation/notification-mail/send-notification-mail';
import {
  makeUnsubscribeToken,
  unsubscribeSecret,
} from '../../src/server/conversation/notification-mail/unsubscribe-token';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// Notification e-mail (docs/product.md#notification-e-mail) read from a real SMTP server on loopback:
// per-kind settings, the immediate job, the daily summary and the one-click unsubscribe link.

let smtp: SmtpTestServer;
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Forum <forum@example.test>',
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    NOTIFICATION_EMAIL_DELAY_SECONDS: '0',
    PUBLIC_URL: 'https://forum.example.test',
  });
  // Jobs run only when a test drains them, so it can act between the notification and its e-mail.
  await t.app.background.stop();
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const mailsTo = (user: MadeUser) => smtp.received.filter((m) => m.to.includes(user.user.email.toLowerCase()));
/** Fan-out job, then the mail job it queues, then the mail worker. */
const deliver = async () => {
  await t.app.background.drain();
  await t.app.background.drain();
  await t.app.mailWorker.runOnce();
};
const startThread = async (author: MadeUser, title = 'Pooling order in Grady County') => {
  const res = await t.call('POST', '/api/threads', {
    token: author.token,
    body: { category_id: categoryId, title, content: 'Which option should I pick?' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().thread.id as number;
};
const reply = async (author: MadeUser, threadId: number, content = 'Option two pays more bonus.') => {
  const res = await t.call('POST', '/api/posts', {
    token: author.token,
    body: { thread_id: threadId, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().post.id as number;
};
const unsubscribeTokenIn = (text: string) => /\/unsubscribe\?token=([\w.-]+)/.exec(text)?.[1];

describe('immediate e-mail', () => {
  it('mails a mention at once with the post, a link to it and a one-click unsubscribe header', async () => {
    const asker = await makeUser(db());
    const named = await makeUser(db());
    const threadId = await startThread(asker);
    const postId = await reply(cast.member, threadId, `@${named.user.username} knows **Grady** pooling.`);
    await deliver();
    const [mail, ...others] = mailsTo(named);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(
      `${cast.member.user.username} mentioned you in "Pooling order in Grady County"`,
    );
    expect(mail!.text).toContain('knows Grady pooling.');
    expect(mail!.text).toContain(`https://forum.example.test/thread/${threadId}#post-${postId}`);
    const unfolded = mail!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/List-Unsubscribe: <https:\/\/forum\.example\.test\/unsubscribe\?token=u1\./);
    expect(mail!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(mail!.text).toContain('Stop these e-mails: https://forum.example.test/unsubscribe?token=');
    // A reply in a watched thread is a daily kind by default: the starter gets no immediate mail.
    expect(mailsTo(asker)).toEqual([]);
    // The notification is marked, so the job never sends it twice.
    await deliver();
    expect(mailsTo(named)).toHaveLength(1);
  });

  it('sends nothing for a notification already read, a post already read, or a kind set to never', async () => {
    const asker = await makeUser(db());
    const reader = await makeUser(db());
    const neverMe = await makeUser(db());
    const threadId = await startThread(asker);
    const set = await t.call('PUT', '/api/notifications/preferences', {
      token: neverMe.token,
      body: { email: { mention: 'never' } },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().email.mention).toBe('never');
    const postId = await reply(
      cast.member,
      threadId,
      `@${reader.user.username} @${neverMe.user.username} see this`,
    );
    await t.app.background.drain(); // notifications exist, the mail job not yet run
    await db()
      .insertInto('thread_reads')
      .values({ user_id: reader.user.id, thread_id: threadId, last_read_post_id: postId })
      .execute();
    await deliver();
    expect(mailsTo(reader)).toEqual([]);
    expect(mailsTo(neverMe)).toEqual([]);
  });

  it('waits the configured delay, then mails what is still unread', async () => {
    const named = await makeUser(db());
    const threadId = await startThread(cast.moderator);
    await reply(cast.member, threadId, `@${named.user.username} a question`);
    await t.app.background.drain();
    const ids = (
      await db().selectFrom('notifications').select('id').where('user_id', '=', named.user.id).execute()
    ).map((r) => Number(r.id));
    const later = { ...t.config, NOTIFICATION_EMAIL_DELAY_SECONDS: 3600 };
    const sent = await db()
      .transaction()
      .execute((trx) => sendImmediateMails(trx, later, ids));
    expect(sent).toBe(0);
    const requeued = await db()
      .selectFrom('background_jobs')
      .select(['kind', 'run_after'])
      .where('kind', '=', 'notification_mail')
      .execute();
    expect(requeued.some((job) => new Date(job.run_after).getTime() > Date.now() + 3000_000)).toBe(true);
    await db().deleteFrom('background_jobs').where('kind', '=', 'notification_mail').execute();
    // With confirmation required, an unconfirmed address gets nothing.
    const strict = { ...t.config, REQUIRE_EMAIL_CONFIRMATION: true };
    expect(
      await db()
        .transaction()
        .execute((trx) => sendImmediateMails(trx, strict, ids)),
    ).toBe(0);
    expect(
      await db()
        .transaction()
        .execute((trx) => sendImmediateMails(trx, t.config, ids)),
    ).toBe(1);
  });

  it('mails a warning with its reason to the member', async () => {
    const member = await makeUser(db());
    const warned = await t.call('POST', `/api/admin/users/${member.user.id}/warn`, {
      token: cast.moderator.token,
      body: { reason: 'Please keep it civil' },
    });
    expect(warned.statusCode).toBe(200);
    await deliver();
    const [mail] = mailsTo(member);
    expect(mail!.subject).toBe('A warning from the moderators of Oklahoma Mineral Rights Forum');
    expect(mail!.text).toContain('Please keep it civil');
  });
});

describe('daily summary', () => {
  it('gathers the daily kinds into one mail per member, once a day', async () => {
    const asker = await makeUser(db());
    const threadId = await startThread(asker, 'Lease offer from a landman');
    await reply(cast.member, threadId, 'First answer');
    await reply(cast.moderator, threadId, 'Second answer');
    await t.app.background.drain();
    await t.app.background.drain();
    expect(await sendDigestIfDue(db(), t.config)).toBeGreaterThanOrEqual(1);
    expect(await sendDigestIfDue(db(), t.config)).toBe(0); // claimed for today
    await t.app.mailWorker.runOnce();
    const [mail, ...more] = mailsTo(asker);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('2 new notifications on Oklahoma Mineral Rights Forum');
    expect(mail!.text).toContain(`${cast.moderator.user.username} replied in "Lease offer from a landman"`);
    expect(mail!.text).toContain(`${cast.member.user.username} replied in "Lease offer from a landman"`);
    expect(mail!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    // Already summarised: the next summary has nothing for this member.
    expect(
      await db()
        .transaction()
        .execute((trx) => sendDigests(trx, t.config)),
    ).toBe(0);

    // The summary's link stops every kind of e-mail.
    const token = unsubscribeTokenIn(mail!.text)!;
    const done = await t.call('POST', '/api/notifications/unsubscribe', { body: { token } });
    expect(done.json()).toMatchObject({ kind: 'all', unsubscribed: true, username: asker.user.username });
    const prefs = (await t.call('GET', '/api/notifications/preferences', { token: asker.token })).json();
    expect(new Set(Object.values(prefs.email))).toEqual(new Set(['never']));
  });
});

describe('unsubscribe links', () => {
  it('one-click POST (RFC 8058) with the form body stops that kind, with no sign-in', async () => {
    const member = await makeUser(db());
    const secret = await unsubscribeSecret(db());
    const token = makeUnsubscribeToken(secret, member.user.id, 'mention');
    const look = await t.call('GET', `/api/notifications/unsubscribe?token=${token}`);
    expect(look.json()).toEqual({
      username: member.user.username,
      kind: 'mention',
      label: 'Someone mentions you',
      unsubscribed: false,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('will no longer be e-mailed');
    const prefs = (await t.call('GET', '/api/notifications/preferences', { token: member.token })).json();
    expect(prefs.email).toMatchObject({ mention: 'never', reply_to_post: 'immediate' });
    // The page a person opens from the footer is the app's.
    expect((await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${token}` })).statusCode).not.toBe(
      404,
    );
  });

  it('refuses forged, altered, expired and malformed tokens with 400 and changes nothing', async () => {
    const member = await makeUser(db());
    const secret = await unsubscribeSecret(db());
    const good = makeUnsubscribeToken(secret, member.user.id, 'reply');
    const other = makeUnsubscribeToken(secret, cast.admin.user.id, 'reply');
    const forged = makeUnsubscribeToken('not-the-secret', member.user.id, 'reply');
    const swapped = `${other.split('.').slice(0, 4).join('.')}.${good.split('.')[4]}`;
    const expired = makeUnsubscribeToken(
      secret,
      member.user.id,
      'reply',
      new Date(Date.now() - 200 * 86_400_000),
    );
    const cases: [string, string][] = [
      [forged, 'UNSUBSCRIBE_INVALID'],
      [swapped, 'UNSUBSCRIBE_INVALID'],
      [expired, 'UNSUBSCRIBE_EXPIRED'],
      ['u1.1.reply', 'UNSUBSCRIBE_INVALID'],
      ['garbage', 'UNSUBSCRIBE_INVALID'],
      ['x'.repeat(301), 'VALIDATION'],
      ['', 'VALIDATION'],
    ];
    for (const [token, code] of cases) {
      const res = await t.call('POST', '/api/notifications/unsubscribe', { body: { token } });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().code, token).toBe(code);
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode, token).toBe(400);
    }
    expect((await t.call('POST', '/api/notifications/unsubscribe', { body: {} })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/notifications/unsubscribe', { body: { token: 5 } })).statusCode).toBe(
      400,
    );
    const stored = await db()
      .selectFrom('notification_preferences')
      .select('kind')
      .where('user_id', 'in', [member.user.id, cast.admin.user.id])
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('e-mail settings: roles and bad input', () => {
  it('answers 401 to guests and banned members, and serves every signed-in role its own settings', async () => {
    expect((await t.call('GET', '/api/notifications/preferences')).statusCode).toBe(401);
    expect(
      (await t.call('PUT', '/api/notifications/preferences', { body: { auto_watch: false } })).statusCode,
    ).toBe(401);
    expect(
      (await t.call('GET', '/api/notifications/preferences', { token: cast.banned.token })).statusCode,
    ).toBe(401);
    const guestRole = await makeUser(db(), { role: 'guest' });
    for (const who of [guestRole, cast.member, cast.muted, cast.moderator, cast.admin]) {
      const res = await t.call('GET', '/api/notifications/preferences', { token: who.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: { mention: 'immediate', reply: 'daily', vote_milestone: 'never' },
        auto_watch: true,
      });
    }
    const changed = await t.call('PUT', '/api/notifications/preferences', {
      token: cast.muted.token,
      body: { email: { reply: 'never', vote_milestone: 'immediate' }, auto_watch: false, unknown: 1 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      email: { reply: 'never', vote_milestone: 'immediate' },
      auto_watch: false,
    });
    const others = (
      await t.call('GET', '/api/notifications/preferences', { token: cast.member.token })
    ).json();
    expect(others).toMatchObject({ email: { reply: 'daily' }, auto_watch: true });
  });

  it.each([
    [{ email: { reply: 'weekly' } }, 'Choose immediate, daily or never.'],
    [{ email: { reply: 1 } }, 'Choose immediate, daily or never.'],
    [{ email: 'never' }, null],
    [{ auto_watch: 'yes' }, null],
  ])('refuses %j with 400', async (body, message) => {
    const res = await t.call('PUT', '/api/notifications/preferences', { token: cast.member.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    if (message) expect(res.json().error).toBe(message);
  });

  it('ignores an unknown kind and changes nothing', async () => {
    const member = await makeUser(db());
    const res = await t.call('PUT', '/api/notifications/preferences', {
      token: member.token,
      body: { email: { weekly_digest: 'never' } },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await db()
        .selectFrom('notification_preferences')
        .select('kind')
        .where('user_id', '=', member.user.id)
        .execute(),
    ).toEqual([]);
  });
});
