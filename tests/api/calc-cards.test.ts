import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { findCounterDrift, firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const NRI_CARD = {
  calculator: 'nri',
  version: 1,
  inputs: { acres: '10', royalty: '3/16', unit: '640' },
  result: '0.00292969 (3/1024)',
};
const SQUARE_DEED =
  'Beginning at the point of beginning; thence North 660 feet; thence East 660 feet; thence South 660 feet; thence West 660 feet to the point of beginning.';
const TRACT_CARD = {
  calculator: 'tract',
  version: 1,
  inputs: { deed: SQUARE_DEED },
  result: '10.0000 acres',
};

async function startThread(token: string, cards: unknown[], content = 'Is my division order right?') {
  return t.call('POST', '/api/threads', {
    token,
    body: { category_id: categoryId, title: 'Checking my decimal', content, cards },
  });
}

async function postsOf(threadId: number, token?: string) {
  const res = await t.call('GET', `/api/threads/${threadId}`, token ? { token } : {});
  expect(res.statusCode).toBe(200);
  return res.json().posts as Array<{ id: number; cards: Array<Record<string, unknown>> }>;
}

describe('attaching calculator cards', () => {
  it('stores the inputs only and shows guests the recomputed card', async () => {
    const res = await startThread(cast.member.token, [NRI_CARD]);
    expect(res.statusCode).toBe(201);
    const { thread } = res.json();
    const stored = await db()
      .selectFrom('posts')
      .select('cards')
      .where('thread_id', '=', thread.id)
      .execute();
    expect(stored[0]!.cards).toEqual([{ calculator: 'nri', version: 1, inputs: NRI_CARD.inputs }]);
    const [first] = await postsOf(thread.id);
    expect(first!.cards).toHaveLength(1);
    expect(first!.cards[0]).toMatchObject({
      calculator: 'nri',
      result: '0.00292969 (3/1024)',
      summary:
        'Net revenue interest 0.00292969 (3/1024): 10 net mineral acres in a 640-acre unit at a 3/16 royalty.',
      href: '/calculator/royalty?acres=10&royalty=3%2F16&unit=640',
      recomputed: false,
    });
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('accepts a card without a claimed result and recomputes it', async () => {
    const { result: _claimed, ...card } = TRACT_CARD;
    const res = await startThread(cast.member.token, [card]);
    expect(res.statusCode).toBe(201);
    const [first] = await postsOf(res.json().thread.id);
    expect(first!.cards[0]).toMatchObject({ calculator: 'tract', result: '10.0000 acres' });
    expect((first!.cards[0]!.drawing as { closed: boolean }).closed).toBe(true);
  });

  it('refuses a card whose result was changed on the way', async () => {
    const res = await startThread(cast.member.token, [{ ...NRI_CARD, result: '0.5 (1/2)' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CARD_RESULT_MISMATCH', field: 'cards.0.result' });
  });

  it('refuses tampered inputs that compute nothing (more acres than the unit)', async () => {
    const res = await startThread(cast.member.token, [
      { calculator: 'nri', version: 1, inputs: { acres: '700', royalty: '3/16', unit: '640' } },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CARD_NOT_COMPUTABLE');
  });

  it('refuses an unknown calculator, version or input name', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...NRI_CARD, calculator: 'lottery' }, 'CARD_UNKNOWN_CALCULATOR'],
      [{ ...NRI_CARD, version: 99 }, 'CARD_UNKNOWN_VERSION'],
      [{ ...NRI_CARD, inputs: { ...NRI_CARD.inputs, onload: 'x' } }, 'CARD_BAD_INPUT'],
      [{ ...NRI_CARD, inputs: { royalty: '3/16' } }, 'CARD_BAD_INPUT'],
    ];
    for (const [card, code] of cases) {
      const res = await startThread(cast.member.token, [card]);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
  });

  it('refuses wrong types with a 400 naming the field', async () => {
    const cases: unknown[] = [
      'not a list',
      [null],
      [{ ...NRI_CARD, version: '1' }],
      [{ ...NRI_CARD, inputs: { acres: 10 } }],
      [{ ...NRI_CARD, inputs: 'acres=10' }],
      [{ version: 1, inputs: {} }],
    ];
    for (const cards of cases) {
      const res = await startThread(cast.member.token, cards as unknown[]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      expect(res.json().field).toMatch(/^cards/);
    }
  });

  it('refuses an oversized deed and too many cards', async () => {
    const deed = 'thence North 10 feet; '.repeat(1_000);
    const huge = await startThread(cast.member.token, [
      { calculator: 'tract', version: 1, inputs: { deed } },
    ]);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().field).toBe('cards.0.inputs.deed');
    const many = await startThread(cast.member.token, Array(6).fill(NRI_CARD));
    expect(many.statusCode).toBe(400);
    expect(many.json().field).toBe('cards');
  });

  it('refuses a deed of 200,000 characters, over the body limit or the input limit, never a 500', async () => {
    const deed = 'N 10 E 20 feet; '.repeat(12_500);
    expect(deed.length).toBe(200_000);
    const res = await startThread(cast.member.token, [{ calculator: 'tract', version: 1, inputs: { deed } }]);
    expect([400, 413]).toContain(res.statusCode);
  });

  it('keeps script-bearing inputs as text, never markup, in the API and the page', async () => {
    const hostile = '<script>alert(1)</script> thence North 100 feet; thence East 100 feet';
    const res = await startThread(cast.member.token, [
      { calculator: 'tract', version: 1, inputs: { deed: hostile } },
    ]);
    expect(res.statusCode).toBe(201);
    const threadId = res.json().thread.id;
    const html = (await t.call('GET', `/thread/${threadId}`)).body;
    expect(html).toContain('calc-card-view');
    expect(html).not.toContain('<script>alert(1)</script>');
    const evil = await startThread(cast.member.token, [
      { calculator: 'fraction', version: 1, inputs: { expr: '<img src=x onerror=alert(1)>' } },
    ]);
    expect(evil.statusCode).toBe(400);
    expect(evil.json().code).toBe('CARD_NOT_COMPUTABLE');
  });
});

describe('who may attach cards', () => {
  it('refuses guests, guest-role, muted and banned users, and lets members and staff', async () => {
    const guestRole = await makeUser(db(), { role: 'guest' });
    expect((await startThread('', [NRI_CARD])).statusCode).toBe(401);
    expect((await startThread(guestRole.token, [NRI_CARD])).statusCode).toBe(403);
    expect((await startThread(cast.muted.token, [NRI_CARD])).statusCode).toBe(403);
    expect((await startThread(cast.banned.token, [NRI_CARD])).statusCode).toBe(401);
    for (const who of [cast.member, cast.moderator, cast.admin]) {
      expect((await startThread(who.token, [NRI_CARD])).statusCode).toBe(201);
    }
  });

  it('attaches cards to replies, for members only', async () => {
    const made = await makeThread(db(), { author: cast.member });
    const body = { thread_id: made.thread.id, content: 'My tract', cards: [TRACT_CARD] };
    expect((await t.call('POST', '/api/posts', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/posts', { token: cast.muted.token, body })).statusCode).toBe(403);
    const res = await t.call('POST', '/api/posts', { token: cast.moderator.token, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().post.cards[0]).toMatchObject({ calculator: 'tract', result: '10.0000 acres' });
    const bad = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { ...body, cards: [{ ...TRACT_CARD, result: '99 acres' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('lets an edit replace or keep the cards; others cannot edit them', async () => {
    const res = await startThread(cast.member.token, [NRI_CARD]);
    const [first] = await postsOf(res.json().thread.id);
    const edit = (token: string, body: unknown) => t.call('PUT', `/api/posts/${first!.id}`, { token, body });
    const kept = await edit(cast.member.token, { content: 'Edited text' });
    expect(kept.json().post.cards).toHaveLength(1);
    const other = await makeUser(db());
    expect((await edit(other.token, { content: 'x', cards: [] })).statusCode).toBe(403);
    const replaced = await edit(cast.member.token, { content: 'Now a tract', cards: [TRACT_CARD] });
    expect(replaced.json().post.cards.map((c: { calculator: string }) => c.calculator)).toEqual(['tract']);
    const tampered = await edit(cast.admin.token, {
      content: 'x',
      cards: [{ ...NRI_CARD, result: '1 (1)' }],
    });
    expect(tampered.statusCode).toBe(400);
    const cleared = await edit(cast.admin.token, { content: 'No cards', cards: [] });
    expect(cleared.json().post.cards).toEqual([]);
  });
});

describe('cards from calculator links in the text', () => {
  it('shows a card for a link to a calculator page, once, after attached cards', async () => {
    const link = 'https://forum.example/calculator/royalty?acres=10&royalty=3%2F16';
    const content = `My numbers: ${link}. Same again: [here](${link}) and /calculator/decimal-to-fraction?expr=1%2F2%2B1%2F8`;
    const res = await startThread(cast.member.token, [TRACT_CARD], content);
    const [first] = await postsOf(res.json().thread.id);
    expect(first!.cards.map((c) => c.calculator)).toEqual(['tract', 'nri', 'fraction']);
    expect(first!.cards[2]!.result).toBe('5/8 = 0.625');
  });

  it('renders tampered, missing, huge or hostile links as plain text with no card and no error', async () => {
    const huge = `/calculator/metes-and-bounds?deed=${'N%2010%20E%20feet%3B%20'.repeat(2_000)}`;
    const content = [
      'https://x.example/calculator/royalty?acres=999999&royalty=3%2F16',
      'https://x.example/calculator/royalty?royalty=3%2F16',
      'https://x.example/calculator/royalty?acres=%3Cscript%3E&royalty=1',
      'https://x.example/calculator/nowhere?acres=1',
      huge,
    ].join('\n');
    const res = await startThread(cast.member.token, [], content);
    expect(res.statusCode).toBe(201);
    const threadId = res.json().thread.id;
    const [first] = await postsOf(threadId);
    expect(first!.cards).toEqual([]);
    const page = await t.call('GET', `/thread/${threadId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('calc-card-view');
  });

  it('computes link cards up to a budget of input characters per post; later links stay plain links', async () => {
    // Each deed about 4,000 characters of calls: two fit the post's budget of 10,000, the third does not.
    const deed = (n: number) => `${'N 10 E 100 feet; S 10 W 100 feet; '.repeat(115)}N ${n} E 1 feet`;
    const links = [1, 2, 3].map((n) => `/calculator/metes-and-bounds?deed=${encodeURIComponent(deed(n))}`);
    const res = await startThread(cast.member.token, [], links.join('\n'));
    expect(res.statusCode).toBe(201);
    const [first] = await postsOf(res.json().thread.id);
    expect(first!.cards.map((c) => c.calculator)).toEqual(['tract', 'tract']);
  });

  it('renders a post with 50 calculator links with its 50 cards', async () => {
    const links = Array.from(
      { length: 50 },
      (_, i) => `https://forum.example/calculator/royalty?acres=${i + 1}&royalty=1%2F8`,
    );
    const res = await startThread(cast.member.token, [], links.join('\n'));
    const threadId = res.json().thread.id;
    const [first] = await postsOf(threadId);
    expect(first!.cards).toHaveLength(50);
    const page = await t.call('GET', `/thread/${threadId}`);
    expect(page.body.match(/class="calc-card-view"/g)).toHaveLength(50);
  });
});

describe('the server-rendered thread page', () => {
  it('shows the card with its text alternative and a link back to the calculator, without JavaScript', async () => {
    const res = await startThread(cast.member.token, [NRI_CARD, TRACT_CARD]);
    const page = await t.call('GET', `/thread/${res.json().thread.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Net revenue interest 0.00292969 (3/1024): 10 net mineral acres');
    expect(page.body).toContain('href="/calculator/royalty?acres=10&amp;royalty=3%2F16&amp;unit=640"');
    expect(page.body).toContain('Try with my numbers');
    expect(page.body).toMatch(
      /<svg class="calc-card-drawing" role="img" aria-label="Drawing of the tract: 10.0000 acres"/,
    );
  });

  it('leaves out a stored card of a version that never existed rather than show it wrong', async () => {
    const res = await startThread(cast.member.token, [NRI_CARD]);
    const threadId = res.json().thread.id;
    await db()
      .updateTable('posts')
      .set({ cards: JSON.stringify([{ calculator: 'nri', version: 0, inputs: NRI_CARD.inputs }]) })
      .where('thread_id', '=', threadId)
      .execute();
    const [first] = await postsOf(threadId);
    expect(first!.cards).toEqual([]);
  });
});
