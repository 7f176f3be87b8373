import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWeeklySummaries } from '../../src/server/conversation/digest/weekly-summary';
import { type MadeUser, makeUser } from '../support/factories';
import { makePost, makeThread, openCategoryIds } from '../support/forum-factories';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// The weekly summary e-mail (docs/product.md#weekly-summary-e-mail), read from a real SMTP server: who gets it,
// what it lists, never twice in a week, and off in one click or in settings.

let smtp: SmtpTestServer;
let t: TestApp;
let categories: number[];
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Forum <forum@example.test>',
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    PUBLIC_URL: 'https://forum.example.test',
    // The tests send summaries themselves; the server's own hourly run stays out of their way.
    WEEKLY_SUMMARY: 'false',
  });
  categories = await openCategoryIds(t.database.db, 3);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const mailsTo = (user: MadeUser) => smtp.received.filter((m) => m.to.includes(user.user.email.toLowerCase()));
const unsubscribeLink = (raw: string) =>
  /List-Unsubscribe:\s*<([^>]+)>/.exec(raw.replace(/\r?\n[ \t]+/g, ''))?.[1] ?? '';
const run = async () => {
  const queued = await sendWeeklySummaries(db(), t.config);
  await t.app.mailWorker.runOnce();
  return queued;
};

/** A member away for `daysAway` days, confirmed unless told otherwise, who watches a thread with new replies. */
async function awayMember(options: { daysAway?: number; confirmed?: boolean; banned?: boolean } = {}) {
  const member = await makeUser(db(), { banned: options.banned });
  const away = new Date(Date.now() - (options.daysAway ?? 8) * 86_400_000);
  await db()
    .updateTable('users')
    .set({
      last_active_at: away,
      created_at: away,
      email_confirmed_at: options.confirmed === false ? null : away,
    })
    .where('id', '=', member.user.id)
    .execute();
  const other = await makeUser(db());
  const watched = await makeThread(db(), {
    author: member,
    categoryId: categories[0],
    title: `Watched ${member.user.id}`,
  });
  await db()
    .insertInto('thread_watches')
    .values({ user_id: member.user.id, thread_id: watched.thread.id, level: 'watching' })
    .execute();
  await makePost(db(), { thread: watched, author: other, content: 'A new reply' });
  await makePost(db(), { thread: watched, author: other, content: 'Another new reply' });
  return { member, watched };
}

describe('who gets a weekly summary', () => {
  it('lists unread replies, the most-liked threads of watched categories and followed land, once a week', async () => {
    const { member, watched } = await awayMember();
    const author = await makeUser(db());
    await db()
      .insertInto('category_watches')
      .values({ user_id: member.user.id, category_id: categories[1]!, level: 'watching' })
      .execute();
    const liked = await makeThread(db(), {
      author,
      categoryId: categories[1],
      title: 'Best royalty audit tips',
    });
    const landThread = await makeThread(db(), {
      author,
      categoryId: categories[2],
      title: 'Section 20 spacing',
    });
    const quiet = await makeThread(db(), { author, categoryId: categories[2], title: 'Unrelated thread' });
    await db()
      .updateTable('threads')
      .set({ vote_count: 7 })
      .where('id', 'in', [liked.thread.id, landThread.thread.id, quiet.thread.id])
      .execute();
    await db()
      .insertInto('land_follows')
      .values({ user_id: member.user.id, land_key: 'ok-im-05n-03w-20' })
      .execute();
    await db()
      .insertInto('post_land_refs')
      .values({ land_key: 'ok-im-05n-03w-20', post_id: landThread.firstPost.id })
      .execute();

    expect(await run()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = mailsTo(member);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your week on Oklahoma Mineral Rights Forum: 3 things you may have missed');
    expect(mail!.text).toContain(
      `"${watched.thread.title}": 2 new replies. https://forum.example.test/thread/${watched.thread.id}`,
    );
    expect(mail!.text).toContain('"Best royalty audit tips" (7 likes');
    expect(mail!.text).toContain('"Section 20 spacing" (7 likes');
    expect(mail!.text).not.toContain('Unrelated thread');
    expect(mail!.html).toContain('Best royalty audit tips');
    expect(unsubscribeLink(mail!.raw)).toMatch(/\/unsubscribe\?token=u1\.\d+\.weekly_summary\./);
    expect(mail!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

    // Never twice in a week, even with two runs at once (the server's and the CLI's).
    await Promise.all([run(), run()]);
    expect(mailsTo(member)).toHaveLength(1);
  });

  it('lists the questions answered this week in followed categories, never hidden, removed, old or ignored ones', async () => {
    const { member } = await awayMember();
    await db()
      .insertInto('category_watches')
      .values({ user_id: member.user.id, category_id: categories[1]!, level: 'watching' })
      .execute();
    const asker = await makeUser(db());
    const ignored = await makeUser(db());
    const answerer = await makeUser(db());
    await db()
      .insertInto('member_ignores')
      .values({ user_id: member.user.id, ignored_id: ignored.user.id })
      .execute();
    /** A question in the watched category whose author marks a reply as the answer, through the API. */
    const solvedThread = async (title: string, author = asker) => {
      const made = await makeThread(db(), { author, categoryId: categories[1], title });
      const reply = await makePost(db(), {
        thread: made,
        author: answerer,
        content: `The answer to ${title}`,
      });
      const marked = await t.call('POST', `/api/threads/${made.thread.id}/answer`, {
        token: author.token,
        body: { post_id: reply.id },
      });
      expect(marked.statusCode).toBe(200);
      return { ...made, reply };
    };
    const answered = await solvedThread('How is a pooling bonus paid');
    const removed = await solvedThread('Removed solved question');
    const held = await solvedThread('Held solved question');
    const answerGone = await solvedThread('Answer removed later');
    const old = await solvedThread('Answered long ago');
    await solvedThread('Asked by someone ignored', ignored);
    await db()
      .updateTable('threads')
      .set({ status: 'removed' })
      .where('id', '=', removed.thread.id)
      .execute();
    await db().updateTable('threads').set({ status: 'held' }).where('id', '=', held.thread.id).execute();
    await db()
      .updateTable('posts')
      .set({ status: 'removed' })
      .where('id', '=', answerGone.reply.id)
      .execute();
    await db()
      .updateTable('threads')
      .set({ answered_at: new Date(Date.now() - 10 * 86_400_000) })
      .where('id', '=', old.thread.id)
      .execute();
    // Unanswered, or answered and then cleared: not solved this week.
    const cleared = await solvedThread('Cleared answer');
    await t.call('DELETE', `/api/threads/${cleared.thread.id}/answer`, { token: asker.token });
    await makeThread(db(), { author: asker, categoryId: categories[1], title: 'Still open question' });

    await run();
    const [mail] = mailsTo(member);
    expect(mail!.text).toContain('Answered questions in the categories and land you follow:');
    expect(mail!.text).toContain(
      `"How is a pooling bonus paid" (0 likes, 1 reply). https://forum.example.test/thread/${answered.thread.id}`,
    );
    expect(mail!.html).toContain('Answered questions in the categories and land you follow:');
    expect(mail!.html).toContain('How is a pooling bonus paid');
    const leftOut = ['Removed solved', 'Held solved', 'Answer removed', 'Answered long', 'Asked by someone'];
    for (const title of [...leftOut, 'Cleared answer', 'Still open question']) {
      expect(mail!.text).not.toContain(title);
      expect(mail!.html).not.toContain(title);
    }
  });

  it('skips members who visited this week, unconfirmed addresses, banned members and those who turned it off', async () => {
    const recent = await awayMember({ daysAway: 2 });
    const unconfirmed = await awayMember({ confirmed: false });
    const banned = await awayMember({ banned: true });
    const off = await awayMember();
    await db()
      .updateTable('users')
      .set({ weekly_summary: false })
      .where('id', '=', off.member.user.id)
      .execute();
    await run();
    for (const who of [recent, unconfirmed, banned, off]) expect(mailsTo(who.member)).toEqual([]);
  });

  it('sends nothing to a member with nothing new', async () => {
    const member = await makeUser(db());
    const away = new Date(Date.now() - 30 * 86_400_000);
    await db()
      .updateTable('users')
      .set({ last_active_at: away, email_confirmed_at: away })
      .where('id', '=', member.user.id)
      .execute();
    await run();
    expect(mailsTo(member)).toEqual([]);
  });
});

describe('turning it off', () => {
  it('stops in one click (RFC 8058) with the mail’s own link', async () => {
    const { member } = await awayMember();
    await run();
    const link = unsubscribeLink(mailsTo(member)[0]!.raw);
    const token = new URL(link).searchParams.get('token')!;
    const look = await t.call('GET', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(look.json()).toMatchObject({
      kind: 'weekly_summary',
      label: 'The weekly summary',
      unsubscribed: false,
    });
    const click = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    const row = await db()
      .selectFrom('users')
      .select('weekly_summary')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row.weekly_summary).toBe(false);
    const forged = await t.call('POST', '/api/notifications/unsubscribe', {
      body: { token: `${token.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('UNSUBSCRIBE_INVALID');
  });

  it('is a setting every signed-in role can change for themselves, and only a boolean', async () => {
    expect(
      (await t.call('PUT', '/api/notifications/preferences', { body: { weekly_summary: false } })).statusCode,
    ).toBe(401);
    for (const role of ['member', 'moderator', 'admin'] as const) {
      const who = await makeUser(db(), { role });
      const off = await t.call('PUT', '/api/notifications/preferences', {
        token: who.token,
        body: { weekly_summary: false },
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().weekly_summary).toBe(false);
      const read = await t.call('GET', '/api/notifications/preferences', { token: who.token });
      expect(read.json()).toMatchObject({ weekly_summary: false, auto_watch: true });
    }
    const muted = await makeUser(db(), { muted: true });
    expect(
      (
        await t.call('PUT', '/api/notifications/preferences', {
          token: muted.token,
          body: { weekly_summary: false },
        })
      ).statusCode,
    ).toBe(200);
    const banned = await makeUser(db(), { banned: true });
    expect(
      (
        await t.call('PUT', '/api/notifications/preferences', {
          token: banned.token,
          body: { weekly_summary: false },
        })
      ).statusCode,
    ).toBe(401);
    const member = await makeUser(db());
    for (const bad of ['yes', 1, null, { a: 1 }, '<script>']) {
      const res = await t.call('PUT', '/api/notifications/preferences', {
        token: member.token,
        body: { weekly_summary: bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('weekly_summary must be true or false');
    }
  });
});
