import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { reportPost } from '../support/report-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// Reporting the opening post of a thread reports that post (issue 15, "Moderation that does what it says"):
// the queue and the reporter's own list name the post, "the opening post of «title»", and link to it.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const queue = async () =>
  (await t.call('GET', '/api/reports?status=all&limit=100', { token: cast.moderator.token })).json()
    .reports as Record<string, unknown>[];

describe('a report on the opening post of a thread', () => {
  it('is filed on the post, and the queue says it is the opening post of its thread', async () => {
    const reporter = await makeUser(db());
    const made = await makeThread(db(), { author: cast.member, title: 'Opening post named' });
    const reply = await makePost(db(), { thread: made, author: cast.member });
    const onOpening = await reportPost(t, reporter.token, made.firstPost.id);
    expect(onOpening.statusCode).toBe(201);
    expect(onOpening.json().report).toMatchObject({ target_type: 'post', target_id: made.firstPost.id });
    const onReply = await reportPost(t, reporter.token, reply.id);

    const listed = await queue();
    expect(listed.find((r) => r.id === onOpening.json().report.id)).toMatchObject({
      target_type: 'post',
      target_id: made.firstPost.id,
      target_thread_id: made.thread.id,
      target_title: 'Opening post named',
      target_is_opening_post: true,
    });
    expect(listed.find((r) => r.id === onReply.json().report.id)).toMatchObject({
      target_type: 'post',
      target_id: reply.id,
      target_is_opening_post: false,
    });
  });

  it("is named in the reporter's own list as the opening post, with its post to link to", async () => {
    const reporter = await makeUser(db());
    const made = await makeThread(db(), { author: cast.member, title: 'Named in my list' });
    const reply = await makePost(db(), { thread: made, author: cast.member });
    await reportPost(t, reporter.token, made.firstPost.id);
    await reportPost(t, reporter.token, reply.id);
    const res = await t.call('GET', `/api/users/${reporter.user.username}/reports`, {
      token: reporter.token,
    });
    expect(res.statusCode).toBe(200);
    const [onReplyRow, onOpeningRow] = res.json().reports;
    expect(onOpeningRow).toMatchObject({
      target_type: 'post',
      is_opening_post: true,
      thread_id: made.thread.id,
      thread_title: 'Named in my list',
      post_id: made.firstPost.id,
    });
    expect(onReplyRow).toMatchObject({ is_opening_post: false, post_id: reply.id });
  });
});
