import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// The notification e-mail's wait (NOTIFICATION_EMAIL_DELAY_SECONDS) with a real delay: a reply's fan-out
// queues the mail job due when the notification may be mailed, so it runs once, then, instead of once at
// once (to find the notification too young) and again later. The other mail tests run with no delay.

const DELAY = 600;
let smtp: SmtpTestServer;
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    NOTIFICATION_EMAIL_DELAY_SECONDS: String(DELAY),
  });
  // Jobs run only when the test drains them.
  await t.app.background.stop();
  cast = await makeCast(t.database.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const mailsTo = (user: MadeUser) => smtp.received.filter((m) => m.to.includes(user.user.email.toLowerCase()));
/** The queued mail jobs that would mail this notification. */
const mailJobsFor = async (notificationId: number) => {
  const jobs = await db()
    .selectFrom('background_jobs')
    .select(['id', 'payload', 'run_after'])
    .where('kind', '=', 'notification_mail')
    .execute();
  return jobs.filter((job) => {
    const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as {
      ids: number[];
    };
    return payload.ids.map(Number).includes(notificationId);
  });
};

describe('notification e-mail after a delay', () => {
  it('queues a reply’s mail job once, due at the delay, and mails the mention when it is', async () => {
    const named = await makeUser(db());
    const created = await t.call('POST', '/api/threads', {
      token: cast.moderator.token,
      body: { category_id: await firstOpenCategoryId(db()), title: 'Division order', content: 'Signed?' },
    });
    expect(created.statusCode).toBe(201);
    const replied = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: created.json().thread.id, content: `@${named.user.username} did you sign it?` },
    });
    expect(replied.statusCode).toBe(201);
    await t.app.background.drain(); // the fan-out

    const note = await db()
      .selectFrom('notifications')
      .select(['id', 'kind', 'created_at'])
      .where('user_id', '=', named.user.id)
      .executeTakeFirstOrThrow();
    expect(note.kind).toBe('mention');
    const id = Number(note.id);
    const [job, ...more] = await mailJobsFor(id);
    expect(more).toEqual([]);
    expect(new Date(job!.run_after).getTime() - new Date(note.created_at).getTime()).toBe(DELAY * 1000);

    // Not run at once: draining leaves it queued, and nothing is mailed.
    await t.app.background.drain();
    await t.app.mailWorker.runOnce();
    expect((await mailJobsFor(id)).map((j) => j.id)).toEqual([job!.id]);
    expect(mailsTo(named)).toEqual([]);

    // The delay passes (the notification and its job are moved back in time rather than waited for).
    await sql`update notifications set created_at = created_at - make_interval(secs => ${DELAY})
      where id = ${id}`.execute(db());
    await sql`update background_jobs set run_after = run_after - make_interval(secs => ${DELAY})
      where id = ${job!.id}`.execute(db());
    await t.app.background.drain();
    await t.app.mailWorker.runOnce();
    const [mail, ...others] = mailsTo(named);
    expect(others).toEqual([]);
    expect(mail!.subject).toContain('mentioned you');
    // It ran once and queued nothing again.
    expect(await mailJobsFor(id)).toEqual([]);
  });
});
