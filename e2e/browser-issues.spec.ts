import { expect, test } from '@playwright/test';

// The browser's own Issues panel (what Lighthouse's best-practices audit reads) stays empty on the main
// pages: no refused eval under the CSP (zod's compile probe, skipped by /theme.js), no form field without
// an id or a name.
for (const path of ['/', '/threads', '/calculator/royalty', '/calculator/metes-and-bounds']) {
  test(`${path} raises no issue in the browser's Issues panel`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => issues.push(JSON.stringify(issue).slice(0, 300)));
    await cdp.send('Audits.enable');
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('#main')).toBeVisible();
    expect(issues).toEqual([]);
  });
}
