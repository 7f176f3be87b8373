import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignedInCaller } from '../../src/server/people/auth/caller';
import { addWatchedWord } from '../../src/server/staff/moderation/watched-words';
import { makeCast } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The watched words are kept in memory (staff/moderation/watched-words-cache.ts): a change through the
// dashboard applies to the very next post in the process that made it, and reaches the other processes on one
// database through NOTIFY.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let threadId: number;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  threadId = (await makeThread(t.database.db, { author: cast.member })).thread.id;
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A reply by the member, and the rules of the auto reports filed on it. */
async function reply(content: string): Promise<string[]> {
  const res = await t.call('POST', '/api/posts', {
    token: cast.member.token,
    body: { thread_id: threadId, content },
  });
  expect(res.statusCode).toBe(201);
  const reports = await db()
    .selectFrom('reports')
    .select('rule')
    .where('target_type', '=', 'post')
    .where('target_id', '=', res.json().post.id)
    .where('source', '=', 'auto')
    .execute();
  return reports.map((r) => r.rule ?? '');
}

describe('watched words kept in memory', () => {
  it('applies a word an admin adds to the very next reply, and forgets it as soon as it is removed', async () => {
    // The list is in memory before the change.
    expect(await reply('Cimarron Royalty Partners sent me an offer')).toEqual([]);
    const added = await t.call('POST', '/api/admin/watched-words', {
      token: cast.admin.token,
      body: { word: 'Cimarron Royalty' },
    });
    expect(added.statusCode).toBe(201);
    expect(await reply('Cimarron Royalty Partners sent me an offer')).toEqual(['watched-word']);

    const removed = await t.call('DELETE', `/api/admin/watched-words/${added.json().word.id}`, {
      token: cast.admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await reply('Cimarron Royalty Partners sent me an offer')).toEqual([]);
  });

  it('applies to an edit too', async () => {
    const res = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: threadId, content: 'A plain reply' },
    });
    const postId = res.json().post.id as number;
    await t.call('POST', '/api/admin/watched-words', {
      token: cast.admin.token,
      body: { word: 'Kingfisher Leasing' },
    });
    const edited = await t.call('PUT', `/api/posts/${postId}`, {
      token: cast.member.token,
      body: { content: 'Kingfisher Leasing called twice' },
    });
    expect(edited.statusCode).toBe(200);
    const reports = await db()
      .selectFrom('reports')
      .select('rule')
      .where('target_type', '=', 'post')
      .where('target_id', '=', postId)
      .execute();
    expect(reports).toEqual([{ rule: 'watched-word' }]);
  });

  it("sees a change made by another process once that process's NOTIFY arrives", async () => {
    expect(await reply('Okfuskee Land Group and Logan Mineral Co wrote')).toEqual([]);
    // Written behind the list's back, as no process of the forum does: this process keeps its list.
    await db().insertInto('watched_words').values({ word: 'Okfuskee Land Group' }).execute();
    expect(await reply('Okfuskee Land Group and Logan Mineral Co wrote')).toEqual([]);

    // Another process's change: the same service over a database handle this app's cache is not kept for,
    // as another process's is. Only its NOTIFY can make this process read the list again.
    const admin: SignedInCaller = {
      id: cast.admin.user.id,
      username: cast.admin.user.username,
      role: 'admin',
      mutedUntil: null,
      muteReason: null,
      mustConfirmEmail: false,
    };
    await addWatchedWord(db().withoutPlugins(), admin, 'Logan Mineral Co');
    // The notification arrives asynchronously; the bound is the test timeout.
    await vi.waitFor(
      async () => {
        expect(await reply('Okfuskee Land Group and Logan Mineral Co wrote')).toEqual(['watched-word']);
      },
      { timeout: 5000, interval: 50 },
    );
    // The list read again has the word written behind its back too.
    expect(await reply('Only Okfuskee Land Group this time')).toEqual(['watched-word']);
  });
});
