import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors } from './support/console';
import { createMember, signInAs } from './support/session';
import { categoriesByPageId, reply, startThread } from './support/walkthrough';

// Keyboard shortcuts on a desktop (issue 15): `?` lists them in an in-page dialog, `/` goes to search,
// `j` / `k` step through a thread's posts, `r` goes to the reply box; none fires while typing or with
// Ctrl, Alt or Meta held.
test.describe('keyboard shortcuts', () => {
  failOnConsoleErrors();
  test.use({ viewport: { width: 1280, height: 900 } });

  test('? lists them, j / k step through posts, r reaches the reply box, / the search box', async ({
    page,
    browser,
  }) => {
    const member = await createMember('keys');
    const leasing = (await categoriesByPageId()).get('leasing');
    if (!leasing) throw new Error('Leasing missing');
    const threadId = await startThread(member, leasing.id, `Shortcuts ${Date.now()}`);
    await reply(member, threadId, 3);
    await signInAs(page, member);
    await page.goto(`/thread/${threadId}`);
    await expect(page.locator('.post-card')).toHaveCount(4);
    // The server's page is on screen before the app runs; the keys work once the app has adopted it.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();

    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    for (const what of ['Search the discussions', 'Next post', 'Previous post', 'Write a reply'])
      await expect(dialog).toContainText(what);
    await expectNoSeriousA11yViolations(page);
    // While the dialog is open the keys do nothing else; Escape closes it.
    await page.keyboard.press('j');
    await expect(page.locator('.post-card:focus')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const focusedPost = () => page.evaluate(() => document.activeElement?.closest('.post-card')?.id ?? null);
    const ids = await page.locator('.post-card').evaluateAll((posts) => posts.map((p) => p.id));
    await page.keyboard.press('j');
    await expect.poll(focusedPost).toBe(ids[0]);
    await page.keyboard.press('j');
    await expect.poll(focusedPost).toBe(ids[1]);
    await page.keyboard.press('j');
    await expect.poll(focusedPost).toBe(ids[2]);
    await page.keyboard.press('k');
    await expect.poll(focusedPost).toBe(ids[1]);
    // The post reached is in view, below the sticky header.
    const top = await page.locator(`#${ids[1]}`).evaluate((post) => post.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(40);
    expect(top).toBeLessThan(300);
    // Modifier keys belong to the browser.
    await page.keyboard.press('Alt+j');
    await page.keyboard.press('Control+j');
    await expect.poll(focusedPost).toBe(ids[1]);

    await page.keyboard.press('r');
    const replyBox = page.locator('.reply-form textarea');
    await expect(replyBox).toBeFocused();
    // Typing the shortcut keys in the box types them.
    await page.keyboard.type('j k r / ?');
    await expect(replyBox).toHaveValue('j k r / ?');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/thread/${threadId}`));

    // `/` on a page without search opens the discussions list with its search box ready.
    await replyBox.fill('');
    await page.locator(`#${ids[0]}`).focus();
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/threads/);
    const search = page.getByRole('searchbox', { name: 'Search discussions' });
    await expect(search).toBeFocused();
    // Typed at once after the key, the first letter is kept (it was lost once to the box's reset).
    await page.keyboard.type('pooling');
    await expect(search).toHaveValue('pooling');
    // The box follows the URL: searching puts the words there, Back takes them out of the box.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=pooling/);
    await page.goBack();
    await expect(page).not.toHaveURL(/q=pooling/);
    await expect(search).toHaveValue('');
    await page.locator('h1').first().click();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();

    // A first visit (nothing cached), no shortcut used yet: `/` takes the page's own search box in its
    // keydown, so letters typed at once all land in it (the first few were lost while the shortcuts' code
    // loaded).
    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const fresh = await visitor.newPage();
    await fresh.goto('/threads');
    await expect(fresh.locator('.thread-row').first()).toBeVisible();
    // The keys work once the app has adopted the server's page (the rows show before that).
    await expect(fresh.locator('html[data-hydrated]')).toBeAttached();
    await fresh.keyboard.press('/');
    await fresh.keyboard.type('pooling');
    await expect(fresh.getByRole('searchbox', { name: 'Search discussions' })).toHaveValue('pooling');
    await visitor.close();

    // The footer names the list for desktop users; a phone does not show it.
    await page.getByRole('button', { name: 'Keyboard shortcuts (?)' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button').first().click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Keyboard shortcuts (?)' })).toBeHidden();
  });
});
