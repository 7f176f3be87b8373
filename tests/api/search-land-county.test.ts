import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The search box's land offer and search by county (docs/product.md#land-in-the-search-box-and-counties): a section written any way is
// offered as its page while the reader types (GET /api/search/land) and first among the results; a search
// with other words beside the section looks for those words among the threads naming it, in any form; and
// ?county= narrows every kind of search as it narrows the lists.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
let categorySlug: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
  categorySlug = (
    await t.database.db
      .selectFrom('categories')
      .select('slug')
      .where('id', '=', categoryId)
      .executeTakeFirstOrThrow()
  ).slug;
  const start = async (name: string, content: string, counties: string[]) => {
    const res = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: { category_id: categoryId, title: `${name} thread`, content, counties },
    });
    expect(res.statusCode).toBe(201);
    ids[name] = res.json().thread.id;
  };
  await start('grady', 'A pooling notice for the NE/4 of 20-5N-3W, bonus offered.', ['grady']);
  await start('caddo', 'Lease offer on Section 20, Township 5 North, Range 3 West.', ['caddo']);
  await start('words', 'A pooling notice in Grady, nothing about that land.', ['grady']);
});
afterAll(() => t.close());

const found = (body: { results: { thread: { id: number } }[] }) => body.results.map((r) => r.thread.id);
const offer = { key: 'ok-im-05n-03w-20', title: 'Section 20-5N-3W', path: '/land/ok/im/05n/03w/20' };

describe('GET /api/search/land: the offer while typing', () => {
  it.each([
    '20-5N-3W',
    'S20 T5N R3W',
    'Section 20, Township 5 North, Range 3 West',
    'Sec. 20-05N-03W',
    '5N 3W sec 20',
    'pooling in 20-5N-3W',
  ])('offers the section’s page for “%s”', async (q) => {
    const res = await t.call('GET', `/api/search/land?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ land: offer });
  });

  it('offers a township’s page, and nothing for words, a section 37, a township 99N or two sections', async () => {
    const township = await t.call('GET', `/api/search/land?q=${encodeURIComponent('T5N R3W')}`);
    expect(township.json().land).toMatchObject({ path: '/land/ok/im/05n/03w' });
    for (const q of ['pooling order', '37-5N-3W', '20-99N-3W', '20-5N-3W and 21-5N-3W', '2023']) {
      const res = await t.call('GET', `/api/search/land?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ land: null });
    }
  });

  it.each([
    ['no q', ''],
    ['an empty q', 'q='],
    ['a blank q', `q=${encodeURIComponent('   ')}`],
    ['an oversized q', `q=${'20-5N-3W '.repeat(40)}`],
    ['q twice', 'q=20-5N-3W&q=21-5N-3W'],
  ])('refuses %s with a 400 and a message', async (_name, query) => {
    const res = await t.call('GET', `/api/search/land?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error ?? res.json().message).toBeTruthy();
  });

  it.each([
    ['script', '<script>alert(1)</script> 20-5N-3W'],
    ['right-to-left override', '20-5N-3W\u202e'],
    ['full-width digits', '２０-５N-３W'],
    ['Cyrillic look-alikes', '20-5\u041d-3W'],
    ['zero-width joiners', '2\u200d0-5N-3W'],
    ['emoji', '🛢️ 20-5N-3W 🛢️'],
    ['a NUL', '20-5N-3W\u0000'],
  ])('answers %s without a server error, never echoing markup', async (_name, q) => {
    const res = await t.call('GET', `/api/search/land?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('<script');
    if (res.statusCode === 200) expect([null, offer.key]).toContain(res.json().land?.key ?? null);
  });

  it.each([
    ['a lone surrogate', '20-5N-3W%ED%A0%80'],
    ['a broken escape', '20-5N-3W%E0%A4%A'],
    ['an overlong encoding', '%C0%BCscript%C0%BE'],
  ])('answers %s in the address with a 4xx or an empty offer, never a 500', async (_name, raw) => {
    const res = await t.call('GET', `/api/search/land?q=${raw}`);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('<script');
  });
});

describe('GET /api/search by land', () => {
  it('lists the threads naming the section in any form, its page first, narrowed by county', async () => {
    const all = (await t.call('GET', `/api/search?q=${encodeURIComponent('S20 T5N R3W')}`)).json();
    expect(all.land).toEqual(offer);
    expect(found(all).sort()).toEqual([ids.grady, ids.caddo].sort());
    const grady = await t.call('GET', `/api/search?q=${encodeURIComponent('S20 T5N R3W')}&county=grady`);
    expect(grady.statusCode).toBe(200);
    expect(found(grady.json())).toEqual([ids.grady]);
    expect(grady.json().pagination.total).toBe(1);
    expect(grady.json().land).toEqual(offer);
  });

  it('keeps to the key inside a category too', async () => {
    const q = encodeURIComponent('Section 20, Township 5 North, Range 3 West');
    const body = (await t.call('GET', `/api/search?q=${q}&category_slug=${categorySlug}`)).json();
    expect(found(body).sort()).toEqual([ids.grady, ids.caddo].sort());
  });

  it('searches other words among the threads naming the section in another form', async () => {
    const body = (await t.call('GET', `/api/search?q=${encodeURIComponent('pooling S20 T5N R3W')}`)).json();
    expect(found(body)).toEqual([ids.grady]);
    expect(body.land).toEqual(offer);
    expect(body.results[0].snippet_html).toContain('<mark>pooling</mark>');
    const lease = (await t.call('GET', `/api/search?q=${encodeURIComponent('lease 20-5N-3W')}`)).json();
    expect(found(lease)).toEqual([ids.caddo]);
  });
});

describe('GET /api/search by county', () => {
  it('narrows a search by words to the county’s threads', async () => {
    const all = (await t.call('GET', '/api/search?q=pooling')).json();
    expect(found(all)).toEqual(expect.arrayContaining([ids.grady, ids.words]));
    const grady = (await t.call('GET', '/api/search?q=pooling&county=grady')).json();
    expect(found(grady).sort()).toEqual([ids.grady, ids.words].sort());
    const caddo = (await t.call('GET', '/api/search?q=pooling&county=caddo')).json();
    expect(caddo.results).toEqual([]);
    expect(caddo.pagination.total).toBe(0);
  });

  it.each(['gradyy', 'GRADY', '<script>', 'gr\u0430dy', 'x'.repeat(300), ''])(
    'refuses ?county=%s with a 400',
    async (county) => {
      const res = await t.call('GET', `/api/search?q=pooling&county=${encodeURIComponent(county)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error ?? res.json().message).toBeTruthy();
    },
  );
});
