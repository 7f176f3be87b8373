import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOVAL_TEXT } from '../../src/shared/moderation-texts';
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

// Removing the opening post of a thread with replies is the moderator's choice (issue 15): the post only, or
// the whole thread with its replies. POST /api/reports/:id/remove takes `scope`; without it, the reported
// content alone is removed, as before.
describe('removing a reported opening post', () => {
  const remove = (reportId: number, body: Record<string, unknown>, token = cast.moderator.token) =>
    t.call('POST', `/api/reports/${reportId}/remove`, { token, body });
  const statusOf = async (table: 'threads' | 'posts', id: number) =>
    (await db().selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const reportStatus = async (id: number) =>
    (await db().selectFrom('reports').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  async function threadWithReplies(replies: number, author = cast.member) {
    const made = await makeThread(db(), { author, title: `Choice ${replies}` });
    const posts = [];
    for (let i = 0; i < replies; i++) posts.push(await makePost(db(), { thread: made, author: cast.member }));
    const filed = await reportPost(t, (await makeUser(db())).token, made.firstPost.id);
    expect(filed.statusCode).toBe(201);
    return { made, posts, reportId: filed.json().report.id as number };
  }

  it('tells the queue how many replies would go with the thread', async () => {
    const { reportId } = await threadWithReplies(3);
    expect((await queue()).find((r) => r.id === reportId)).toMatchObject({ target_reply_count: 3 });
  });

  it('scope "post" removes only the opening post: the thread and its replies stay, and it says so', async () => {
    const { made, posts, reportId } = await threadWithReplies(2);
    const res = await remove(reportId, { scope: 'post', reason: 'Personal details' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ removed: 'post', message: REMOVAL_TEXT.openingPostOnly });
    expect(await statusOf('posts', made.firstPost.id)).toBe('removed');
    expect(await statusOf('threads', made.thread.id)).toBe('visible');
    for (const post of posts) expect(await statusOf('posts', post.id)).toBe('visible');
    expect(await reportStatus(reportId)).toBe('removed');
  });

  it('scope "thread" removes the whole thread with its replies, closes the reports on it, and says so', async () => {
    const { made, posts, reportId } = await threadWithReplies(2);
    const onReply = await reportPost(t, cast.member.token, posts[0]!.id);
    const res = await remove(reportId, { scope: 'thread' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      removed: 'thread',
      message: REMOVAL_TEXT.wholeThreadDone(2),
      closed_reports: 2,
      target_status: 'removed',
    });
    expect(await statusOf('threads', made.thread.id)).toBe('removed');
    expect(await reportStatus(reportId)).toBe('removed');
    expect(await reportStatus(onReply.json().report.id)).toBe('removed');
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action_type', '=', 'remove_content')
      .where('target_type', '=', 'thread')
      .where('target_id', '=', made.thread.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('says plainly that removing a reported thread took its replies with it', async () => {
    const made = await makeThread(db(), { author: cast.member });
    await makePost(db(), { thread: made, author: cast.member });
    await makePost(db(), { thread: made, author: cast.member });
    const filed = await t.call('POST', '/api/reports', {
      token: (await makeUser(db())).token,
      body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Spam' },
    });
    const res = await remove(filed.json().report.id, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ removed: 'thread', message: REMOVAL_TEXT.wholeThreadDone(2) });
  });

  it('without a scope removes what was reported, as before', async () => {
    const { made, reportId } = await threadWithReplies(1);
    expect((await remove(reportId, {})).statusCode).toBe(200);
    expect(await statusOf('posts', made.firstPost.id)).toBe('removed');
    expect(await statusOf('threads', made.thread.id)).toBe('visible');
  });

  it('refuses a scope that does not fit the report with a clear 400, changing nothing', async () => {
    const made = await makeThread(db(), { author: cast.member });
    const reply = await makePost(db(), { thread: made, author: cast.member });
    const onReply = (await reportPost(t, (await makeUser(db())).token, reply.id)).json().report.id;
    const onThread = (
      await t.call('POST', '/api/reports', {
        token: (await makeUser(db())).token,
        body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Spam' },
      })
    ).json().report.id;
    for (const [id, scope] of [
      [onReply, 'thread'],
      [onThread, 'post'],
      [onReply, 'everything'],
      [onReply, 7],
    ] as const) {
      const res = await remove(id, { scope });
      expect(res.statusCode, `${id} ${scope}`).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect(await statusOf('threads', made.thread.id)).toBe('visible');
    expect(await statusOf('posts', reply.id)).toBe('visible');
    expect(await reportStatus(onReply)).toBe('open');
  });

  it("keeps the staff hierarchy: a moderator may not remove an admin's thread that way", async () => {
    const { made, reportId } = await threadWithReplies(1, cast.admin);
    const res = await remove(reportId, { scope: 'thread' });
    expect(res.statusCode).toBe(403);
    expect(await statusOf('threads', made.thread.id)).toBe('visible');
    expect((await remove(reportId, { scope: 'thread' }, cast.admin.token)).statusCode).toBe(200);
    expect(await statusOf('threads', made.thread.id)).toBe('removed');
  });
});
