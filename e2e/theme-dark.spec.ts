import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors } from './support/console';
import { createMember, createStaffUser, signInAs } from './support/session';
import { categoriesByPageId, reply, startThread } from './support/walkthrough';

// The dark theme (issue 15): it follows the system setting, a switch in the footer overrides it and is
// remembered, the choice applies before the app's JavaScript runs, and axe stays clean on every page in it.

/** Relative luminance of the page's background (0 black … 1 white). */
async function pageLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const channels = (getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map((c) => Number(c) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    const [r = 1, g = 1, b = 1] = channels;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `docs/screenshots/${name}-${width}-dark.png`, fullPage: false });
}

for (const width of [390, 1280]) {
  test.describe(`dark theme at ${width} px`, () => {
    failOnConsoleErrors();
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 }, colorScheme: 'dark' });

    test('follows the system setting, and axe finds nothing on every page', async ({ page }) => {
      test.setTimeout(120_000);
      const member = await createMember('dark');
      const leasing = (await categoriesByPageId()).get('leasing');
      if (!leasing) throw new Error('Leasing missing');
      const threadId = await startThread(member, leasing.id, `Dark pages ${Date.now()}`, 'A **question**.');
      await reply(member, threadId, 2);

      const guestPages = [
        '/',
        '/threads',
        `/thread/${threadId}`,
        '/category/leasing',
        `/u/${member.username}`,
        '/login',
        '/register',
        '/forgot-password',
        '/community-rules',
        '/calculator/royalty',
        '/calculator/decimal-to-fraction',
        '/calculator/deed-builder',
        '/calculator/metes-and-bounds',
        '/no-such-page',
      ];
      for (const path of guestPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await pageLuminance(page), `background of ${path}`).toBeLessThan(0.05);
        await expectNoSeriousA11yViolations(page);
        if (path === '/') await shoot(page, 'home');
        if (path === '/threads') await shoot(page, 'discussions');
        if (path.startsWith('/thread/')) await shoot(page, 'thread');
      }
    });

    test('staff and member pages are clean in the dark theme too', async ({ page }) => {
      const member = await createMember('dark');
      const leasing = (await categoriesByPageId()).get('leasing');
      if (!leasing) throw new Error('Leasing missing');
      const threadId = await startThread(member, leasing.id, `Dark staff ${Date.now()}`);
      await signInAs(page, await createStaffUser('admin'));
      for (const path of [
        `/thread/${threadId}`,
        '/create-thread',
        '/profile',
        '/profile/security',
        '/notifications',
        '/bookmarks',
        '/moderation',
        '/admin',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The live notification stream keeps the network busy: wait for the page's loading signs instead.
        await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0);
        expect(await pageLuminance(page), `background of ${path}`).toBeLessThan(0.05);
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}

test.describe('the theme switch', () => {
  failOnConsoleErrors();
  test.use({ colorScheme: 'light' });

  test('a chosen theme is remembered and applied before the app runs; "same as this device" follows the system', async ({
    page,
  }) => {
    await page.goto('/community-rules');
    expect(await pageLuminance(page)).toBeGreaterThan(0.8);
    const select = page.getByLabel('Colours');
    await expect(select).toHaveValue('system');
    await select.selectOption('dark');
    expect(await pageLuminance(page)).toBeLessThan(0.05);
    await expectNoSeriousA11yViolations(page);

    // With the app's JavaScript blocked (in a second tab, whose failed loads this test expects), the stored
    // choice still applies: no light flash before the app loads.
    const bare = await page.context().newPage();
    await bare.route('**/assets/*.js', (route) => route.abort());
    await bare.goto('/community-rules', { waitUntil: 'domcontentloaded' });
    await expect(bare.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pageLuminance(bare)).toBeLessThan(0.05);
    await bare.close();

    await page.reload();
    await expect(page.getByLabel('Colours')).toHaveValue('dark');
    await page.getByLabel('Colours').selectOption('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await pageLuminance(page)).toBeGreaterThan(0.8);
    await page.getByLabel('Colours').selectOption('system');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    expect(await pageLuminance(page)).toBeLessThan(0.05);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});
