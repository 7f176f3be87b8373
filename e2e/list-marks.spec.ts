import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE_AND_DESKTOP, watchConsole } from './support/console';
import { type Account, apiAs, createMember, signInAs } from './support/session';

// The marks of the Discussions list (docs/product.md#following-threads): "2 new" on a thread with replies
// after the member's read position, "Not opened yet" on one they never opened, and the New and Unread
// choices in the filter bar; a guest sees none of it and never asks for it.

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

async function startThread(author: Account, title: string): Promise<number> {
  const categories = await apiAs<{ categories: { id: number; is_locked: boolean }[] }>(
    null,
    'GET',
    '/api/categories',
  );
  const category = categories.body.categories.find((c) => !c.is_locked);
  const res = await apiAs<{ thread: { id: number } }>(author, 'POST', '/api/threads', {
    category_id: category?.id,
    title,
    content: 'The operator sent a division order with a decimal I cannot match to my deed.',
  });
  expect(res.status).toBe(201);
  return res.body.thread.id;
}

const rowOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

for (const size of PHONE_AND_DESKTOP) {
  test(`Discussions marks new replies and unopened threads at ${size.width}px`, async ({ browser }) => {
    const memberA = await createMember('reader');
    const memberB = await createMember('replier');
    const openedTitle = unique('Division order decimal');
    const unopenedTitle = unique('Pooling order election');
    const openedId = await startThread(memberB, openedTitle);

    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signInAs(page, memberA);

    // A opens the thread: the browser reports the opening post as read.
    await page.goto(`/thread/${openedId}`);
    await expect(page.getByRole('heading', { name: openedTitle, level: 1 })).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await apiAs<{ last_read_post_id: number | null }>(
              memberA,
              'GET',
              `/api/threads/${openedId}/reading`,
            )
          ).body.last_read_post_id,
      )
      .not.toBeNull();

    // B replies twice and starts a thread A never opens.
    for (const content of ['The decimal is 0.00390625: 5 net acres, 1/8 royalty.', 'Check the unit size.']) {
      const reply = await apiAs(memberB, 'POST', '/api/posts', { thread_id: openedId, content });
      expect(reply.status).toBe(201);
    }
    await startThread(memberB, unopenedTitle);

    await page.goto('/threads');
    const opened = rowOf(page, openedTitle);
    const newLink = opened.getByRole('link', { name: '2 new posts' });
    await expect(newLink).toBeVisible();
    await expect(newLink).toHaveAttribute('href', `/thread/${openedId}`);
    await expect(opened.getByText('Not opened yet')).toHaveCount(0);
    await expect(rowOf(page, unopenedTitle).getByText('Not opened yet')).toBeVisible();
    await expect(rowOf(page, unopenedTitle).getByRole('link', { name: /new posts?$/ })).toHaveCount(0);

    const lists = page.getByRole('navigation', { name: 'Your lists' });
    await expect(lists.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/new');
    await expect(lists.getByRole('link', { name: 'Unread' })).toHaveAttribute('href', '/unread');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/list-marks-${size.width}-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });

    // The mark opens the thread; the filter chip opens the Unread list, which agrees.
    await newLink.click();
    await expect(page).toHaveURL(new RegExp(`/thread/${openedId}`));
    await page.goto('/threads');
    await lists.getByRole('link', { name: 'Unread' }).click();
    await expect(page).toHaveURL(/\/unread$/);
    expect(errors).toEqual([]);
    await context.close();

    // A guest sees the same rows, without marks or the member's lists, and never asks for marks.
    const guestContext = await browser.newContext({ viewport: size });
    const guest = await guestContext.newPage();
    const asked: string[] = [];
    guest.on('request', (request) => {
      if (request.url().includes('/api/reading/')) asked.push(request.url());
    });
    await guest.goto('/threads');
    await expect(rowOf(guest, unopenedTitle)).toBeVisible();
    await expect(rowOf(guest, openedTitle)).toBeVisible();
    await expect(guest.getByText('Not opened yet')).toHaveCount(0);
    await expect(guest.getByRole('link', { name: /\d+ new posts?$/ })).toHaveCount(0);
    await expect(guest.getByRole('navigation', { name: 'Your lists' })).toHaveCount(0);
    expect(asked).toEqual([]);
    await guestContext.close();
  });
}
