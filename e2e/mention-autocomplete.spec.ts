import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE_AND_DESKTOP, watchConsole } from './support/console';
import { apiAs, createMember, signInAs } from './support/session';

// The @mention autocomplete of the editor (docs/product.md#mentions-quotes-and-replies): after "@" and a letter
// it offers members whose name starts so, chosen with the keyboard or a tap. Its code loads only then.

for (const size of PHONE_AND_DESKTOP) {
  const phone = size.width < 600;
  test(`names are offered after @ in the reply box at ${size.width}px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size, hasTouch: phone });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/mention-suggestions[^/]*\.js$/.test(request.url())) chunks.push(request.url());
    });
    // Names that start alike and that no other test uses.
    const tag = `mx${randomBytes(3).toString('hex')}`;
    const first = await createMember(tag);
    const second = await createMember(tag);
    const [earlier, later] = [first.username, second.username].sort((a, b) =>
      a.toLowerCase().localeCompare(b.toLowerCase()),
    );
    const writer = await createMember('writer');
    const categories = await apiAs<{ categories: { id: number; is_locked: boolean }[] }>(
      null,
      'GET',
      '/api/categories',
    );
    const thread = await apiAs<{ thread: { id: number } }>(writer, 'POST', '/api/threads', {
      category_id: categories.body.categories.find((c) => !c.is_locked)?.id,
      title: `Who knows about spacing orders ${tag}`,
      content: 'Looking for someone who has been through a spacing hearing at the OCC.',
    });
    await signInAs(page, writer);
    await page.goto(`/thread/${thread.body.thread.id}`);
    const box = page.getByLabel('Your reply');
    await box.fill('Thanks for the help so far.');
    expect(chunks, 'the autocomplete loads only once "@" is typed').toEqual([]);

    // Keyboard: type the start of the names, move down to the second one, Enter puts it in.
    await box.press('End');
    await box.pressSequentially(` Ask @${tag}`);
    const list = page.getByRole('listbox', { name: 'Members to mention' });
    await expect(list.getByRole('option')).toHaveText([`@${earlier}`, `@${later}`]);
    expect(chunks.length).toBeGreaterThan(0);
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await expect(list.getByRole('option', { selected: true })).toHaveText(`@${earlier}`);
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/mention-autocomplete-${size.width}.png` });
    await box.press('ArrowDown');
    await expect(list.getByRole('option', { selected: true })).toHaveText(`@${later}`);
    await box.press('Enter');
    await expect(box).toHaveValue(`Thanks for the help so far. Ask @${later} `);
    await expect(list).toHaveCount(0);
    await expect(box).toBeFocused();

    // Escape closes the list and leaves the text as typed.
    await box.pressSequentially(`or @${tag}`);
    await expect(list.getByRole('option')).toHaveCount(2);
    await box.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(box).toHaveValue(`Thanks for the help so far. Ask @${later} or @${tag}`);

    // Touch or mouse: choosing a name with a tap or a click.
    await box.pressSequentially('_');
    const option = list.getByRole('option', { name: `@${earlier}` });
    if (phone) await option.tap();
    else await option.click();
    await expect(box).toHaveValue(`Thanks for the help so far. Ask @${later} or @${earlier} `);
    await expect(box).toBeFocused();

    // The posted reply links both names.
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(page.getByText('Your reply was posted.')).toBeVisible();
    const reply = page.getByRole('article', { name: `${writer.username} replied` });
    await expect(reply.getByRole('link', { name: `@${later}`, exact: true })).toBeVisible();
    await expect(reply.getByRole('link', { name: `@${earlier}`, exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
