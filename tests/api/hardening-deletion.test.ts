import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cooker } from '../../src/server/forum/cooking/cooker';
import { pruneOldRows } from '../../src/server/platform/maintenance/prune';
import { recookPosts } from '../../src/server/platform/maintenance/recook-posts';
import { makeUser, TEST_PASSWORD } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Deleting an account left the member's name in other members' posts ("alice wrote:" and @alice links in
// the stored HTML, so the thread's JSON, the server page and the feed), their drafts' text, and every mail
// ever queued to them. Deletion now queues a job that takes the name out of quotes and has those posts
// cooked again; drafts go at once; sent mail to them goes, and all mail goes after 30 days
// (docs/decisions/036-one-visibility-rule.md).

let t: TestApp;
const cooker = new Cooker({ workers: 1 });
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
});
afterAll(async () => {
  await cooker.close();
  await t.close();
});

describe('deleting an account forgets the member in what others wrote', () => {
  it('re-cooks quotes and mentions of them, deletes their drafts and the mail sent to them', async () => {
    const db = t.database.db;
    const alice = await makeUser(db);
    const bob = await makeUser(db);
    const name = alice.user.username;
    const made = await makeThread(db, { author: alice, content: 'My lease pays 3/16 royalty.' });
    const threadId = made.thread.id;
    const reply = await t.call('POST', '/api/posts', {
      token: bob.token,
      body: {
        thread_id: threadId,
        content: `[quote="${name}" post=${made.firstPost.id}]\nMy lease pays 3/16 royalty.\n[/quote]\n\nThanks @${name}, mine too.`,
      },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().post.cooked).toContain(`${name} wrote:`);
    expect(reply.json().post.cooked).toContain(`/u/${name}`);
    const draft = await t.call('PUT', `/api/drafts/reply-${threadId}`, {
      token: alice.token,
      body: { content: 'A draft with my phone number' },
    });
    expect(draft.statusCode).toBe(200);
    await db
      .insertInto('mail_outbox')
      .values({
        kind: 'notification',
        to_address: alice.user.email,
        subject: 'Sent before',
        text_body: 'sent',
        html_body: '<p>sent</p>',
        unsubscribe_url: null,
        status: 'sent',
      })
      .execute();

    const deleted = await t.call('DELETE', '/api/auth/account', {
      token: alice.token,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await db.selectFrom('drafts').selectAll().where('user_id', '=', alice.user.id).execute()).toEqual(
      [],
    );
    const mail = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', alice.user.email)
      .execute();
    expect(mail).toEqual([]);

    await t.app.background.drain();
    // The job has taken the old HTML away at once: the escaped source stands in until the ticker runs.
    const waiting = (await t.call('GET', `/api/threads/${threadId}`)).json();
    expect(JSON.stringify(waiting.posts[1])).not.toContain(`/u/${name}`);
    expect(JSON.stringify(waiting.posts[1])).not.toContain(`${name} wrote`);
    while ((await recookPosts(db, cooker.cook, 50)) > 0) {
      // the re-cook ticker, run until nothing is left
    }

    const thread = (await t.call('GET', `/api/threads/${threadId}`)).json();
    const bobsPost = thread.posts[1];
    expect(bobsPost.cooked).toContain('[deleted] wrote:');
    expect(bobsPost.cooked).not.toContain(`/u/${name}`);
    expect(bobsPost.content).not.toContain(`"${name}"`);
    const page = await t.call('GET', `/thread/${threadId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('[deleted] wrote:');
    expect(page.body).not.toContain(`/u/${name}`);
    expect(page.body).not.toContain(`${name} wrote`);
    const feed = await t.call('GET', `/feeds/thread/${threadId}.rss`);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(`/u/${name}`);
    expect(feed.body).not.toContain(`${name} wrote`);
  });

  it('prunes queued mail 30 days old, whatever its state, and keeps newer mail', async () => {
    const db = t.database.db;
    const day = 24 * 3600_000;
    const now = new Date();
    const ids: number[] = [];
    for (const ageDays of [31, 29]) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          kind: 'reset',
          to_address: 'someone@example.test',
          subject: `Reset ${ageDays}`,
          text_body: 'https://forum.example/reset-password?token=secret',
          html_body: '',
          unsubscribe_url: null,
          status: 'logged',
          created_at: new Date(now.getTime() - ageDays * day),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await pruneOldRows(db, now);
    const left = await db.selectFrom('mail_outbox').select('id').where('id', 'in', ids).execute();
    expect(left.map((r) => r.id)).toEqual([ids[1]]);
  });
});
