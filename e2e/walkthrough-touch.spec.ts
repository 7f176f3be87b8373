import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { type Account, createMember, createStaffUser, signInAs } from './support/session';
import { smallTargets, smallText } from './support/touch';
import { categoriesByPageId, reply, snap, startThread } from './support/walkthrough';

// Looking and touching: on a 390 px phone every tap target is at least 44 × 44 px and no text is under
// 14 px (e2e/support/touch.ts measures), on every page a guest, a member and staff can open. On a desktop
// (a mouse, not a finger) the text is measured the same way: a control that forgets `font: inherit` falls
// to the browser's 13.3 px there, where the phone's layout hides it (the footer's "Keyboard shortcuts").
async function checkPages(page: Page, who: string, paths: string[]): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // A member's live notification stream keeps a request open, so "network idle" never comes: wait for the
    // page to be adopted and for its lists and spinners to settle instead.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0);
    if (width < 760) expect.soft(await smallTargets(page), `tap targets on ${path}`).toEqual([]);
    expect.soft(await smallText(page), `text on ${path} at ${width} px`).toEqual([]);
    const body = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
    expect(body, `body text on ${path}`).toBeGreaterThanOrEqual(16);
    if (width >= 760) continue;
    // What the walk saw, for a person to look at (tmp/shots/walk-<who>-<page>-390.png).
    const name = path
      .replace(/^\/u\/.*/, '/member-profile')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '');
    await snap(page, `walk-${who}-${name || 'home'}`);
  }
}

test.describe('tap targets and text size on a phone, on every page', () => {
  failOnConsoleErrors();
  test.use({ viewport: { width: 390, height: 844 } });

  let member: Account;
  let threadId = 0;
  test.beforeAll(async () => {
    member = await createMember('touch');
    const leasing = (await categoriesByPageId()).get('leasing');
    if (!leasing) throw new Error('Leasing missing');
    threadId = await startThread(
      member,
      leasing.id,
      `Tap targets ${Date.now()}`,
      'We own minerals in the NE/4 of 20-5N-3W, Grady County, and got a pooling notice, CD 2023-001234.',
    );
    await reply(member, threadId, 2);
  });

  const guestPaths = () => [
    '/',
    '/threads',
    '/threads?sort=top',
    `/thread/${threadId}`,
    '/category/leasing',
    `/u/${member.username}`,
    '/community-rules',
    '/land/ok/im/05n/03w',
    '/land/ok/im/05n/03w/20',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/confirm-email',
    '/calculator/decimal-to-fraction',
    '/calculator/royalty',
    '/calculator/metes-and-bounds',
    '/calculator/deed-builder',
    '/no-such-page',
  ];
  const memberPaths = () => [
    '/',
    '/threads',
    `/thread/${threadId}`,
    '/create-thread',
    `/u/${member.username}`,
    '/profile',
    '/profile/security',
    '/profile/two-factor',
    '/notifications',
    '/drafts',
    '/bookmarks',
    '/my-land',
    '/unread',
    '/new',
    '/land/ok/im/05n/03w/20',
  ];

  test('as a guest', async ({ page }) => {
    await checkPages(page, 'guest', guestPaths());
  });

  test('as a member', async ({ page }) => {
    await signInAs(page, member);
    await checkPages(page, 'member', memberPaths());
    // The site map drawer with the member's lists, opened from the phone's Menu button.
    await page.getByRole('button', { name: /Menu/ }).click();
    await expect(page.locator('#site-map')).toBeVisible();
    expect.soft(await smallTargets(page), 'tap targets in the open menu').toEqual([]);
    expect.soft(await smallText(page), 'text in the open menu').toEqual([]);
    await snap(page, 'walk-member-menu');
  });

  test('as staff', async ({ page }) => {
    await signInAs(page, await createStaffUser('admin'));
    await checkPages(page, 'staff', ['/moderation', '/admin', `/thread/${threadId}`]);
  });

  test('text on a desktop (1280 px), as a guest and a member', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await checkPages(page, 'guest', guestPaths());
    await signInAs(page, member);
    await checkPages(page, 'member', memberPaths());
    await signInAs(page, await createStaffUser('admin'));
    await checkPages(page, 'staff', ['/moderation', '/admin']);
  });
});

// A check box sits on its label's line, and the label reads as one sentence (it once stacked under the box,
// and on a phone its words and link split into columns).
for (const width of [390, 1280]) {
  test(`the guidelines check box sits beside its sentence at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/register');
    await expect(page.getByRole('checkbox')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The three boxes from one layout: measured one call apart, content arriving above the form in between
    // (the social sign-in list) moved the label but not the box already measured.
    const [box, label, link] = await page.evaluate(() =>
      ['.checkbox > input[type="checkbox"]', '.checkbox > label', '.checkbox > label a'].map((selector) => {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
      }),
    );
    if (!box || !label || !link) throw new Error('check box, label or link missing');
    expect(label.x, 'label starts right of the box').toBeGreaterThanOrEqual(box.x + box.width);
    expect(label.y, 'label starts on the box line').toBeLessThan(box.y + box.height);
    // The link follows the words: on the first line's end or the next line's start, never a column apart.
    const lineHeight = 30;
    expect(link.y - label.y, 'link within two lines of the label top').toBeLessThan(2 * lineHeight);
    expect(link.x + link.width, 'link inside the label').toBeLessThanOrEqual(label.x + label.width + 1);
  });
}
