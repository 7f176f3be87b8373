import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRUNE_AFTER, pruneOldRows } from '../../src/server/maintenance/prune';
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
    const oldAndNew = <T>(make: (age: number, label: string) => T, windowMs: number) => [
      make(windowMs + HOUR, `old-${tag}`),
      make(Math.max(0, windowMs - HOUR), `new-${tag}`),
    ];
    await db()
      .insertInto('thread_views')
      .values(
        oldAndNew(
          (age, label) => ({ thread_id: made.thread.id, viewer_key: label, hour: ago(age) }),
          PRUNE_AFTER.threadViewsMs,
        ),
      )
      .execute();
    await db()
      .insertInto('login_failures')
      .values(
        oldAndNew(
          (age, label) => ({ account_key: label, ip: '203.0.113.9', failed_at: ago(age) }),
          PRUNE_AFTER.loginFailuresMs,
        ),
      )
      .execute();
    await db()
      .insertInto('mail_requests')
      .values(
        oldAndNew(
          (age, label) => ({ kind: 'reset', address_key: label, ip: '203.0.113.9', created_at: ago(age) }),
          PRUNE_AFTER.mailRequestsMs,
        ),
      )
      .execute();
    // Expired an hour ago, and still good for an hour.
    await db()
      .insertInto('sessions')
      .values([
        { user_id: user.id, token_hash: `old-${tag}`, expires_at: ago(HOUR) },
        { user_id: user.id, token_hash: `new-${tag}`, expires_at: ago(-HOUR) },
      ])
      .execute();
    await db()
      .insertInto('two_factor_challenges')
      .values([
        { user_id: user.id, ticket_hash: `old-${tag}`, expires_at: ago(HOUR) },
        { user_id: user.id, ticket_hash: `new-${tag}`, expires_at: ago(-HOUR) },
      ])
      .execute();
    await db()
      .insertInto('account_tokens')
      .values(
        oldAndNew(
          (age, label) => ({
            user_id: user.id,
            purpose: 'password-reset' as const,
            token_hash: label,
            email: 'a@example.com',
            expires_at: ago(age),
          }),
          PRUNE_AFTER.expiredAccountTokensMs,
        ),
      )
      .execute();
    await db()
      .insertInto('sign_in_addresses')
      .values([
        { user_id: user.id, ip: '198.51.100.1', last_at: ago(PRUNE_AFTER.signInAddressesMs + HOUR) },
        { user_id: user.id, ip: '198.51.100.2', last_at: ago(HOUR) },
      ])
      .execute();

    const pruned = await pruneOldRows(db());
    for (const count of Object.values(pruned)) expect(count).toBeGreaterThanOrEqual(1);

    const keys = async (rows: Promise<{ key: string }[]>) => (await rows).map((r) => r.key).sort();
    expect(
      await keys(
        db()
          .selectFrom('thread_views')
          .select('viewer_key as key')
          .where('viewer_key', 'like', `%${tag}`)
          .execute(),
      ),
    ).toEqual([`new-${tag}`]);
    expect(
      await keys(
        db()
          .selectFrom('login_failures')
          .select('account_key as key')
          .where('account_key', 'like', `%${tag}`)
          .execute(),
      ),
    ).toEqual([`new-${tag}`]);
    expect(
      await keys(
        db()
          .selectFrom('mail_requests')
          .select('address_key as key')
          .where('address_key', 'like', `%${tag}`)
          .execute(),
      ),
    ).toEqual([`new-${tag}`]);
    expect(
      await keys(
        db()
          .selectFrom('sessions')
          .select('token_hash as key')
          .where('token_hash', 'like', `%${tag}`)
          .execute(),
      ),
    ).toEqual([`new-${tag}`]);
    expect(
      await keys(
        db()
          .selectFrom('two_factor_challenges')
          .select('ticket_hash as key')
          .where('ticket_hash', 'like', `%${tag}`)
          .execute(),
      ),
    ).toEqual([`new-${tag}`]);
    expect(
      await keys(
        db()
          .selectFrom('account_tokens')
          .select('token_hash as key')
          .where('token_hash', 'like', `%${tag}`)
          .execute(),
      ),
    ).toEqual([`new-${tag}`]);
    expect(
      await keys(
        db().selectFrom('sign_in_addresses').select('ip as key').where('user_id', '=', user.id).execute(),
      ),
    ).toEqual(['198.51.100.2']);
  });

  it("keeps a thread's view count when its old view rows go", async () => {
    const made = await makeThread(db(), { author: cast.member });
    await db().updateTable('threads').set({ view_count: 7 }).where('id', '=', made.thread.id).execute();
    await db()
      .insertInto('thread_views')
      .values({
        thread_id: made.thread.id,
        viewer_key: 'old-viewer',
        hour: ago(PRUNE_AFTER.threadViewsMs + HOUR),
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
