import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The @mention autocomplete's lookup (docs/product.md#mentions-quotes-and-replies).
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const search = (q: string, token?: string) =>
  t.call('GET', `/api/members/search?q=${encodeURIComponent(q)}`, { token });

describe('GET /api/members/search', () => {
  it('offers active members whose name starts with the letters typed, not banned or deleted ones', async () => {
    const db = t.database.db;
    const stem = `Zq${Date.now() % 100000}`;
    const alice = await makeUser(db, { username: `${stem}_alice` });
    await makeUser(db, { username: `${stem}_banned`, banned: true });
    const gone = await makeUser(db, { username: `${stem}_gone` });
    await db.updateTable('users').set({ is_deleted: true }).where('id', '=', gone.user.id).execute();
    await makeUser(db, { username: `${stem}xunderscore` });
    for (const user of [cast.member, cast.muted, cast.moderator, cast.admin]) {
      const res = await search(stem.toLowerCase(), user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().members.map((m: { username: string }) => m.username)).toEqual([
        alice.user.username,
        `${stem}xunderscore`,
      ]);
    }
    // "_" is a letter of the name, not a LIKE wildcard.
    const exact = await search(`${stem}_`, cast.member.token);
    expect(exact.json().members.map((m: { username: string }) => m.username)).toEqual([alice.user.username]);
  });

  it('answers guests and banned members 401, and caps the list at 8', async () => {
    expect((await search('member')).statusCode).toBe(401);
    expect((await search('member', cast.banned.token)).statusCode).toBe(401);
    const db = t.database.db;
    const stem = `Cap${Date.now() % 100000}`;
    for (let i = 0; i < 10; i++) await makeUser(db, { username: `${stem}_${i}` });
    expect((await search(stem, cast.member.token)).json().members).toHaveLength(8);
  });

  it.each(['', '%', 'a%b', '<script>', 'é', '\u0000', 'x'.repeat(31), "a' or 1=1"])(
    'refuses q=%j with 400',
    async (q) => {
      const res = await search(q, cast.member.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    },
  );
});
