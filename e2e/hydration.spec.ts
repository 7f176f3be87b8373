import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs, createMember, signInAs } from './support/session';
import { categoriesByPageId, reply, startThread } from './support/walkthrough';

// Every public page is drawn by React on the server and adopted in the browser (docs/decisions/034): no
// hydration mismatch as a guest or as a member, no second request for the data the page came with, the
// member's own parts filled in after adoption, and every page readable with JavaScript off.

/** Console errors and warnings, uncaught errors, and the mismatches React reports (main.tsx logs them). */
function watchPage(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    // The browser logs the 404 status of a missing page's own document; that one is expected.
    if (/status of 404/.test(message.text())) return;
    if (type === 'error' || type === 'warning') problems.push(`${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The addresses of the public pages, with a thread of two pages and a member with a profile. */
async function publicPages(): Promise<{ paths: string[]; threadId: number; author: string }> {
  const author = await createMember('hydrate');
  const leasing = (await categoriesByPageId()).get('leasing');
  if (!leasing) throw new Error('Leasing missing');
  const threadId = await startThread(author, leasing.id, `Hydration ${Date.now()}`);
  await reply(author, threadId, 52, 'Hydration reply');
  return {
    threadId,
    author: author.username,
    paths: [
      '/',
      '/?page=texas',
      '/threads',
      '/threads?sort=top',
      '/threads?page=2',
      '/threads?q=hydration',
      // The county list's chunk is loaded before adopting a list that names a county (decision 050).
      '/threads?county=grady',
      '/category/leasing',
      `/thread/${threadId}`,
      `/thread/${threadId}?page=2`,
      `/thread/${threadId}?sort=newest`,
      `/u/${author.username}`,
      '/community-rules',
      '/calculator/royalty?acres=10&royalty=3%2F16&unit=640',
      '/calculator/decimal-to-fraction?decimal=0.0029296875',
      '/calculator/metes-and-bounds',
      '/calculator/deed-builder',
      '/no-such-page',
    ],
  };
}

/** Opens each page and fails on any problem React or the page reported, and on any page-data refetch. */
async function openEach(page: Page, paths: string[]): Promise<string[]> {
  const problems = watchPage(page);
  const dataAsked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/^\/api\/(threads|categories|search|users)/.test(pathname)) dataAsked.push(`${pathname}${search}`);
  });
  const byPage: string[] = [];
  for (const path of paths) {
    dataAsked.length = 0;
    problems.length = 0;
    await page.goto(path);
    // Adopted: the app marks the document once React has taken the page over.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForTimeout(300);
    byPage.push(...problems.map((problem) => `${path}: ${problem}`));
    if (dataAsked.length > 0) byPage.push(`${path}: asked again for ${dataAsked.join(', ')}`);
  }
  return byPage;
}

test.describe('pages rendered once', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let pages: Awaited<ReturnType<typeof publicPages>>;
  test.beforeAll(async () => {
    pages = await publicPages();
  });

  test('as a guest: every public page is adopted without a mismatch and without asking for its data again', async ({
    page,
  }) => {
    expect(await openEach(page, pages.paths)).toEqual([]);
  });

  test("as a member: no mismatch, and the member's own vote and menu fill in after adoption", async ({
    page,
  }) => {
    const voter = await createMember('hydratevoter');
    const detail = (await apiAs<{ posts: { id: number }[] }>(null, 'GET', `/api/threads/${pages.threadId}`))
      .body;
    const voted = detail.posts[1]?.id;
    expect((await apiAs(voter, 'POST', `/api/posts/${voted}/vote`, { vote_type: 1 })).status).toBe(200);
    await signInAs(page, voter);
    const problems = watchPage(page);
    for (const path of pages.paths) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.getByRole('link', { name: /^Notifications/ }).first()).toBeVisible();
    }
    await page.goto(`/thread/${pages.threadId}`);
    await expect(page.locator(`#post-${voted}`).getByRole('button', { name: 'Upvote' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(problems.filter((problem) => !/status of 4\d\d/.test(problem))).toEqual([]);
  });

  test('a deep link to a post on a server-rendered page opens at that post', async ({ page }) => {
    const detail = (await apiAs<{ posts: { id: number }[] }>(null, 'GET', `/api/threads/${pages.threadId}`))
      .body;
    const last = detail.posts.at(-1)?.id;
    await page.goto(`/thread/${pages.threadId}#post-${last}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.locator(`#post-${last}`)).toBeInViewport();
  });
});

test.describe('with JavaScript off', () => {
  let pages: Awaited<ReturnType<typeof publicPages>>;
  test.beforeAll(async () => {
    pages = await publicPages();
  });

  async function noScript(browser: Browser): Promise<Page> {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    return context.newPage();
  }

  test('every public page shows its content, and a thread pages by plain links', async ({ browser }) => {
    const page = await noScript(browser);
    const expected: Record<string, RegExp> = {
      '/': /Latest discussions/,
      '/threads': /Forum Discussions/,
      '/category/leasing': /Hydration \d+/,
      '/community-rules': /Community Guidelines/,
      '/calculator/royalty?acres=10&royalty=3%2F16&unit=640': /0\.00292969/,
      '/calculator/decimal-to-fraction?decimal=0.0029296875': /3\/1024/,
      '/calculator/metes-and-bounds': /Tract Visualizer/,
      '/calculator/deed-builder': /Deed Plotter/,
      [`/u/${pages.author}`]: new RegExp(pages.author),
    };
    for (const [path, text] of Object.entries(expected)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main'), path).toContainText(text);
    }
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('main')).toContainText('Page Not Found');

    await page.goto(`/thread/${pages.threadId}`);
    await expect(page.locator('article.post-card')).toHaveCount(50);
    await page.getByRole('link', { name: /Next/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/thread/${pages.threadId}\\?page=2$`));
    await expect(page.locator('article.post-card')).toHaveCount(3);
    await expect(page.locator('main')).toContainText('Hydration reply 52');
    await page.context().close();
  });
});
