import { expect, test } from '@playwright/test';
import { CATEGORY_SEEDS } from '../src/shared/categories';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { createStaffUser, signInAs } from './support/session';
import { categoriesByPageId, snap, startThread } from './support/walkthrough';

// Finding your way (issue 15): home, the calculators menu, the phone header, unknown addresses.
test.describe('finding your way', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('home lists every category and the ten latest discussions', async ({ page }) => {
        const admin = await createStaffUser('admin');
        const categories = await categoriesByPageId();
        const drilling = categories.get('drilling-practices');
        if (!drilling) throw new Error('Drilling Practices category missing');
        const stamp = `${viewport.width}-${Date.now()}`;
        const titles: string[] = [];
        for (let i = 1; i <= 11; i++) {
          titles.push(`Latest check ${stamp} number ${i}`);
          await startThread(admin, drilling.id, titles[i - 1] ?? '');
        }
        await page.goto('/');
        const main = page.getByRole('main');
        for (const seed of CATEGORY_SEEDS)
          await expect(main.getByRole('link', { name: seed.name, exact: true }).first()).toBeVisible();
        const latest = page.getByRole('region', { name: 'Latest discussions' });
        const items = latest.getByRole('listitem');
        await expect(items).toHaveCount(10);
        // Newest first; the eleventh-newest (the first made) is not there.
        await expect(items.first()).toContainText(titles[10] ?? '');
        await expect(items.first()).toContainText('in Drilling Practices');
        await expect(latest.getByText(titles[0] ?? '', { exact: true })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'home');
      });

      test('an unknown address answers 404 with the Page Not Found page', async ({ page }) => {
        const response = await page.goto('/no-such-page/at-all');
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: /Page Not Found/i })).toBeVisible();
        const known = await page.goto('/threads?page=1');
        expect(known?.status()).toBe(200);
      });
    });
  }

  test('the Calculators menu lists all four tools, the Tract Visualizer too', async ({ page }) => {
    await page.goto('/community-rules');
    await page.getByRole('button', { name: /Calculators & Tools/ }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
    await expect(menu.getByRole('link')).toHaveText([
      'Royalty & NRI Calculator',
      'Fraction Calculators',
      'Tract Visualizer',
      'Metes & Bounds Deed Plotter',
    ]);
    await menu.getByRole('link', { name: 'Tract Visualizer' }).click();
    await expect(page).toHaveURL(/\/calculator\/metes-and-bounds$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('one menu button opens one drawer with the navigation and the site map', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('banner');
      const visibleButtons = banner.locator('button:visible');
      await expect(visibleButtons).toHaveCount(1);
      await expect(visibleButtons).toHaveText(/Menu/);
      await visibleButtons.click();
      const drawer = page.getByRole('navigation', { name: 'Site Map' });
      await expect(drawer.getByRole('link', { name: 'Discussions', exact: true })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Tract Visualizer' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'New Wells' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await snap(page, 'phone-drawer');
      await drawer.getByRole('link', { name: 'Discussions', exact: true }).click();
      await expect(page).toHaveURL(/\/threads$/);
      await expect(drawer).toBeHidden();
    });

    test('the header is at most 60 px tall, for guests and staff, and hides while scrolling down', async ({
      page,
    }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(60);
      await signInAs(page, await createStaffUser('admin'));
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(60);
      await page.mouse.wheel(0, 900);
      await expect(header).toHaveClass(/is-hidden/);
      await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-40);
      await page.mouse.wheel(0, -300);
      await expect(header).not.toHaveClass(/is-hidden/);
    });
  });
});
