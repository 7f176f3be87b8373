import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// One member's posts reach others only so far (notifications/recipient-limits.ts and the e-mail limit of
// notification-mail/send-notification-mail.ts): one post notifies at most NOTIFY_ADDRESSED_PER_POST members
// by mentions, quotes and replies together; one writer gives one reader at most NOTIFY_PER_SENDER_PER_HOUR
// such notifications and NOTIFICATION_MAILS_PER_SENDER_PER_HOUR e-mails an hour. The posts are never refused.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    NOTIFICATION_EMAIL_DELAY_SECONDS: '0',
  });
  // Jobs run when a test drains them.
  await t.app.background.stop();
});
afterAll(() => t.close());

const db = () => t.database.db;
const drain = async () => {
  await t.app.background.drain();
  await t.app.background.drain();
};
const reply = async (author: MadeUser, threadId: number, content: string) => {
  const res = await t.call('POST', '/api/posts', {
    token: author.token,
    body: { thread_id: threadId, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().post.id as number;
};

describe('how many members one post can notify', () => {
  it('10 mentions and 20 quotes notify 10 members, the mentioned first, and the post stands', async () => {
    const writer = await makeUser(db());
    const made = await makeThread(db(), { author: writer });
    const mentioned = await Promise.all(Array.from({ length: 10 }, () => makeUser(db())));
    const quotedAuthors = await Promise.all(Array.from({ length: 20 }, () => makeUser(db())));
    const quotedPosts = [];
    for (const author of quotedAuthors) quotedPosts.push(await makePost(db(), { thread: made, author }));
    await drain();
    const content = [
      mentioned.map((m) => `@${m.user.username}`).join(' '),
      ...quotedPosts.map(
        (p, i) => `[quote="${quotedAuthors[i]!.user.username}" post=${p.id}]\nA line\n[/quote]`,
      ),
    ].join('\n\n');
    const postId = await reply(writer, made.thread.id, content);
    await drain();
    const notified = await db()
      .selectFrom('notifications')
      .select(['user_id', 'kind'])
      .where('post_id', '=', postId)
      .execute();
    expect(notified).toHaveLength(10);
    expect(new Set(notified.map((n) => n.user_id))).toEqual(new Set(mentioned.map((m) => m.user.id)));
    expect(notified.every((n) => n.kind === 'mention')).toBe(true);
  });
});

describe('how often one writer reaches one reader', () => {
  it('8 quick posts mentioning a member give them 5 notifications and 2 e-mails', async () => {
    const writer = await makeUser(db());
    const target = await makeUser(db());
    const made = await makeThread(db(), { author: writer });
    for (let i = 1; i <= 8; i++)
      await reply(writer, made.thread.id, `Look at this, @${target.user.username} (${i})`);
    await drain();
    const notes = await db()
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', target.user.id)
      .where('actor_id', '=', writer.user.id)
      .execute();
    expect(notes).toHaveLength(5);
    const mails = await db()
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', target.user.email)
      .execute();
    expect(mails.map((m) => m.kind)).toEqual(['notification-mention', 'notification-mention']);

    // Another writer still reaches the same member: the limit is per writer.
    const other = await makeUser(db());
    await reply(other, made.thread.id, `Agreed, @${target.user.username}`);
    await drain();
    const fromOther = await db()
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', target.user.email)
      .execute();
    expect(fromOther).toHaveLength(3);
  });
});
