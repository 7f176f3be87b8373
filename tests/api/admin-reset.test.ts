import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SEEDS } from '../../src/shared/categories';
import { TEXT } from '../../src/shared/texts';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Database reset (docs/product.md#administration; docs/product.md#validation). Its own file: a reset empties the whole test database.

let enabled: TestApp;
let disabled: TestApp;
beforeAll(async () => {
  [enabled, disabled] = await Promise.all([createTestApp({ ALLOW_DATABASE_RESET: 'true' }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([enabled.close(), disabled.close()]);
});

const count = async (t: TestApp, table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.database.db))
    .rows[0]!.n;

async function fillForum(t: TestApp) {
  const cast = await makeCast(t.database.db);
  const made = await makeThread(t.database.db, { author: cast.member });
  await makePost(t.database.db, { thread: made, author: cast.moderator });
  await t.call('POST', '/api/reports', {
    token: cast.member.token,
    body: { target_type: 'thread', target_id: made.thread.id, reasons: 'Spam' },
  });
  await t.call('POST', `/api/admin/users/${cast.member.user.id}/warn`, {
    token: cast.admin.token,
    body: { reason: 'x' },
  });
  return cast;
}

describe('POST /api/admin/reset-database', () => {
  it('is refused with a clear 403 unless the operator enabled it, and changes nothing', async () => {
    const cast = await fillForum(disabled);
    const users = await count(disabled, 'users');
    const res = await disabled.call('POST', '/api/admin/reset-database', {
      token: cast.admin.token,
      body: { confirm: TEXT.resetPhrase },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: TEXT.resetDisabled, code: 'RESET_DISABLED' });
    expect(await count(disabled, 'users')).toBe(users);
    expect(await count(disabled, 'threads')).toBe(1);
  });

  it('answers "Reset cancelled" unless the forum\'s name is typed exactly, and is for admins only', async () => {
    const cast = await fillForum(enabled);
    const threads = await count(enabled, 'threads');
    expect(TEXT.resetPhrase).toBe('Oklahoma Mineral Rights Forum');
    for (const body of [
      { confirm: 'RESET DATABASE' },
      { confirm: 'oklahoma mineral rights forum' },
      { confirm: `${TEXT.resetPhrase} ` },
      { confirm: 'Oklahoma Mineral Rights' },
      { confirm: '' },
      {},
      undefined,
    ]) {
      const res = await enabled.call('POST', '/api/admin/reset-database', {
        token: cast.admin.token,
        ...(body ? { body } : {}),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(TEXT.resetCancelled);
    }
    const right = { body: { confirm: TEXT.resetPhrase } };
    expect(
      (await enabled.call('POST', '/api/admin/reset-database', { token: cast.moderator.token, ...right }))
        .statusCode,
    ).toBe(403);
    expect(
      (await enabled.call('POST', '/api/admin/reset-database', { token: cast.member.token, ...right }))
        .statusCode,
    ).toBe(403);
    expect(
      (await enabled.call('POST', '/api/admin/reset-database', { token: cast.banned.token, ...right }))
        .statusCode,
    ).toBe(401);
    expect((await enabled.call('POST', '/api/admin/reset-database', right)).statusCode).toBe(401);
    expect(await count(enabled, 'threads')).toBe(threads);
  });

  it('erases all data, re-seeds the categories, keeps the calling admin signed in, and audits the reset', async () => {
    const extra = await makeUser(enabled.database.db, { role: 'admin' });
    await enabled.database.db.insertInto('watched_words').values({ word: 'Acme' }).execute();
    const res = await enabled.call('POST', '/api/admin/reset-database', {
      token: extra.token,
      body: { confirm: TEXT.resetPhrase },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: TEXT.databaseReset });

    const users = await enabled.database.db.selectFrom('users').select(['id', 'username']).execute();
    expect(users).toEqual([{ id: extra.user.id, username: extra.user.username }]);
    for (const table of [
      'threads',
      'posts',
      'reports',
      'user_warnings',
      'watched_words',
      'post_votes',
      'login_failures',
    ]) {
      expect(await count(enabled, table), table).toBe(0);
    }
    expect(await count(enabled, 'categories')).toBe(CATEGORY_SEEDS.length);
    expect(await count(enabled, 'schema_migrations')).toBeGreaterThan(0);
    const me = await enabled.call('GET', '/api/auth/me', { token: extra.token });
    expect(me.json().user.username).toBe(extra.user.username);
    const logs = (await enabled.call('GET', '/api/admin/logs', { token: extra.token })).json().logs;
    expect(logs).toMatchObject([{ action_type: 'reset_database', admin_username: extra.user.username }]);

    // Identities restarted, and the forum works on the fresh data.
    const category = await enabled.database.db
      .selectFrom('categories')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(category.id).toBe(1);
    const created = await enabled.call('POST', '/api/threads', {
      token: extra.token,
      body: { category_id: category.id, title: 'First after reset', content: 'Hello again' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().thread.id).toBe(1);
  });
});
