import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { scriptDialogs } from './support/dialogs';
import { type Account, apiAs, createMember, createStaffUser, signInAs } from './support/session';

// The forum as people use it (issue 3, "Done means"): browse, search, read, write, vote, edit, moderate.
// Every test makes its own threads with a unique word, so tests never depend on each other's data.

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

interface CreatedThread {
  id: number;
  title: string;
}

async function createThread(
  author: Account,
  categoryId: number,
  title: string,
  content: string,
): Promise<CreatedThread> {
  const res = await apiAs<{ thread: { id: number } }>(author, 'POST', '/api/threads', {
    category_id: categoryId,
    title,
    content,
  });
  expect(res.status).toBe(201);
  return { id: res.body.thread.id, title };
}

async function categoryIdByPageId(pageId: string): Promise<number> {
  const res = await apiAs<{ categories: { id: number; page_id: string | null }[] }>(
    null,
    'GET',
    '/api/categories',
  );
  const found = res.body.categories.find((c) => c.page_id === pageId);
  expect(found, `category ${pageId}`).toBeTruthy();
  return found?.id ?? 0;
}

/** Collects browser dialogs (a hostile post's script would open one); the app itself never does. */
function collectDialogs(page: Page, accept = true): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

// Category ids come from the server, not from the seed order.
let LEASING_ID = 0;
let TEXAS_ID = 0;
test.beforeAll(async () => {
  LEASING_ID = await categoryIdByPageId('leasing');
  TEXAS_ID = await categoryIdByPageId('texas');
});

test.describe('forum', () => {
  test('a guest browses home → a category → the discussions list, with filter, sort and Back', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const author = await createMember('browser');
    const leasing = await createThread(
      author,
      LEASING_ID,
      unique('Lease bonus question'),
      'What bonus are you seeing?',
    );
    const texas = await createThread(
      author,
      TEXAS_ID,
      unique('Reeves County lease'),
      'Anyone leasing in Texas?',
    );
    await page.goto('/');
    const dialogs = (await scriptDialogs(page)).said;
    await page.getByRole('main').getByRole('link', { name: 'Leasing', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/leasing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leasing' })).toBeVisible();
    await expect(page.getByRole('link', { name: leasing.title })).toBeVisible();
    // Only this category's threads (the original listed every thread here).
    await expect(page.getByRole('link', { name: texas.title })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'New Thread' }).click();
    await expect.poll(() => dialogs).toEqual(['Please login to create a thread']);

    // A category view by in-app page id lists that exact category.
    await page.goto('/?page=texas');
    await expect(page.getByRole('heading', { level: 1, name: 'Texas' })).toBeVisible();
    await expect(page.getByRole('link', { name: texas.title })).toBeVisible();
    await expect(page.getByRole('link', { name: leasing.title })).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Discussions', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forum Discussions' })).toBeVisible();
    await expect(page.getByRole('link', { name: leasing.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Thread' })).toHaveCount(0);

    await page.getByLabel('Category').selectOption({ label: 'Leasing' });
    await expect(page).toHaveURL(/[?&]category=leasing/);
    await expect(page.getByRole('link', { name: texas.title })).toHaveCount(0);
    await page.getByLabel('Sort by').selectOption('replies');
    await expect(page).toHaveURL(/sort=replies/);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=replies/);
    await expect(page.getByLabel('Category')).toHaveValue('leasing');
    await page.goBack();
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(page.getByRole('link', { name: texas.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Clicking a row opens the thread.
    await page.getByRole('link', { name: leasing.title }).click();
    await expect(page).toHaveURL(new RegExp(`/thread/${leasing.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: leasing.title })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/threads$/);
    expect(errors).toEqual([]);
  });

  test('empty categories show the product description texts', async ({ page }) => {
    // A category nobody in these tests posts to.
    await page.goto('/?page=new-wells');
    await expect(page.getByRole('heading', { level: 1, name: 'New Wells' })).toBeVisible();
    await expect(page.getByText('No threads yet')).toBeVisible();
    await expect(page.getByText('Be the first to start a discussion in this category!')).toBeVisible();
    await page.goto('/threads?category=feedback');
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    await expect(
      page.getByText('This category is being prepared. Check back soon for discussions!'),
    ).toBeVisible();
    await page.goto('/category/no-such-category');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('search finds a word in a reply on any page and highlights it', async ({ page }) => {
    const author = await createMember('searcher');
    const word = `zircon${randomBytes(3).toString('hex')}`;
    const thread = await createThread(
      author,
      LEASING_ID,
      unique('Royalty deductions'),
      'Are deductions allowed?',
    );
    const reply = await apiAs(author, 'POST', '/api/posts', {
      thread_id: thread.id,
      content: `My lessee uses ${word} pricing.`,
    });
    expect(reply.status).toBe(201);

    await page.goto('/threads');
    await page.getByLabel('Search discussions').fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    const result = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: thread.title }) });
    await expect(result).toBeVisible();
    await expect(result.locator('mark')).toHaveText(word);
    await expect(page.getByLabel('Sort by')).toBeDisabled();

    await page.getByLabel('Search discussions').fill(`nothing${word}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No Threads Found' })).toBeVisible();
    await expect(page.getByText('No threads match your search. Try different keywords.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByLabel('Search discussions')).toHaveValue('');
  });

  test('a guest reads a thread: Markdown is safe, voting and replying ask to log in', async ({ page }) => {
    const errors = watchConsole(page);
    const author = await createMember('writer');
    const thread = await createThread(
      author,
      LEASING_ID,
      unique('Markdown check'),
      [
        '**bold words** and a [good link](https://example.com/lease).',
        '<script>window.__xss = 1</script>',
        '<img src=x onerror="window.__xss = 2">',
        '[bad link](javascript:window.__xss=3)',
      ].join('\n\n'),
    );
    const dialogs = collectDialogs(page);
    await page.goto(`/thread/${thread.id}`);
    // The app's article (the server's copy stays up until the app has the thread, decision 032).
    const post = page.locator('article.post-card').first();
    await expect(post.locator('strong')).toHaveText('bold words');
    const good = post.getByRole('link', { name: 'good link' });
    await expect(good).toHaveAttribute('href', 'https://example.com/lease');
    await expect(good).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    await expect(good).toHaveAttribute('target', '_blank');
    await expect(post.getByRole('link', { name: 'bad link' })).toHaveCount(0);
    await expect(post.locator('script, img, [onerror]')).toHaveCount(0);
    await expect(post.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    const upvote = post.getByRole('button', { name: 'Upvote' });
    await expect(upvote).toBeDisabled();
    await upvote.click({ force: true });
    await expect(post.getByText('Please login to vote')).toBeVisible();
    await expect(page.getByText('Please login to reply to this thread')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' }).last()).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/thread/${thread.id}`)}`,
    );
    await expect(page.getByRole('button', { name: 'Pin' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/thread/999999999');
    await expect(page.getByRole('heading', { name: 'Thread not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Forum' }).click();
    await expect(page).toHaveURL(/\/threads$/);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a member creates a thread, replies, votes and edits', async ({ page }) => {
    const errors = watchConsole(page);
    const member = await createMember('poster');
    await signInAs(page, member);
    await page.goto('/category/leasing');
    await page.getByRole('link', { name: 'New Thread' }).click();
    await expect(page).toHaveURL(new RegExp(`/create-thread\\?category_id=${LEASING_ID}$`));
    await expect(page.getByLabel('Category')).toHaveValue(String(LEASING_ID));
    const create = page.getByRole('button', { name: 'Create Thread' });
    await expect(create).toBeDisabled();

    const title = unique('Division order shows the wrong decimal');
    await page.getByLabel('Title').fill(`   ${title}   `);
    await expect(page.getByText(`${title.length + 6}/200 characters`)).toBeVisible();
    await expect(create).toBeDisabled();
    await page.getByLabel('Content').fill('My division order says **0.00123** but I calculate 0.00146.');
    await create.click();
    await expect(page).toHaveURL(/\/thread\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const threadId = Number(page.url().split('/').pop());

    // Reply: the thread id goes as a number.
    const replyText = `Check the unit size first ${randomBytes(2).toString('hex')}`;
    await page.getByLabel('Your reply').fill(replyText);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/posts') && r.method() === 'POST'),
      page.getByRole('button', { name: 'Post Reply' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ thread_id: threadId, content: replyText });
    // Posts are articles named by their author ("… wrote" for the opening post, "… replied" after).
    const reply = page.getByRole('article', { name: `${member.username} replied` });
    await expect(reply).toContainText(replyText);
    await expect(page.getByLabel('Your reply')).toHaveValue('');

    // Nobody votes on their own post: the score shows, the buttons do not.
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Upvote' })).toHaveCount(0);
    await expect(page.getByRole('article').first()).toContainText('votes on your post');

    // Edit the reply in place; an empty edit sends nothing.
    await reply.getByRole('button', { name: `Edit post by ${member.username}` }).click();
    const editor = reply.getByLabel('Edit post', { exact: true });
    await expect(editor).toBeFocused();
    await editor.fill('   ');
    await reply.getByRole('button', { name: 'Save changes' }).click();
    await expect(reply.getByRole('alert')).toHaveText('The post cannot be empty.');
    await editor.fill('Check the unit size first, then the royalty fraction.');
    await reply.getByRole('button', { name: 'Save changes' }).click();
    await expect(reply.getByText('Check the unit size first, then the royalty fraction.')).toBeVisible();
    // The EDITED badge with the time and the editor's name.
    await expect(reply.getByText('EDITED', { exact: true })).toBeVisible();
    await expect(reply.locator('.post-edited')).toHaveText(
      new RegExp(`^EDITED (just now|\\d+ \\w+ ago) by ${member.username}$`),
    );
    await expectNoSeriousA11yViolations(page);

    // A member sees no moderator tools and cannot edit someone else's post.
    await expect(page.getByRole('button', { name: 'Pin' })).toHaveCount(0);
    const other = await createMember('other');
    const foreign = await createThread(other, LEASING_ID, unique('Someone else'), 'Not yours to edit.');
    await page.goto(`/thread/${foreign.id}`);
    await expect(page.getByRole('button', { name: /^Edit post/ })).toHaveCount(0);

    // Vote on someone else's opening post: the same vote again removes it.
    const first = page.getByRole('article').first();
    const upvote = first.getByRole('button', { name: 'Upvote' });
    await upvote.click();
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect(first.locator('.vote-count')).toHaveText('Score 1');
    await first.getByRole('button', { name: 'Downvote' }).click();
    await expect(first.getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'true');
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await expect(first.locator('.vote-count')).toHaveText('Score -1');
    await first.getByRole('button', { name: 'Downvote' }).click();
    await expect(first.locator('.vote-count')).toHaveText('Score 0');

    expect(errors).toEqual([]);
  });

  test('a moderator pins, locks and deletes a thread', async ({ page }) => {
    const errors = watchConsole(page);
    const author = await createMember('pinned');
    const thread = await createThread(author, LEASING_ID, unique('Moderate me'), 'Please pin this.');
    const moderator = await createStaffUser('moderator');
    await signInAs(page, moderator);
    await page.goto(`/thread/${thread.id}`);
    const tools = page.getByRole('region', { name: 'Moderator tools' });

    await tools.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(tools.getByRole('button', { name: 'Unpin' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Pinned/)).toBeVisible();

    await tools.getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(tools.getByRole('button', { name: 'Unlock' })).toBeVisible();
    await expect(page.getByText('This thread is locked and cannot be replied to')).toBeVisible();
    await expect(page.getByLabel('Your reply')).toHaveCount(0);

    // Pinned threads come first in their category.
    await page.goto('/category/leasing');
    const firstRow = page.getByRole('main').getByRole('listitem').first();
    await expect(firstRow).toContainText(thread.title);
    await expect(firstRow).toContainText('Pinned');
    await page.getByRole('link', { name: thread.title }).click();

    const dialogs = await scriptDialogs(page);
    dialogs.reply({ accept: false }, { accept: true });
    await tools.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => dialogs.said)
      .toEqual(['Are you sure you want to delete this thread? This action cannot be undone.']);
    await expect(page).toHaveURL(new RegExp(`/thread/${thread.id}$`));
    await tools.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await apiAs(null, 'GET', `/api/threads/${thread.id}`)).status).toBe(404);
    expect(errors).toEqual([]);
  });
});

test.describe('forum at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('thread list, thread view and new-thread form fit a phone with large touch targets', async ({
    page,
  }) => {
    const member = await createMember('phone');
    // Written by someone else: nobody sees vote buttons on their own post.
    const thread = await createThread(
      await createMember('phonewriter'),
      LEASING_ID,
      unique('Phone check'),
      'Small screen.',
    );
    await signInAs(page, member);
    for (const path of ['/threads', '/category/leasing', `/thread/${thread.id}`, '/create-thread']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto(`/thread/${thread.id}`);
    for (const name of ['Upvote', 'Downvote']) {
      const box = await page.getByRole('button', { name }).first().boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
