import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { type Account, apiAs, createMember } from './support/session';

// Links in posts (docs/product.md#forum-rules): a link to one of the forum's own pages, written from the root,
// is a plain link that opens inside the app; links off the site keep their marks; the browser's sanitiser
// drops hostile addresses even from HTML the server did not cook.

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
failOnConsoleErrors();

async function startThread(author: Account, content: string): Promise<number> {
  const categories = await apiAs<{ categories: { id: number; is_locked: boolean }[] }>(
    null,
    'GET',
    '/api/categories',
  );
  const res = await apiAs<{ thread: { id: number } }>(author, 'POST', '/api/threads', {
    category_id: categories.body.categories.find((c) => !c.is_locked)?.id,
    title: unique('Links in posts'),
    content,
  });
  expect(res.status).toBe(201);
  return res.body.thread.id;
}

test('a link to a forum page opens inside the app; a modified click and links off the site are left alone', async ({
  page,
  context,
}) => {
  const author = await createMember('linker');
  const target = await startThread(author, 'Where do I find the decimal?');
  const reply = await apiAs<{ post: { id: number } }>(author, 'POST', '/api/posts', {
    thread_id: target,
    content: 'On the check stub.',
  });
  expect(reply.status).toBe(201);
  const replyAnchor = `/thread/${target}#post-${reply.body.post.id}`;
  const linking = await startThread(
    author,
    [
      'Try the [royalty calculator](/calculator/royalty).',
      `Or [see this thread](${replyAnchor}).`,
      'Off the site: [the OCC](https://oklahoma.gov/occ).',
    ].join('\n\n'),
  );

  await page.goto(`/thread/${linking}`);
  const post = page.getByRole('article').first();
  const calculator = post.getByRole('link', { name: 'royalty calculator' });
  await expect(calculator).toHaveAttribute('href', '/calculator/royalty');
  await expect(calculator).not.toHaveAttribute('target');
  await expect(calculator).not.toHaveAttribute('rel');
  const external = post.getByRole('link', { name: 'the OCC' });
  await expect(external).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  await expect(external).toHaveAttribute('target', '_blank');

  // A page loaded again would lose this mark.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const sameDocument = () => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument);

  // Shift+click is the browser's: a new window, and this page stays where it was.
  const opened = context.waitForEvent('page');
  await calculator.click({ modifiers: ['Shift'] });
  await (await opened).close();
  await expect(page).toHaveURL(new RegExp(`/thread/${linking}$`));

  await calculator.click();
  await expect(page).toHaveURL(/\/calculator\/royalty$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Royalty and NRI Calculator' })).toBeVisible();
  expect(await sameDocument()).toBe(true);

  await page.goBack();
  await post.getByRole('link', { name: 'see this thread' }).click();
  await expect(page).toHaveURL(new RegExp(`${replyAnchor}$`));
  await expect(page.locator(`#post-${reply.body.post.id}`)).toBeInViewport();
  expect(await sameDocument()).toBe(true);
});

test('the browser keeps a site path from cooked HTML as a plain link and drops hostile addresses', async ({
  page,
}) => {
  const author = await createMember('sanitised');
  const threadId = await startThread(author, 'Replaced below with HTML the cooker would never make.');
  const hostile = [
    '//evil.example/a',
    '/\\evil.example/b',
    '\\\\evil.example/c',
    '/%09/evil.example/d',
    '/\t/evil.example/e',
    '/%2F/evil.example/f',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(2)',
    'java&#x09;script:alert(3)',
    '&#106;avascript:alert(4)',
    'data:text/html,<script>alert(5)</script>',
    'vbscript:msgbox(6)',
    'foo/bar',
  ];
  const cooked = `<p>${hostile.map((href, i) => `<a href="${href}">bad ${i}</a>`).join(' ')} <a href="/calculator/royalty" rel="nofollow" target="_blank" class="other">good</a></p>`;
  await page.route(new RegExp(`/api/threads/${threadId}(\\?.*)?$`), async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.posts[0].cooked = cooked;
    await route.fulfill({ response, json });
  });

  // Opened from inside the app: the browser asks for the thread's posts and draws them itself (a page opened
  // by its address arrives drawn by the server, from the cooker's own HTML).
  await page.goto('/threads');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  // The router follows the history as Back and Forward do.
  await page.evaluate((path) => {
    window.history.pushState({ idx: 1 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
  }, `/thread/${threadId}`);
  const post = page.getByRole('article').first();
  const good = post.getByRole('link', { name: 'good' });
  await expect(good).toHaveAttribute('href', '/calculator/royalty');
  for (const attribute of ['target', 'rel', 'class']) await expect(good).not.toHaveAttribute(attribute);
  for (let i = 0; i < hostile.length; i++)
    await expect(post.getByText(`bad ${i}`, { exact: true })).toBeVisible();
  await expect(post.locator('.post-content a[href]')).toHaveCount(1);
});
