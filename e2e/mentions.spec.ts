import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE_AND_DESKTOP, watchConsole } from './support/console';
import { type Account, apiAs, createMember, signInAs } from './support/session';

// Writing to someone as a member lives it (docs/product.md#mentions-quotes-and-replies): replying to one post,
// naming a member with @, and quoting what someone wrote.

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

async function startThread(author: Account, title: string, content: string): Promise<number> {
  const categories = await apiAs<{ categories: { id: number; is_locked: boolean }[] }>(
    null,
    'GET',
    '/api/categories',
  );
  const category = categories.body.categories.find((c) => !c.is_locked);
  const res = await apiAs<{ thread: { id: number } }>(author, 'POST', '/api/threads', {
    category_id: category?.id,
    title,
    content,
  });
  expect(res.status).toBe(201);
  return res.body.thread.id;
}

async function postReply(page: Page, text: string) {
  await page.getByLabel('Your reply').fill(text);
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await expect(page.getByText('Your reply was posted.')).toBeVisible();
}

for (const size of PHONE_AND_DESKTOP) {
  test(`reply to a post and mention a member at ${size.width}px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const asker = await createMember('asker');
    const answerer = await createMember('answerer');
    const threadId = await startThread(
      asker,
      unique('Division order decimal'),
      'My division order shows 0.00390625. Is that right for 10 acres in a 640-acre unit at 1/4?',
    );
    await signInAs(page, answerer);
    await page.goto(`/thread/${threadId}`);

    // Reply to the first post: the box says whom it answers, and the reply says so above its text.
    await page.getByRole('button', { name: `Reply to ${asker.username}` }).click();
    await expect(page.getByText(`Replying to @${asker.username}`)).toBeVisible();
    await expect(page.getByLabel('Your reply')).toBeFocused();
    await postReply(page, `Yes, @${asker.username}: 10/640 × 1/4 = 0.00390625. Ask @nobody_zz9 too.`);
    const reply = page.getByRole('article', { name: `${answerer.username} replied` });
    const inReplyTo = reply.getByRole('link', { name: `In reply to @${asker.username}` });
    await expect(inReplyTo).toBeVisible();
    await expect(page.getByText(`Replying to @${asker.username}`)).toHaveCount(0);

    // The mention links to the profile; the unknown name stays text.
    const mention = reply.getByRole('link', { name: `@${asker.username}`, exact: true });
    await expect(mention).toHaveAttribute('href', `/u/${asker.username}`);
    await expect(reply.getByText('@nobody_zz9')).toBeVisible();
    await expect(reply.getByRole('link', { name: '@nobody_zz9' })).toHaveCount(0);
    await page.screenshot({ path: `test-results/mentions-reply-${size.width}.png`, fullPage: true });

    await inReplyTo.click();
    await expect(page).toHaveURL(new RegExp(`/thread/${threadId}#post-\\d+$`));
    await expect(page.getByRole('article', { name: `${asker.username} wrote` })).toBeFocused();

    // Eleven names are refused with the reason, and nothing is posted.
    const eleven = Array.from({ length: 11 }, (_, i) => `@someone_${i}`).join(' ');
    await page.getByLabel('Your reply').fill(eleven);
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(page.getByRole('alert')).toContainText('at most 10 members');

    await mention.click();
    await expect(page).toHaveURL(new RegExp(`/u/${asker.username}$`));
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
}

for (const size of PHONE_AND_DESKTOP) {
  test(`select words in a post and quote them at ${size.width}px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const asker = await createMember('asker');
    const quoter = await createMember('quoter');
    const threadId = await startThread(
      asker,
      unique('Shut-in well royalties'),
      'The operator says the well is shut in and stopped paying royalties last spring.',
    );
    await signInAs(page, quoter);
    await page.goto(`/thread/${threadId}`);

    // Select words of the first post, as a mouse drag or a long press would.
    const paragraph = page
      .getByRole('article', { name: `${asker.username} wrote` })
      .locator('.post-content p');
    await paragraph.evaluate((element) => {
      const text = element.firstChild as Text;
      const start = text.data.indexOf('stopped paying');
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + 'stopped paying royalties'.length);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
    });
    const quoteButton = page.getByRole('button', { name: 'Quote selected words' });
    await expect(quoteButton).toBeVisible();
    const box = await quoteButton.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await quoteButton.click();
    const reply = page.getByLabel('Your reply');
    await expect(reply).toHaveValue(
      new RegExp(
        `^\\[quote="${asker.username}" post=\\d+\\]\\nstopped paying royalties\\n\\[/quote\\]\\n\\n$`,
      ),
    );
    await reply.press('End');
    await reply.pressSequentially('Check the shut-in clause of your lease.');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(page.getByText('Your reply was posted.')).toBeVisible();

    const posted = page.getByRole('article', { name: `${quoter.username} replied` });
    const card = posted.locator('blockquote.quote-card');
    await expect(card).toContainText('stopped paying royalties');
    const source = card.getByRole('link', { name: `${asker.username} wrote:` });
    await expect(source).toHaveAttribute('href', new RegExp(`^/thread/${threadId}#post-\\d+$`));
    await page.screenshot({ path: `test-results/mentions-quote-${size.width}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
}
