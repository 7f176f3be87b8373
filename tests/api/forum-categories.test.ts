import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SEEDS } from '../../src/shared/categories';
import { slugify } from '../../src/shared/contracts/categories';
import { makeCast } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const create = (body: Record<string, unknown>, token = cast.admin.token) =>
  t.call('POST', '/api/categories', { token, body });
const auditCount = async (action: string, id: number) =>
  (
    await db()
      .selectFrom('audit_log')
      .select('id')
      .where('action_type', '=', action)
      .where('target_id', '=', id)
      .execute()
  ).length;

describe('GET /api/categories', () => {
  it('lists the seeded catalogue in order with exact counts and latest activity', async () => {
    const res = await t.call('GET', '/api/categories');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json();
    expect(categories.length).toBeGreaterThanOrEqual(CATEGORY_SEEDS.length);
    const orders = categories.map((c: { order_index: number }) => c.order_index);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const general = categories.find((c: { page_id: string }) => c.page_id === 'general-oil-gas');
    expect(general).toMatchObject({
      slug: 'general',
      color: '#0072CE',
      is_locked: 0,
      is_archived: 0,
      thread_count: 0,
      post_count: 0,
      last_post_at: null,
    });

    const made = await makeThread(db(), { author: cast.member, categoryId: general.id });
    await makePost(db(), { thread: made, author: cast.member });
    await makeThread(db(), { author: cast.member, categoryId: general.id, status: 'held' });
    const after = (await t.call('GET', '/api/categories'))
      .json()
      .categories.find((c: { id: number }) => c.id === general.id);
    expect(after).toMatchObject({ thread_count: 1, post_count: 2, last_post_at: expect.any(String) });
  });

  it('includes archived categories only for admins who ask', async () => {
    const archived = (await create({ name: 'Old stuff', slug: 'old-stuff', is_archived: 1 })).json().category;
    const ids = async (url: string, token?: string) =>
      (await t.call('GET', url, { token })).json().categories.map((c: { id: number }) => c.id);
    expect(await ids('/api/categories')).not.toContain(archived.id);
    expect(await ids('/api/categories?includeArchived=true', cast.moderator.token)).not.toContain(
      archived.id,
    );
    expect(await ids('/api/categories?includeArchived=true')).not.toContain(archived.id);
    expect(await ids('/api/categories?includeArchived=true', cast.admin.token)).toContain(archived.id);
    expect(await ids('/api/categories', cast.admin.token)).not.toContain(archived.id);
  });
});

describe('category writes (admins)', () => {
  it('creates a category with defaults and a forced slug, audited', async () => {
    const res = await create({ name: '  Mineral Deeds  ', slug: ' Mineral  Deeds & Leases!! ' });
    expect(res.statusCode).toBe(201);
    const { category } = res.json();
    expect(category).toMatchObject({
      name: 'Mineral Deeds',
      slug: 'mineral-deeds-leases',
      color: '#0072CE',
      order_index: 0,
      icon: 'folder',
      description: '',
      is_locked: 0,
      is_archived: 0,
      thread_count: 0,
    });
    expect(await auditCount('create_category', category.id)).toBe(1);
  });

  it.each([
    ['Hello World', 'hello-world'],
    ['--a__b--', 'a-b'],
    ['ÄÖÜ oil', 'oil'],
    ['UPPER-case-123', 'upper-case-123'],
  ])('slugify(%j) = %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('accepts booleans or 0/1 for the flags and a numeric string for order_index', async () => {
    const res = await create({
      name: 'Flags',
      slug: 'flags',
      is_locked: true,
      is_archived: 0,
      order_index: '7',
      color: '#abc',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().category).toMatchObject({
      is_locked: 1,
      is_archived: 0,
      order_index: 7,
      color: '#abc',
    });
  });

  it.each([
    ['no name', { slug: 'x' }, 'name'],
    ['blank name', { name: '   ', slug: 'x' }, 'name'],
    ['no slug', { name: 'X' }, 'slug'],
    ['slug of symbols only', { name: 'X', slug: '!!!' }, 'slug'],
    ['negative order', { name: 'X', slug: 'x', order_index: -1 }, 'order_index'],
    ['fractional order', { name: 'X', slug: 'x', order_index: 1.5 }, 'order_index'],
    ['word order', { name: 'X', slug: 'x', order_index: 'first' }, 'order_index'],
    ['bad colour', { name: 'X', slug: 'x', color: 'blue' }, 'color'],
    ['flag of 2', { name: 'X', slug: 'x', is_locked: 2 }, 'is_locked'],
  ])('refuses %s with 400 naming the field, creating nothing', async (_name, body, field) => {
    const before = (await db().selectFrom('categories').select('id').execute()).length;
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect((await db().selectFrom('categories').select('id').execute()).length).toBe(before);
  });

  it('updates only the fields sent, audited', async () => {
    const { category } = (await create({ name: 'Partial', slug: 'partial', description: 'Keep me' })).json();
    const res = await t.call('PUT', `/api/categories/${category.id}`, {
      token: cast.admin.token,
      body: { is_locked: 1, slug: 'Partial Two' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toMatchObject({
      name: 'Partial',
      slug: 'partial-two',
      description: 'Keep me',
      is_locked: 1,
    });
    expect(await auditCount('update_category', category.id)).toBe(1);
    expect(
      (await t.call('PUT', '/api/categories/99999999', { token: cast.admin.token, body: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes an empty category but refuses one with threads (409, suggesting archiving)', async () => {
    const empty = (await create({ name: 'Empty', slug: 'empty' })).json().category;
    const del = await t.call('DELETE', `/api/categories/${empty.id}`, { token: cast.admin.token });
    expect(del.statusCode).toBe(200);
    expect(await auditCount('delete_category', empty.id)).toBe(1);
    const full = (await create({ name: 'Full', slug: 'full' })).json().category;
    await makeThread(db(), { author: cast.member, categoryId: full.id });
    const refused = await t.call('DELETE', `/api/categories/${full.id}`, { token: cast.admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CATEGORY_NOT_EMPTY',
      error: expect.stringContaining('Archive it instead'),
    });
    expect(
      await db().selectFrom('categories').select('id').where('id', '=', full.id).executeTakeFirst(),
    ).toBeTruthy();
  });

  it('refuses moderators and members (403) and guests (401)', async () => {
    const { category } = (await create({ name: 'Guarded', slug: 'guarded' })).json();
    for (const token of [cast.moderator.token, cast.member.token]) {
      expect((await create({ name: 'Nope', slug: 'nope' }, token)).statusCode).toBe(403);
      expect(
        (await t.call('PUT', `/api/categories/${category.id}`, { token, body: { name: 'Nope' } })).statusCode,
      ).toBe(403);
      expect((await t.call('DELETE', `/api/categories/${category.id}`, { token })).statusCode).toBe(403);
    }
    expect(
      (await t.call('POST', '/api/categories', { body: { name: 'Nope', slug: 'nope' } })).statusCode,
    ).toBe(401);
    const names = (await db().selectFrom('categories').select('name').execute()).map((r) => r.name);
    expect(names).not.toContain('Nope');
  });
});
