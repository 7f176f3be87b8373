import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { reportPost, reportsOn } from '../support/report-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// A dismissed report is kept with its outcome (issue 15: "A reporter sees the outcome of their reports"):
// the reporter reads "No action needed" in their own list, and the moderators' open queue no longer shows it.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const dismiss = (id: number) => t.call('DELETE', `/api/reports/${id}`, { token: cast.moderator.token });
const queueIds = async (query: string) =>
  (await t.call('GET', `/api/reports?limit=100${query}`, { token: cast.moderator.token }))
    .json()
    .reports.map((r: { id: number }) => r.id) as number[];

describe('dismissing a report', () => {
  it('keeps the report as dismissed, out of the open queue, and tells the reporter no action was needed', async () => {
    const reporter = await makeUser(db());
    const made = await makeThread(db(), { author: cast.member });
    const reply = await makePost(db(), { thread: made, author: cast.member });
    const filed = (await reportPost(t, reporter.token, reply.id)).json().report.id as number;
    const other = (await reportPost(t, (await makeUser(db())).token, reply.id)).json().report.id as number;

    const res = await dismiss(filed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ closed_reports: 1, target_status: 'visible' });

    const [row, otherRow] = await reportsOn(db(), 'post', reply.id);
    expect(row).toMatchObject({ id: filed, status: 'dismissed', resolved_by: cast.moderator.user.id });
    expect(row!.resolved_at).not.toBeNull();
    // Only that report: another member's report on the same post waits for its own decision.
    expect(otherRow).toMatchObject({ id: other, status: 'open' });

    expect(await queueIds('')).not.toContain(filed);
    expect(await queueIds('')).toContain(other);
    expect(await queueIds('&status=dismissed')).toEqual([filed]);
    const all = (
      await t.call('GET', '/api/reports?status=all&limit=100', { token: cast.moderator.token })
    ).json();
    expect(all.reports.find((r: { id: number }) => r.id === filed)).toMatchObject({
      status: 'dismissed',
      resolved_by_username: cast.moderator.user.username,
    });

    const mine = await t.call('GET', `/api/users/${reporter.user.username}/reports`, {
      token: reporter.token,
    });
    expect(mine.json().reports).toEqual([
      expect.objectContaining({ id: filed, outcome: 'no_action', resolved_at: expect.any(String) }),
    ]);
  });

  it('answers a second dismissal with 409, and lets the member report the post again later', async () => {
    const reporter = await makeUser(db());
    const made = await makeThread(db(), { author: cast.member });
    const reply = await makePost(db(), { thread: made, author: cast.member });
    const filed = (await reportPost(t, reporter.token, reply.id)).json().report.id as number;
    expect((await dismiss(filed)).statusCode).toBe(200);
    const again = await dismiss(filed);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REPORT_CLOSED');
    expect(
      (await t.call('POST', `/api/reports/${filed}/remove`, { token: cast.moderator.token, body: {} }))
        .statusCode,
    ).toBe(409);
    const later = await reportPost(t, reporter.token, reply.id);
    expect(later.statusCode).toBe(201);
    expect(later.json().report.id).not.toBe(filed);
  });

  it('refuses an unknown status filter with a clear 400', async () => {
    const res = await t.call('GET', '/api/reports?status=deleted', { token: cast.moderator.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('dismissed');
  });
});
