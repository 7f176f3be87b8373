import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A reporter sees the outcome of their reports (issue 15): GET /api/users/:username/reports answers the
// member's own reports with "waiting", "acted on" or "no action needed", and refuses everyone else.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const report = async (token: string, target_type: 'thread' | 'post', target_id: number) => {
  const res = await t.call('POST', '/api/reports', {
    token,
    body: { target_type, target_id, reasons: 'Spam' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().report.id as number;
};
const listOf = (username: string, token?: string, query = '') =>
  t.call('GET', `/api/users/${encodeURIComponent(username)}/reports${query}`, token ? { token } : {});

describe('GET /api/users/:username/reports', () => {
  it("lists the member's own reports newest first, each outcome in plain words", async () => {
    const reporter = await makeUser(db());
    const author = await makeUser(db());
    const waiting = await makeThread(db(), { author, title: 'Still waiting thread' });
    const removedThread = await makeThread(db(), { author, title: 'Spam thread' });
    const kept = await makeThread(db(), { author, title: 'A fair question' });
    const reply = await makePost(db(), { thread: kept, author });
    const dismissed = await makePost(db(), { thread: kept, author });

    await report(reporter.token, 'thread', waiting.thread.id);
    const onRemoved = await report(reporter.token, 'thread', removedThread.thread.id);
    const onReply = await report(reporter.token, 'post', reply.id);
    const onDismissed = await report(reporter.token, 'post', dismissed.id);
    // Someone else's report never shows in this member's list.
    await report(cast.member.token, 'post', reply.id);

    const mod = { token: cast.moderator.token };
    expect((await t.call('POST', `/api/reports/${onRemoved}/remove`, { ...mod, body: {} })).statusCode).toBe(
      200,
    );
    expect((await t.call('POST', `/api/reports/${onReply}/approve`, mod)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/reports/${onDismissed}`, mod)).statusCode).toBe(200);

    // Any case of the member's own name.
    const res = await listOf(reporter.user.username.toUpperCase(), reporter.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, total: 4 });
    expect(body.reports).toHaveLength(4);
    const [onDismissedRow, onReplyRow, onRemovedRow, waitingRow] = body.reports;
    // A dismissed report is kept and reads like an approved one: looked at, no action needed.
    expect(onDismissedRow).toMatchObject({ id: onDismissed, outcome: 'no_action', post_id: dismissed.id });
    expect(onDismissedRow.resolved_at).toEqual(expect.any(String));
    expect(onReplyRow).toMatchObject({
      id: onReply,
      outcome: 'no_action',
      target_type: 'post',
      thread_id: kept.thread.id,
      thread_title: 'A fair question',
      post_id: reply.id,
      reasons: 'Spam',
    });
    expect(onReplyRow.resolved_at).toEqual(expect.any(String));
    // The removed thread's title is not shown again.
    expect(onRemovedRow).toMatchObject({
      id: onRemoved,
      outcome: 'acted_on',
      thread_id: null,
      thread_title: null,
    });
    expect(waitingRow).toMatchObject({
      outcome: 'waiting',
      resolved_at: null,
      thread_title: 'Still waiting thread',
    });

    const paged = (await listOf(reporter.user.username, reporter.token, '?limit=3&page=2')).json();
    expect(paged.reports.map((r: { id: number }) => r.id)).toEqual([waitingRow.id]);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 3, total: 4, totalPages: 2 });
  });

  it('answers only the member themself: others 403, unknown names 404, guests and banned members 401', async () => {
    const name = cast.member.user.username;
    for (const who of [cast.muted, cast.moderator, cast.admin]) {
      const res = await listOf(name, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_YOUR_REPORTS');
    }
    expect((await listOf('nobody-by-this-name', cast.member.token)).statusCode).toBe(404);
    expect((await listOf(name)).statusCode).toBe(401);
    expect((await listOf(name, cast.banned.token)).statusCode).toBe(401);
    // A muted member still sees their own.
    expect((await listOf(cast.muted.user.username, cast.muted.token)).statusCode).toBe(200);
  });

  it('refuses bad names and paging with a clear 400, never a 500', async () => {
    const token = cast.member.token;
    const name = cast.member.user.username;
    for (const bad of ['<script>', 'ünïcödé', 'a'.repeat(80), 'tab\there', 'x\u0000y']) {
      const res = await listOf(bad, token);
      expect(res.statusCode, bad).toBe(400);
    }
    // A path longer than the router takes is refused before any handler (414).
    expect((await listOf('a'.repeat(500), token)).statusCode).toBe(414);
    for (const query of ['?page=abc', '?page=0', '?limit=1000', '?limit=-1', '?page=1.5']) {
      const res = await listOf(name, token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });
});
