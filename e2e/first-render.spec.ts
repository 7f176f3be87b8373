import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { apiAs, createMember, signInAs } from './support/session';
import { categoriesByPageId, reply, startThread } from './support/walkthrough';

// The app's first render over a page the server rendered (docs/decisions/032): the server's copy stays on
// screen while the app fetches the page's chunk and data, then one render replaces it, with no "Loading..."
// line between the two, and a reader who scrolled meanwhile keeps their place.

const API_DELAY_MS = 1500;

/** From the page's first byte, every "Loading..." text the page drew, kept in window.loadingSeen. */
async function recordLoadingTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    new MutationObserver(() => {
      const text = document.getElementById('root')?.textContent ?? '';
      const loading = /Loading[^.…]*(?:\.\.\.|…)/.exec(text);
      if (loading && !seen.includes(loading[0])) seen.push(loading[0]);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const loadingSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);

/** Holds every API answer whose path matches back for API_DELAY_MS: a slow phone network. */
async function slowApi(page: Page, path: RegExp): Promise<void> {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.continue();
    },
  );
}

test.describe('the first render over the server page', () => {
  failOnConsoleErrors();
  test.use({ viewport: { width: 390, height: 844 } });

  test('a thread: the server posts stay until the app draws every post once, and the post scrolled to stays put', async ({
    page,
  }) => {
    const author = await createMember('firstrender');
    const leasing = (await categoriesByPageId()).get('leasing');
    if (!leasing) throw new Error('Leasing missing');
    const id = await startThread(author, leasing.id, `First render ${Date.now()}`);
    await reply(author, id, 14, 'A reply long enough to take a few lines on a phone screen, reply number');
    await recordLoadingTexts(page);
    await slowApi(page, new RegExp(`^/api/threads/${id}$`));

    await page.goto(`/thread/${id}`, { waitUntil: 'domcontentloaded' });
    // The server's copy, while the app waits for the thread's posts: the reader scrolls down the page.
    await expect(page.locator('#root article.post').nth(14)).toBeAttached();
    await expect(page.locator('.post-card')).toHaveCount(0);
    await page
      .locator('#root article.post')
      .nth(5)
      .evaluate((post) => {
        post.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -40);
      });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The post the reader has at the top of the window: the first whose top is on screen.
    const [postId, before] = await page.evaluate(() => {
      const top = [...document.querySelectorAll('#root article.post')].find(
        (post) => post.getBoundingClientRect().top >= 0,
      );
      return [top?.id ?? '', top?.getBoundingClientRect().top ?? -1] as const;
    });
    expect(postId).toMatch(/^post-\d+$/);

    // The app's page: all 15 posts, the same post at the same height on screen, no loading line ever drawn.
    await expect(page.locator('.post-card')).toHaveCount(15);
    await expect(page.locator(`#${postId}.post-card`)).toBeVisible();
    const after = await page.locator(`#${postId}`).evaluate((post) => post.getBoundingClientRect().top);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
    expect(await loadingSeen(page)).toEqual([]);
  });

  test('a deep link to a post past the first few still opens at that post', async ({ page }) => {
    const author = await createMember('deeplink');
    const leasing = (await categoriesByPageId()).get('leasing');
    if (!leasing) throw new Error('Leasing missing');
    const id = await startThread(author, leasing.id, `Deep link ${Date.now()}`);
    await reply(author, id, 14, 'Deep reply');
    const posts = await (await page.request.get(`/api/threads/${id}`)).json();
    const last = posts.posts.at(-1).id as number;

    // The server's page names the thread page's chunk, so the browser fetches it beside the first bundle.
    const html = await (await page.request.get(`/thread/${id}`)).text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/thread-page-[\w-]+\.js">/);

    await page.goto(`/thread/${id}#post-${last}`);
    await expect(page.locator('.post-card')).toHaveCount(15);
    await expect(page.locator(`#post-${last}.post-card`)).toBeInViewport();
    await expect(page.locator(`#post-${last}`)).toBeFocused();
  });

  test("a thread's posts are asked for once, from the page's head, before the app's code arrives; a member's with their session", async ({
    page,
  }) => {
    const author = await createMember('earlyauthor');
    const voter = await createMember('earlyvoter');
    const leasing = (await categoriesByPageId()).get('leasing');
    if (!leasing) throw new Error('Leasing missing');
    const id = await startThread(author, leasing.id, `Early fetch ${Date.now()}`);
    await reply(author, id, 2, 'Early reply');
    const detail = (await apiAs<{ posts: { id: number }[] }>(null, 'GET', `/api/threads/${id}`)).body;
    const voted = detail.posts[1]?.id;
    expect((await apiAs(voter, 'POST', `/api/posts/${voted}/vote`, { vote_type: 1 })).status).toBe(200);

    const seen: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === `/api/threads/${id}`)
        seen.push(request.headers().authorization ? 'posts asked, signed in' : 'posts asked');
    });
    // The app's first bundle arrives late, as on a slow phone network.
    await page.route(
      (url) => /^\/assets\/index-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
        seen.push('app arrives');
        await route.continue();
      },
    );
    await page.goto(`/thread/${id}`);
    await expect(page.locator('.post-card')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual(['posts asked', 'app arrives']);

    // A member: the early request carries the session, so the app shows the member's own vote from it.
    seen.length = 0;
    await signInAs(page, voter);
    seen.length = 0;
    // The member's live notification stream keeps the network busy: their reply box's draft, asked for as
    // the page mounts, marks the point by which a second request for the posts would have gone out.
    const draftAsked = page.waitForResponse((response) => response.url().includes(`/api/drafts/reply-${id}`));
    await page.goto(`/thread/${id}`);
    await expect(page.locator(`#post-${voted}`).getByRole('button', { name: 'Upvote' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await draftAsked;
    await page.waitForTimeout(500);
    // (The app's code now comes from the browser's cache.)
    expect(seen.filter((step) => step !== 'app arrives')).toEqual(['posts asked, signed in']);
  });

  test('the discussions list: its threads are asked for while its chunk is still on the way, not after', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/threads') asked.push('list asked');
    });
    // The page's own chunk arrives late, as on a slow phone network.
    await page.route(
      (url) => /^\/assets\/discussions-page-[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
        asked.push('chunk arrives');
        await route.continue();
      },
    );
    await page.goto('/threads');
    await expect(page.locator('.thread-row').first()).toBeVisible();
    expect(asked.slice(0, 2)).toEqual(['list asked', 'chunk arrives']);
  });
});
