import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../src/shared/texts';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { reportPost as fileReport, reportsOn as reportsOnRows } from '../support/report-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// Members report (docs/product.md#validation and #api); staff list the queue with its filters.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const reportsOn = (type: 'thread' | 'post', id: number) => reportsOnRows(db(), type, id);

const reportPost = (token: string, postId: number, extra: Record<string, unknown> = {}) =>
  fileReport(t, token, postId, extra);

describe('POST /api/reports', () => {
  it('files a member report on a visible post and answers 201 with the report', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const post = await makePost(db(), { thread: made, author: cast.moderator });
    const res = await reportPost(cast.member.token, post.id, { details: '  Looks like an ad  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      duplicate: false,
      message: TEXT.reportSubmitted,
      report: {
        status: 'open',
        target_type: 'post',
        target_id: post.id,
        reasons: 'Spam',
        details: 'Looks like an ad',
      },
    });
    const [row] = await reportsOn('post', post.id);
    expect(row).toMatchObject({ source: 'user', reporter_id: cast.member.user.id, rule: null });
  });

  it('makes no second report while the first is open, and a new one after it is closed', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const first = await t.call('POST', '/api/reports', {
      token: cast.member.token,
      body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Off-topic' },
    });
    const again = await t.call('POST', '/api/reports', {
      token: cast.member.token,
      body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Spam', details: 'again' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      duplicate: true,
      report: { id: first.json().report.id, reasons: 'Off-topic' },
    });
    expect(await reportsOn('thread', made.thread.id)).toHaveLength(1);
    await t.call('POST', `/api/reports/${first.json().report.id}/approve`, { token: cast.moderator.token });
    const later = await t.call('POST', '/api/reports', {
      token: cast.member.token,
      body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Spam' },
    });
    expect(later.statusCode).toBe(201);
    expect(await reportsOn('thread', made.thread.id)).toHaveLength(2);
  });

  it('files a report on an opening post on that post, apart from a report on its thread', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const onPost = await reportPost(cast.member.token, made.firstPost.id);
    expect(onPost.statusCode).toBe(201);
    expect(onPost.json().report).toMatchObject({ target_type: 'post', target_id: made.firstPost.id });
    const onThread = await t.call('POST', '/api/reports', {
      token: cast.member.token,
      body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Spam' },
    });
    expect(onThread.statusCode).toBe(201);
    expect(await reportsOn('post', made.firstPost.id)).toHaveLength(1);
    expect(await reportsOn('thread', made.thread.id)).toHaveLength(1);
  });

  it('answers two reports sent at once with one report', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const reply = await makePost(db(), { thread: made, author: cast.admin });
    const both = await Promise.all([
      reportPost(cast.member.token, reply.id),
      reportPost(cast.member.token, reply.id),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await reportsOn('post', reply.id)).toHaveLength(1);
  });

  it.each([
    ['a missing reason', { reasons: undefined }, TEXT.selectReason],
    ['an empty reason', { reasons: '' }, TEXT.selectReason],
    ['an unknown reason', { reasons: 'I do not like it' }, TEXT.selectReason],
    [
      'details of 10,000 characters',
      { details: 'x'.repeat(10_000) },
      'Details must be at most 2,000 characters',
    ],
    [
      'details of 2,001 characters',
      { details: 'x'.repeat(2_001) },
      'Details must be at most 2,000 characters',
    ],
    ['an unknown target type', { target_type: 'user' }, "target_type must be 'thread' or 'post'"],
    ['a target id that is not a number', { target_id: 'abc' }, 'target_id must be a positive whole number'],
  ])('refuses %s with 400 and files nothing', async (_name, overrides, message) => {
    const made = await makeThread(db(), { author: cast.admin });
    const reply = await makePost(db(), { thread: made, author: cast.admin });
    const res = await reportPost(cast.member.token, reply.id, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await reportsOn('post', reply.id)).toHaveLength(0);
  });

  it('answers 404 for content that does not exist or that the reporter may not see', async () => {
    const other = await makeUser(db());
    const held = await makeThread(db(), { author: other, status: 'held' });
    const removedIn = await makeThread(db(), { author: other });
    const removed = await makePost(db(), { thread: removedIn, author: other, status: 'removed' });
    for (const [type, id] of [
      ['post', 2_000_000_000],
      ['thread', held.thread.id],
      ['post', held.firstPost.id],
      ['post', removed.id],
    ] as const) {
      const res = await t.call('POST', '/api/reports', {
        token: cast.member.token,
        body: { target_type: type, target_id: id, reasons: 'Spam' },
      });
      expect(res.statusCode, `${type} ${id}`).toBe(404);
    }
    const own = await t.call('POST', '/api/reports', {
      token: other.token,
      body: { target_type: 'thread', target_id: held.thread.id, reasons: 'Other' },
    });
    expect(own.statusCode).toBe(201);
  });

  it('refuses guests (401), muted members (403), banned members (401); moderators may report', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const reply = await makePost(db(), { thread: made, author: cast.admin });
    expect(
      (
        await t.call('POST', '/api/reports', {
          body: { target_type: 'post', target_id: reply.id, reasons: 'Spam' },
        })
      ).statusCode,
    ).toBe(401);
    const muted = await reportPost(cast.muted.token, reply.id);
    expect(muted.statusCode).toBe(403);
    expect(muted.json().code).toBe('MUTED');
    expect((await reportPost(cast.banned.token, reply.id)).statusCode).toBe(401);
    expect(await reportsOn('post', reply.id)).toHaveLength(0);
    expect((await reportPost(cast.moderator.token, reply.id)).statusCode).toBe(201);
  });
});

describe('GET /api/reports', () => {
  it('lists reports with their target content for staff only', async () => {
    const author = await makeUser(db());
    const made = await makeThread(db(), { author, title: 'Pooling in 12-5N-4W', content: 'Opening words' });
    const reply = await makePost(db(), { thread: made, author, content: 'A spammy reply' });
    await t.call('POST', '/api/reports', {
      token: cast.member.token,
      body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Misinformation' },
    });
    await reportPost(cast.member.token, reply.id, { reasons: 'Spam', details: 'ad' });

    for (const who of [cast.member, cast.muted])
      expect((await t.call('GET', '/api/reports', { token: who.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/reports', { token: cast.banned.token })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/reports')).statusCode).toBe(401);

    const res = await t.call('GET', '/api/reports?limit=100', { token: cast.moderator.token });
    expect(res.statusCode).toBe(200);
    const { reports } = res.json();
    expect(
      reports.find(
        (r: { target_id: number; target_type: string }) =>
          r.target_type === 'thread' && r.target_id === made.thread.id,
      ),
    ).toMatchObject({
      status: 'open',
      source: 'user',
      reasons: 'Misinformation',
      reporter_username: cast.member.user.username,
      target_content: 'Pooling in 12-5N-4W\n\nOpening words',
      target_title: 'Pooling in 12-5N-4W',
      target_thread_id: made.thread.id,
      target_status: 'visible',
      target_author_username: author.user.username,
      rule: null,
    });
    expect(
      reports.find(
        (r: { target_id: number; target_type: string }) =>
          r.target_type === 'post' && r.target_id === reply.id,
      ),
    ).toMatchObject({
      reasons: 'Spam',
      details: 'ad',
      target_content: 'A spammy reply',
      target_thread_id: made.thread.id,
    });
    expect((await t.call('GET', '/api/reports', { token: cast.admin.token })).statusCode).toBe(200);
  });

  it('filters by status, source and target type and pages the result', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const posts = await Promise.all(
      [1, 2, 3].map(() => makePost(db(), { thread: made, author: cast.admin })),
    );
    for (const post of posts) await reportPost(cast.member.token, post.id);
    const query = async (qs: string) =>
      (await t.call('GET', `/api/reports?${qs}`, { token: cast.moderator.token })).json();
    const open = await query('target_type=post&source=user&limit=100');
    expect(
      open.reports.every(
        (r: { status: string; target_type: string }) => r.status === 'open' && r.target_type === 'post',
      ),
    ).toBe(true);
    const page = await query('target_type=post&limit=1&page=2');
    expect(page.reports).toHaveLength(1);
    expect(page.pagination).toMatchObject({
      page: 2,
      limit: 1,
      total: open.pagination.total,
      totalPages: open.pagination.total,
    });
    expect(
      (await query('source=auto&limit=100')).reports.every((r: { source: string }) => r.source === 'auto'),
    ).toBe(true);
    const all = await query('status=all&limit=100');
    expect(all.pagination.total).toBeGreaterThanOrEqual(open.pagination.total);
    for (const bad of ['status=closed', 'source=robot', 'target_type=user', 'limit=101', 'page=0']) {
      expect(
        (await t.call('GET', `/api/reports?${bad}`, { token: cast.moderator.token })).statusCode,
        bad,
      ).toBe(400);
    }
  });

  it('shows null target content when the target is gone', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const reply = await makePost(db(), { thread: made, author: cast.admin });
    const filed = await reportPost(cast.member.token, reply.id);
    await db().deleteFrom('threads').where('id', '=', made.thread.id).execute();
    const { reports } = (
      await t.call('GET', '/api/reports?limit=100', { token: cast.moderator.token })
    ).json();
    expect(reports.find((r: { id: number }) => r.id === filed.json().report.id)).toMatchObject({
      target_content: null,
      target_thread_id: null,
      target_status: null,
    });
  });
});
