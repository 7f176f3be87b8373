import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_CHANNEL } from '../../src/server/conversation/notifications/notify';
import { queuePostFanOut } from '../../src/server/conversation/notifications/post-published';
import { makeUser, uniqueName } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A post reaching more members than one live signal may name (notifications/notify.ts: a pg_notify payload
// stays under 8000 bytes, so the members go 500 to a signal and to a mail job): every watcher gets the
// notification and the signal, and the members the rules leave out still get nothing.

const WATCHERS = 1_100;

let t: TestApp;
const signals: string[] = [];
let stopListening: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp();
  // Jobs run when the test drains them.
  await t.app.background.stop();
  stopListening = await t.database.listen(NOTIFICATIONS_CHANNEL, (payload) => signals.push(payload));
});
afterAll(async () => {
  await stopListening();
  await t.close();
});

const db = () => t.database.db;
const waitFor = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
};
const signalled = () => signals.flatMap((payload) => payload.split(',').map(Number));
const mailJobs = async () =>
  (
    await db()
      .selectFrom('background_jobs')
      .select('payload')
      .where('kind', '=', 'notification_mail')
      .execute()
  ).map((job) => {
    const payload = typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload;
    return (payload as { ids: unknown[] }).ids.map(Number);
  });

describe('a reply to a thread with more than 500 watchers', () => {
  it('notifies and signals every watcher, 500 to a signal and a mail job, and once only', async () => {
    const starter = await makeUser(db());
    const writer = await makeUser(db());
    const made = await makeThread(db(), { author: starter });
    const threadId = made.thread.id;
    // Every 50th is banned and every 70th deleted; every 90th watches only automatically, in a category
    // they muted. None of them hears of the reply.
    const prefix = uniqueName('watcher');
    const watchers = await sql<{ id: number; heard: boolean }>`
      with made as (
        insert into users (username, email, is_active, is_deleted)
        select ${prefix} || '_' || i, ${prefix} || '_' || i || '@example.test', i % 50 <> 0, i % 70 = 0
        from generate_series(1, ${WATCHERS}) i
        returning id, is_active, is_deleted, substring(username from '_(\\d+)$')::int as i),
      watches as (
        insert into thread_watches (user_id, thread_id, level, automatic)
        select id, ${threadId}::int, 'watching', i % 90 = 0 from made),
      mutes as (
        insert into category_watches (user_id, category_id, level)
        select id, ${made.thread.category_id}::int, 'muted' from made where i % 90 = 0)
      select id, is_active and not is_deleted and i % 90 <> 0 as heard from made`.execute(db());
    const hearing = watchers.rows.filter((w) => w.heard).map((w) => w.id);
    expect(hearing.length).toBeGreaterThan(1_000);
    const expected = [...hearing, starter.user.id].sort((a, b) => a - b);
    const jobsBefore = (await mailJobs()).length;

    const res = await t.call('POST', '/api/posts', {
      token: writer.token,
      body: { thread_id: threadId, content: 'A reply for a crowded thread' },
    });
    expect(res.statusCode).toBe(201);
    const postId = res.json().post.id as number;
    await t.app.background.drain();

    const rows = await db()
      .selectFrom('notifications')
      .select(['id', 'user_id', 'kind', 'actor_id', 'thread_id', 'dedupe_key'])
      .where('post_id', '=', postId)
      .execute();
    expect(rows.map((r) => r.user_id).sort((a, b) => a - b)).toEqual(expected);
    for (const row of rows)
      expect(row).toMatchObject({
        kind: 'reply',
        actor_id: writer.user.id,
        thread_id: threadId,
        dedupe_key: `post:${postId}`,
      });

    // Every member notified is signalled, each once, in payloads that name at most 500 members.
    await waitFor(() => signalled().filter((id) => expected.includes(id)).length >= expected.length);
    const mine = signals.filter((payload) => payload.split(',').some((id) => expected.includes(Number(id))));
    expect(mine).toHaveLength(Math.ceil(expected.length / 500));
    for (const payload of mine) {
      expect(payload.split(',').length).toBeLessThanOrEqual(500);
      expect(payload.length).toBeLessThan(8000);
    }
    const named = mine.flatMap((payload) => payload.split(',').map(Number));
    expect(named.sort((a, b) => a - b)).toEqual(expected);

    // Their mail jobs (due at the delay, so still queued) hold every notification, 500 to a job at most.
    const ids = new Set(rows.map((r) => r.id));
    const jobs = (await mailJobs()).filter((job) => job.some((id) => ids.has(id)));
    expect(jobs).toHaveLength(Math.ceil(expected.length / 500));
    for (const ids of jobs) expect(ids.length).toBeLessThanOrEqual(500);
    const mailed = jobs.flat().sort((a, b) => a - b);
    expect(mailed).toEqual([...ids].sort((a, b) => a - b));

    // The fan-out run again (a retried job) writes, queues and signals nothing more.
    const signalsBefore = signals.length;
    await db()
      .transaction()
      .execute((trx) => queuePostFanOut(trx, postId));
    await t.app.background.drain();
    const again = await db()
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(Number(again.n)).toBe(expected.length);
    expect(await mailJobs()).toHaveLength(jobsBefore + jobs.length);
    // A signal sent now would arrive after one sent next; one of the member's own shows the way is clear.
    await sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, '0')`.execute(db());
    await waitFor(() => signals.includes('0'));
    expect(signals.slice(signalsBefore)).toEqual(['0']);
  });
});
