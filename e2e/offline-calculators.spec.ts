import { expect, test } from '@playwright/test';

// The installable app (issue 15): a web manifest with icons, and an offline worker that keeps the calculator
// pages and their built files, and nothing with member data or forum content.
test.describe('installable app and offline calculators', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the manifest names the app and its icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#0b2545' });
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`,
    );
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
    }
  });

  test('a calculator opened once still computes offline; forum pages and the API are never kept', async ({
    page,
    context,
  }) => {
    await page.goto('/calculator/decimal-to-fraction');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait until the worker has kept this page's built files (the page's own chunk among them).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('calculators-v1');
          return (await cache.keys()).map((r) => new URL(r.url).pathname);
        }),
      )
      .toEqual(
        expect.arrayContaining([
          '/calculator/decimal-to-fraction',
          expect.stringMatching(/^\/assets\/fractions-page-.*\.js$/),
        ]),
      );

    await context.setOffline(true);
    await page.reload();
    const input = page.getByLabel('Fraction expression', { exact: true });
    await input.fill('1/2 x 3/16');
    await expect(page.getByRole('region', { name: 'Quick Fraction Calculator result' })).toContainText(
      '3/32',
    );

    await context.setOffline(false);
    await page.goto('/threads');
    await page.goto('/calculator/decimal-to-fraction');
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names)
        for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
    expect(kept.filter((p) => !p.startsWith('/assets/') && !p.startsWith('/calculator/'))).toEqual([]);
  });
});
