import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTY_CHOICES } from '../../src/calc/land/oklahoma-counties';
import { COUNTY_TEXT } from '../../src/shared/county-texts';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The counties a thread is about (docs/decisions/042-thread-counties.md): chosen when it is started, changed
// later by its author while they may edit it or by staff; lists, the JSON and the server-rendered pages
// filter by ?county=.

let t: TestApp;
let categoryId: number;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  categoryId = await firstOpenCategoryId(t.database.db);
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

async function start(user: MadeUser, title: string, counties?: unknown) {
  return t.call('POST', '/api/threads', {
    token: user.token,
    body: { category_id: categoryId, title, content: `About ${title}.`, counties },
  });
}

const listed = async (query: string) => {
  const res = await t.call('GET', `/api/threads?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    threads: { id: number; counties: { slug: string }[] }[];
    pagination: { total: number };
  };
};

describe('choosing counties', () => {
  it('keeps the counties a new thread names, and lists it under each and no other', async () => {
    const res = await start(cast.member, 'Grady and McClain pooling', ['grady', 'mcclain']);
    expect(res.statusCode).toBe(201);
    const id = res.json().thread.id;
    expect(res.json().thread.counties).toEqual([
      { slug: 'grady', name: 'Grady' },
      { slug: 'mcclain', name: 'McClain' },
    ]);
    const bare = await start(cast.member, 'No county', undefined);
    expect(bare.json().thread.counties).toEqual([]);

    for (const county of ['grady', 'mcclain']) {
      const list = await listed(`county=${county}`);
      expect(list.threads.map((x) => x.id)).toContain(id);
      expect(list.threads.every((x) => x.counties.some((c) => c.slug === county))).toBe(true);
      expect(list.pagination.total).toBe(list.threads.length);
    }
    expect((await listed('county=caddo')).threads.map((x) => x.id)).not.toContain(id);
    // With a category too, and signed in (the member's own held threads ride along as everywhere).
    const both = await t.call('GET', `/api/threads?county=grady&category_id=${categoryId}`, {
      token: cast.member.token,
    });
    expect(both.json().threads.map((x: { id: number }) => x.id)).toContain(id);
  });

  it('reads the other-state choice like a county', async () => {
    const res = await start(cast.member, 'Land in Kansas', ['other-state']);
    expect(res.statusCode).toBe(201);
    expect((await listed('county=other-state')).threads.map((x) => x.id)).toContain(res.json().thread.id);
  });

  it.each([
    ['an unknown county', ['gradyy'], COUNTY_TEXT.unknown],
    ['a slug in capitals', ['Grady'], COUNTY_TEXT.unknown],
    ['script in the slug', ['<script>alert(1)</script>'], COUNTY_TEXT.unknown],
    ['hostile unicode', ['gr\u0430dy\u202e'], COUNTY_TEXT.unknown],
    ['a number', [51], COUNTY_TEXT.unknown],
    ['an oversized slug', ['g'.repeat(5000)], COUNTY_TEXT.unknown],
    ['a county twice', ['grady', 'grady'], COUNTY_TEXT.duplicate],
    ['all 78 choices', COUNTY_CHOICES.map((c) => c.slug), COUNTY_TEXT.tooMany],
    ['a string, not a list', 'grady', COUNTY_TEXT.notAList],
  ])('refuses %s with a 400 and a text, storing nothing', async (_name, counties, text) => {
    const title = `Refused ${Math.random()}`;
    const res = await start(cast.member, title, counties);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(text.slice(0, 40));
    const all = await listed('limit=100');
    expect(all.threads.some((x) => (x as unknown as { title: string }).title === title)).toBe(false);
  });

  it.each([
    ['gradyy', 400],
    ['<script>', 400],
    ['GRADY', 400],
    ['x'.repeat(300), 400],
  ])('refuses the list filter ?county=%s', async (county, status) => {
    const res = await t.call('GET', `/api/threads?county=${encodeURIComponent(county)}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().error ?? res.json().message).toBeTruthy();
  });
});

describe('changing counties', () => {
  const put = (id: number, user: MadeUser | null, body: unknown) =>
    t.call('PUT', `/api/threads/${id}/counties`, { token: user?.token, body });
  const countiesOf = async (id: number) =>
    (
      await t.database.db
        .selectFrom('threads')
        .select('counties')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).counties;

  it('lets the author change them; refuses a visitor, a guest account, another member, the muted and the banned', async () => {
    const { thread } = await makeThread(t.database.db, { author: cast.member.user });
    expect((await put(thread.id, cast.member, { counties: ['kingfisher'] })).json().thread.counties).toEqual([
      { slug: 'kingfisher', name: 'Kingfisher' },
    ]);
    const guest = await makeUser(t.database.db, { role: 'guest' });
    const other = await makeUser(t.database.db);
    expect((await put(thread.id, null, { counties: ['grady'] })).statusCode).toBe(401);
    expect((await put(thread.id, guest, { counties: ['grady'] })).statusCode).toBe(403);
    const refused = await put(thread.id, other, { counties: ['grady'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(COUNTY_TEXT.notYours);
    expect((await put(thread.id, cast.banned, { counties: ['grady'] })).statusCode).toBe(401);
    const mutedOwn = await makeThread(t.database.db, { author: cast.muted.user });
    expect((await put(mutedOwn.thread.id, cast.muted, { counties: ['grady'] })).statusCode).toBe(403);
    expect(await countiesOf(thread.id)).toEqual(['kingfisher']);
    expect(await countiesOf(mutedOwn.thread.id)).toEqual([]);
  });

  it('lets moderators and admins change a member’s, audited; only an admin a moderator’s', async () => {
    const { thread } = await makeThread(t.database.db, { author: cast.member.user });
    expect((await put(thread.id, cast.moderator, { counties: ['grady', 'caddo'] })).statusCode).toBe(200);
    expect((await put(thread.id, cast.admin, { counties: [] })).json().thread.counties).toEqual([]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action_type')
      .where('target_id', '=', thread.id)
      .where('action_type', '=', 'change_thread_counties')
      .execute();
    expect(audit).toHaveLength(2);
    const staffThread = await makeThread(t.database.db, { author: cast.admin.user });
    expect((await put(staffThread.thread.id, cast.moderator, { counties: ['grady'] })).statusCode).toBe(403);
    expect((await put(staffThread.thread.id, cast.admin, { counties: ['grady'] })).statusCode).toBe(200);
  });

  it('closes a locked thread’s counties to its author, not to staff', async () => {
    const { thread } = await makeThread(t.database.db, { author: cast.member.user, locked: true });
    const res = await put(thread.id, cast.member, { counties: ['grady'] });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(COUNTY_TEXT.locked);
    expect((await put(thread.id, cast.moderator, { counties: ['grady'] })).statusCode).toBe(200);
  });

  it.each([
    [{ counties: ['nowhere'] }],
    [{ counties: ['grady', 'grady'] }],
    [{ counties: COUNTY_CHOICES.map((c) => c.slug) }],
    [{ counties: ['"><img src=x onerror=alert(1)>'] }],
    [{}],
    [{ counties: null }],
    ['not json'],
  ])('refuses the body %j with a 400, keeping the counties', async (body) => {
    const { thread } = await makeThread(t.database.db, { author: cast.member.user });
    await put(thread.id, cast.member, { counties: ['logan'] });
    const res = await put(thread.id, cast.member, body);
    expect(res.statusCode).toBe(400);
    expect(await countiesOf(thread.id)).toEqual(['logan']);
  });

  it('answers 404 for a thread that is not there or not seen', async () => {
    expect((await put(2_000_000_000, cast.member, { counties: [] })).statusCode).toBe(404);
    const held = await makeThread(t.database.db, { author: cast.moderator.user, status: 'held' });
    expect((await put(held.thread.id, cast.member, { counties: [] })).statusCode).toBe(404);
  });
});

describe('a section’s page', () => {
  it('shows the counties its threads carry, most carried first', async () => {
    const content = 'A pooling order in 20-7N-4W.';
    for (const counties of [['grady'], ['grady', 'mcclain'], []]) {
      const res = await t.call('POST', '/api/threads', {
        token: cast.member.token,
        body: { category_id: categoryId, title: `Pooling ${Math.random()}`, content, counties },
      });
      expect(res.statusCode).toBe(201);
    }
    const page = (await t.call('GET', '/api/land/ok/im/07n/04w/20')).json();
    expect(page.counties).toEqual([
      { slug: 'grady', name: 'Grady', threads: 2 },
      { slug: 'mcclain', name: 'McClain', threads: 1 },
    ]);
    expect((await t.call('GET', '/api/land/ok/im/07n/04w/21')).json().counties).toEqual([]);
  });
});

describe('the server-rendered lists', () => {
  it('honour ?county= on the discussions page, with the county on each row as a link', async () => {
    const about = (await start(cast.member, 'Pawnee royalty question', ['pawnee'])).json().thread;
    const elsewhere = (await start(cast.member, 'Tulsa royalty question', ['tulsa'])).json().thread;
    const page = await t.call('GET', '/threads?county=pawnee');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(about.title);
    expect(page.body).not.toContain(elsewhere.title);
    expect(page.body).toContain('href="/threads?county=pawnee"');
    const thread = await t.call('GET', `/thread/${about.id}`);
    expect(thread.body).toContain('href="/threads?county=pawnee"');
  });

  it('honour ?county= on a category’s page too', async () => {
    const about = (await start(cast.member, 'Osage division order', ['osage'])).json().thread;
    const elsewhere = (await start(cast.member, 'Kay division order', ['kay'])).json().thread;
    const { slug } = await t.database.db
      .selectFrom('categories')
      .select('slug')
      .where('id', '=', categoryId)
      .executeTakeFirstOrThrow();
    const page = await t.call('GET', `/category/${slug}?county=osage`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(about.title);
    expect(page.body).not.toContain(elsewhere.title);
    expect((await t.call('GET', `/category/${slug}`)).body).toContain(elsewhere.title);
  });
});
