import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../src/shared/texts';
import { makeCast, makeUser } from '../support/factories';
import { findCounterDrift, makePost, makeThread } from '../support/forum-factories';
import { reportPost as fileReport, reportsOn as reportsOnRows } from '../support/report-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// Staff decisions on reports (docs/product.md#states): approve, remove, dismiss; and an admin's restore.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const reportsOn = (type: 'thread' | 'post', id: number) => reportsOnRows(db(), type, id);
const auditFor = (action: string, targetId: number) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action_type', '=', action)
    .where('target_id', '=', targetId)
    .execute();

const reportPost = (token: string, postId: number, extra: Record<string, unknown> = {}) =>
  fileReport(t, token, postId, extra);

describe('acting on reports', () => {
  it('approve publishes held content, closes every open report on it and keeps counters exact', async () => {
    const author = await makeUser(db());
    const made = await makeThread(db(), { author, status: 'held' });
    const auto = await db()
      .insertInto('reports')
      .values({
        target_type: 'thread',
        target_id: made.thread.id,
        reasons: 'Personal information',
        source: 'auto',
        rule: 'phone-number',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.call('POST', '/api/reports', {
      token: author.token,
      body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Other' },
    });
    const res = await t.call('POST', `/api/reports/${auto.id}/approve`, { token: cast.moderator.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: TEXT.reportApproved,
      closed_reports: 2,
      target_status: 'visible',
    });
    const thread = await db()
      .selectFrom('threads')
      .select('status')
      .where('id', '=', made.thread.id)
      .executeTakeFirstOrThrow();
    expect(thread.status).toBe('visible');
    expect((await reportsOn('thread', made.thread.id)).map((r) => [r.status, r.resolved_by])).toEqual([
      ['approved', cast.moderator.user.id],
      ['approved', cast.moderator.user.id],
    ]);
    expect(await findCounterDrift(db())).toEqual([]);
    expect((await t.call('GET', `/api/threads/${made.thread.id}`)).statusCode).toBe(200);
    expect(await auditFor('approve_content', made.thread.id)).toMatchObject([
      { admin_username: cast.moderator.user.username, target_type: 'thread' },
    ]);
    const again = await t.call('POST', `/api/reports/${auto.id}/approve`, { token: cast.moderator.token });
    expect(again.statusCode).toBe(409);
  });

  it('remove hides the content from members, records who and why, and closes the open reports', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const post = await makePost(db(), { thread: made, author: cast.member, content: 'Buy my minerals' });
    const filed = await reportPost(cast.moderator.token, post.id);
    const res = await t.call('POST', `/api/reports/${filed.json().report.id}/remove`, {
      token: cast.admin.token,
      body: { reason: '  Buying and selling is not allowed  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: TEXT.contentRemoved,
      closed_reports: 1,
      target_status: 'removed',
    });
    const row = await db()
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'removed',
      removed_by: cast.admin.user.id,
      removed_reason: 'Buying and selling is not allowed',
    });
    expect(row.removed_at).toBeTruthy();
    expect((await reportsOn('post', post.id))[0]).toMatchObject({
      status: 'removed',
      resolution_reason: 'Buying and selling is not allowed',
    });
    const seen = (await t.call('GET', `/api/threads/${made.thread.id}`, { token: cast.member.token })).json();
    expect(seen.posts.map((p: { id: number }) => p.id)).not.toContain(post.id);
    expect(seen.thread.reply_count).toBe(0);
    expect(await findCounterDrift(db())).toEqual([]);
    expect(await auditFor('remove_content', post.id)).toMatchObject([
      { reason: 'Buying and selling is not allowed' },
    ]);
    expect(
      (
        await t.call('POST', `/api/reports/${filed.json().report.id}/remove`, {
          token: cast.admin.token,
          body: { reason: '' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('remove takes an empty reason or no body at all', async () => {
    for (const body of [{ reason: '' }, undefined, {}]) {
      const made = await makeThread(db(), { author: await makeUser(db()) });
      const filed = await t.call('POST', '/api/reports', {
        token: cast.member.token,
        body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Spam' },
      });
      const res = await t.call('POST', `/api/reports/${filed.json().report.id}/remove`, {
        token: cast.moderator.token,
        ...(body ? { body } : {}),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      const row = await db()
        .selectFrom('threads')
        .selectAll()
        .where('id', '=', made.thread.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'removed', removed_reason: null });
    }
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('dismiss keeps the report as dismissed and leaves the content as it is', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const reply = await makePost(db(), { thread: made, author: cast.admin });
    const filed = await reportPost(cast.member.token, reply.id);
    const res = await t.call('DELETE', `/api/reports/${filed.json().report.id}`, {
      token: cast.moderator.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: TEXT.reportDismissed,
      closed_reports: 1,
      target_status: 'visible',
    });
    expect(await reportsOn('post', reply.id)).toMatchObject([{ status: 'dismissed' }]);
    expect(await auditFor('dismiss_report', reply.id)).toHaveLength(1);
    expect(
      (await t.call('DELETE', `/api/reports/${filed.json().report.id}`, { token: cast.moderator.token }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses to dismiss the last report on held content (approve or remove it instead)', async () => {
    const made = await makeThread(db(), { author: cast.member, status: 'held' });
    const auto = await db()
      .insertInto('reports')
      .values({
        target_type: 'thread',
        target_id: made.thread.id,
        reasons: 'Personal information',
        source: 'auto',
        rule: 'email-address',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.call('DELETE', `/api/reports/${auto.id}`, { token: cast.moderator.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONTENT_HELD');
    expect(await reportsOn('thread', made.thread.id)).toHaveLength(1);
  });

  it('refuses everyone but staff, and answers 404 / 400 for unknown and malformed ids, changing nothing', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const reply = await makePost(db(), { thread: made, author: cast.admin });
    const filed = await reportPost(cast.member.token, reply.id);
    const id = filed.json().report.id;
    const actions = [
      ['POST', `/api/reports/${id}/approve`],
      ['POST', `/api/reports/${id}/remove`],
      ['DELETE', `/api/reports/${id}`],
    ] as const;
    for (const [method, url] of actions) {
      expect(
        (await t.call(method, url, { body: method === 'POST' ? {} : undefined })).statusCode,
        `guest ${url}`,
      ).toBe(401);
      expect(
        (await t.call(method, url, { token: cast.banned.token, body: method === 'POST' ? {} : undefined }))
          .statusCode,
      ).toBe(401);
      for (const who of [cast.member, cast.muted]) {
        expect(
          (await t.call(method, url, { token: who.token, body: method === 'POST' ? {} : undefined }))
            .statusCode,
        ).toBe(403);
      }
    }
    const tooLong = await t.call('POST', `/api/reports/${id}/remove`, {
      token: cast.admin.token,
      body: { reason: 'x'.repeat(10_000) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await reportsOn('post', reply.id))[0]?.status).toBe('open');
    const post = await db()
      .selectFrom('posts')
      .select('status')
      .where('id', '=', reply.id)
      .executeTakeFirstOrThrow();
    expect(post.status).toBe('visible');
    for (const [method, url] of [
      ['POST', '/api/reports/2000000000/approve'],
      ['POST', '/api/reports/2000000000/remove'],
      ['DELETE', '/api/reports/2000000000'],
    ] as const) {
      expect(
        (await t.call(method, url, { token: cast.admin.token, body: method === 'POST' ? {} : undefined }))
          .statusCode,
      ).toBe(404);
    }
    expect((await t.call('POST', '/api/reports/abc/approve', { token: cast.admin.token })).statusCode).toBe(
      400,
    );
    expect((await t.call('POST', '/api/reports/-1/approve', { token: cast.admin.token })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/admin/content/:type/:id/restore', () => {
  it('brings removed content back for an admin, audited, counters exact', async () => {
    const made = await makeThread(db(), { author: cast.member });
    const post = await makePost(db(), { thread: made, author: cast.member });
    const filed = await reportPost(cast.moderator.token, post.id);
    await t.call('POST', `/api/reports/${filed.json().report.id}/remove`, {
      token: cast.moderator.token,
      body: { reason: 'off-topic' },
    });
    expect(
      (await t.call('POST', `/api/admin/content/post/${post.id}/restore`, { token: cast.moderator.token }))
        .statusCode,
    ).toBe(403);
    const res = await t.call('POST', `/api/admin/content/post/${post.id}/restore`, {
      token: cast.admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, target_status: 'visible' });
    const row = await db()
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'visible',
      removed_by: null,
      removed_reason: null,
      removed_at: null,
    });
    expect(await findCounterDrift(db())).toEqual([]);
    expect(await auditFor('restore_content', post.id)).toHaveLength(1);
    expect(
      (await t.call('POST', `/api/admin/content/post/${post.id}/restore`, { token: cast.admin.token }))
        .statusCode,
    ).toBe(409);
  });

  it('answers 404 for unknown content and 400 for an unknown type', async () => {
    expect(
      (await t.call('POST', '/api/admin/content/thread/2000000000/restore', { token: cast.admin.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/admin/content/user/1/restore', { token: cast.admin.token })).statusCode,
    ).toBe(400);
  });
});
