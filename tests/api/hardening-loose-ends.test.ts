import { randomUUID } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/platform/db/schema';
import {
  PRUNED,
  type PrunedTable,
  pruneOldRows,
  pruneWindowMs,
} from '../../src/server/platform/maintenance/prune';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { reportPost, reportsOn } from '../support/report-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 13, finding 10: reports close with the thread they sit in, and tables that grow with traffic are
// pruned on a schedule.
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());
const db = () => t.database.db;

async function reportedThread() {
  const made = await makeThread(db(), { author: cast.member });
  const reply = await makePost(db(), { thread: made, author: cast.member, content: 'Call my cousin' });
  const onReply = await reportPost(t, cast.moderator.token, reply.id);
  expect(onReply.statusCode).toBe(201);
  const onThread = await t.call('POST', '/api/reports', {
    token: cast.moderator.token,
    body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Spam' },
  });
  expect(onThread.statusCode).toBe(201);
  return { made, reply, threadReportId: onThread.json().report.id as number };
}

describe('reports close with their thread', () => {
  it('removing a reported thread also closes the open reports on its posts, and says how many closed', async () => {
    const { made, reply, threadReportId } = await reportedThread();
    const res = await t.call('POST', `/api/reports/${threadReportId}/remove`, {
      token: cast.admin.token,
      body: { reason: 'Spam thread' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ closed_reports: 2, target_status: 'removed' });
    const [onReply] = await reportsOn(db(), 'post', reply.id);
    expect(onReply).toMatchObject({ status: 'removed', resolved_by: cast.admin.user.id });
    expect(onReply!.resolution_reason).toBe('Spam thread');
    const [onThread] = await reportsOn(db(), 'thread', made.thread.id);
    expect(onThread!.status).toBe('removed');
  });

  it('deleting a thread closes the open reports on it and on its posts instead of leaving them in the queue', async () => {
    const { made, reply } = await reportedThread();
    const res = await t.call('DELETE', `/api/threads/${made.thread.id}`, { token: cast.admin.token });
    expect(res.statusCode).toBe(200);
    const left = [
      ...(await reportsOn(db(), 'post', reply.id)),
      ...(await reportsOn(db(), 'thread', made.thread.id)),
    ];
    expect(left).toHaveLength(2);
    for (const report of left)
      expect(report).toMatchObject({ status: 'removed', resolved_by: cast.admin.user.id });
    const queue = await t.call('GET', '/api/reports?status=open', { token: cast.admin.token });
    expect(queue.statusCode).toBe(200);
    const ids = (queue.json().reports as { id: number }[]).map((r) => r.id);
    for (const report of left) expect(ids).not.toContain(report.id);
  });

  it('reports on other threads stay open', async () => {
    const other = await reportedThread();
    const { made } = await reportedThread();
    await t.call('DELETE', `/api/threads/${made.thread.id}`, { token: cast.admin.token });
    const stillOpen = await reportsOn(db(), 'post', other.reply.id);
    expect(stillOpen.map((r) => r.status)).toEqual(['open']);
  });
});

describe('pruning', () => {
  const ago = (ms: number) => new Date(Date.now() - ms);
  const HOUR = 60 * 60 * 1000;

  it('removes only rows past their window, in every table that grows with traffic', async () => {
    const { user } = await makeUser(db());
    const made = await makeThread(db(), { author: cast.member });
    const tag = randomUUID();
    // Per table: the column that names a row, and a row labelled `label` whose time column is `at`.
    const cases: {
      [T in PrunedTable]: { key: string; row: (label: string, at: Date) => Insertable<Database[T]> };
    } = {
      thread_views: {
        key: 'viewer_key',
        row: (l, at) => ({ thread_id: made.thread.id, viewer_key: l, hour: at }),
      },
      login_failures: {
        key: 'account_key',
        row: (l, at) => ({ account_key: l, ip: '203.0.113.9', failed_at: at }),
      },
      mail_requests: {
        key: 'address_key',
        row: (l, at) => ({ kind: 'reset', address_key: l, ip: '203.0.113.9', created_at: at }),
      },
      sessions: { key: 'token_hash', row: (l, at) => ({ user_id: user.id, token_hash: l, expires_at: at }) },
      two_factor_challenges: {
        key: 'ticket_hash',
        row: (l, at) => ({ user_id: user.id, ticket_hash: l, expires_at: at }),
      },
      account_tokens: {
        key: 'token_hash',
        row: (l, at) => ({
          user_id: user.id,
          purpose: 'password-reset',
          token_hash: l,
          email: 'a@example.com',
          expires_at: at,
        }),
      },
      sign_in_addresses: { key: 'ip', row: (l, at) => ({ user_id: user.id, ip: l, last_at: at }) },
      mail_outbox: {
        key: 'subject',
        row: (l, at) => ({
          kind: 'notification',
          to_address: 'someone@example.test',
          subject: l,
          text_body: '',
          html_body: '',
          unsubscribe_url: null,
          created_at: at,
        }),
      },
    };
    // An hour past the window, and an hour inside it (for expiry windows of 0: still good for an hour).
    for (const { table } of PRUNED) {
      const windowMs = pruneWindowMs(table);
      const make = cases[table].row as (label: string, at: Date) => Insertable<Database[PrunedTable]>;
      await db()
        .insertInto(table)
        .values([make(`old-${tag}`, ago(windowMs + HOUR)), make(`new-${tag}`, ago(windowMs - HOUR))])
        .execute();
    }

    const pruned = await pruneOldRows(db());
    for (const count of Object.values(pruned)) expect(count).toBeGreaterThanOrEqual(1);

    for (const { table } of PRUNED) {
      const key = sql.ref(cases[table].key);
      const kept = await sql<{ key: string }>`select ${key} as key from ${sql.table(table)}
        where ${key} like ${`%${tag}`}`.execute(db());
      expect({ table, kept: kept.rows.map((r) => r.key) }).toEqual({ table, kept: [`new-${tag}`] });
    }
  });

  it("keeps a thread's view count when its old view rows go", async () => {
    const made = await makeThread(db(), { author: cast.member });
    await db().updateTable('threads').set({ view_count: 7 }).where('id', '=', made.thread.id).execute();
    await db()
      .insertInto('thread_views')
      .values({
        thread_id: made.thread.id,
        viewer_key: 'old-viewer',
        hour: ago(pruneWindowMs('thread_views') + HOUR),
      })
      .execute();
    await pruneOldRows(db());
    const row = await db()
      .selectFrom('threads')
      .select('view_count')
      .where('id', '=', made.thread.id)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(7);
  });
});
