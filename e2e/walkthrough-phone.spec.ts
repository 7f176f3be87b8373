import { expect, type Page, request, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { platPhoto } from './support/documents';
import { linkIn, waitForMail } from './support/mail';
import { type Account, apiAs, createMember, signInAs } from './support/session';
import { smallTargets } from './support/touch';
import { categoriesByPageId, snap, startThread } from './support/walkthrough';

// A second walkthrough on a 390 px phone: what a new member still tripped over, each step as they meet it.
const PHONE = { width: 390, height: 844 };
const CONFIRM = 'I have covered personal information (names, addresses, owner numbers)';

async function leasingId(): Promise<number> {
  const leasing = (await categoriesByPageId()).get('leasing');
  if (!leasing) throw new Error('Leasing missing');
  return leasing.id;
}

/** "N of M uploads left today", as the composer says it. */
async function uploadsLeft(page: Page): Promise<string> {
  const hint = await page.getByText(/uploads left today/).textContent();
  const match = hint?.match(/(\d+) of (\d+) uploads left today/);
  if (!match) throw new Error(`no uploads hint in "${hint}"`);
  return `${match[1]} of ${match[2]}`;
}

test.describe('a second walkthrough at 390 px', () => {
  failOnConsoleErrors();
  test.use({ viewport: PHONE });

  test('Create Thread brings the unticked box into view and focus, and the try uses no upload', async ({
    page,
  }) => {
    const member = await createMember('phone_thread');
    await signInAs(page, member);
    await page.goto('/create-thread?category=leasing');
    await page.getByLabel('Title').fill('Plat photo on a phone');
    await page.getByLabel('Content').fill('Here is the plat of my section.');
    const before = await uploadsLeft(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await (await chooser).setFiles([{ name: 'plat.jpg', mimeType: 'image/jpeg', buffer: await platPhoto() }]);
    const box = page.getByLabel(CONFIRM);
    await expect(box).toBeVisible();

    await page.getByRole('button', { name: 'Create Thread' }).click();
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
    const alert = page.getByRole('alert').filter({ hasText: 'Please confirm that you have covered' });
    await expect(alert).toBeInViewport();
    await snap(page, 'walk2-create-thread-problem');
    // The failed try has used none of the day's uploads.
    expect(await uploadsLeft(page)).toBe(before);

    await box.check();
    await page.getByRole('button', { name: 'Create Thread' }).click();
    await expect(page).toHaveURL(/\/thread\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Plat photo on a phone' })).toBeVisible();

    // The photo is shown as WebP; its full size downloads as a JPEG any phone or mail program opens.
    await page.getByRole('img', { name: 'plat.webp (opens full size)' }).click();
    const lightbox = page.getByRole('dialog', { name: 'plat.webp' });
    await expect(lightbox).toBeVisible();
    expect(await smallTargets(page), 'tap targets with the picture open').toEqual([]);
    await snap(page, 'walk3-lightbox');
    const download = page.waitForEvent('download');
    await lightbox.getByRole('link', { name: 'Download JPEG' }).click();
    expect((await download).suggestedFilename()).toBe('plat.jpg');
  });

  test('"Ask the community" again offers the draft typed meanwhile instead of replacing it', async ({
    page,
  }) => {
    const member = await createMember('phone_ask');
    await signInAs(page, member);
    const ask = '/create-thread?category=leasing&content=From%20the%20Fraction%20Calculator%3A%201%2F8';
    await page.goto(ask);
    await expect(page.getByLabel('Content')).toHaveValue('From the Fraction Calculator: 1/8');
    await page.getByLabel('Title').fill('What is my share?');
    await page
      .getByLabel('Content')
      .fill('From the Fraction Calculator: 1/8\n\nMy question: is it net of costs?');
    await expect(page.getByText('Draft saved')).toBeVisible();

    await page.goto(ask);
    const offer = page.getByRole('region', { name: 'Your saved draft' });
    await expect(offer).toContainText('You have a saved draft (“What is my share?”)');
    await expect(page.getByLabel('Content')).toHaveValue('From the Fraction Calculator: 1/8');
    await snap(page, 'walk2-draft-offer');
    await offer.getByRole('button', { name: 'Use my saved draft' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('What is my share?');
    await expect(page.getByLabel('Content')).toHaveValue(
      'From the Fraction Calculator: 1/8\n\nMy question: is it net of costs?',
    );
    await expect(offer).toHaveCount(0);
  });

  test('register says to check the e-mail; a used confirmation link says the address is confirmed', async ({
    page,
  }) => {
    const username = `phone_new_${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    await page.goto('/register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a phone password 1');
    await page.getByLabel('Confirm Password').fill('a phone password 1');
    await page.getByLabel(/I have read and accept the/).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `We have sent a link to ${email}` }),
    ).toBeVisible();
    await snap(page, 'walk2-registered');

    const mail = await waitForMail(email, /Confirm your e-mail address/);
    const link = new URL(linkIn(mail, '/confirm-email?token='));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('status')).toContainText('Your e-mail address is already confirmed');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('after a password reset the member is told the password was changed', async ({ page }) => {
    const member = await createMember('phone_reset');
    await page.goto('/forgot-password');
    await page.getByLabel('Username or Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const mail = await waitForMail(member.email, /Reset your password/);
    const link = new URL(linkIn(mail, '/reset-password?token='));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('my new phone password');
    await page.getByLabel('Confirm new password').fill('my new phone password');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible();
  });

  test('reading a post marks its "reached 1 vote" notification read', async ({ page }) => {
    const author = await createMember('phone_voted');
    const voter = await createMember('phone_voter');
    const threadId = await startThread(author, await leasingId(), `Voted on ${Date.now()}`);
    const detail = await apiAs<{ posts: { id: number }[] }>(author, 'GET', `/api/threads/${threadId}`);
    const postId = detail.body.posts[0]?.id;
    expect((await apiAs(voter, 'POST', `/api/posts/${postId}/vote`, { vote_type: 1 })).status).toBe(200);
    const unread = async (who: Account) =>
      (await apiAs<{ unread: number }>(who, 'GET', '/api/notifications/unread-count')).body.unread;
    await expect.poll(() => unread(author)).toBe(1);

    await signInAs(page, author);
    await page.goto(`/thread/${threadId}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect.poll(() => unread(author), { timeout: 15_000 }).toBe(0);
  });
});

test.describe("a member's own lists and posts at 390 px", () => {
  failOnConsoleErrors();
  test.use({ viewport: PHONE });

  test('the menu holds Bookmarks, Unread, New, Drafts, My land and Settings, each a 44 px target', async ({
    page,
  }) => {
    const member = await createMember('phone_menu');
    const draft = { title: 'Half-written question', content: 'About my lease' };
    await apiAs(member, 'PUT', '/api/drafts/new-thread', draft);
    await signInAs(page, member);
    await page.goto('/threads');
    await expect(page.locator('html[data-hydrated]')).toBeAttached(); // Menu works once the page is adopted
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('region', { name: `Signed in as ${member.username}` });
    for (const name of ['Bookmarks', 'Unread', 'New', 'Drafts', 'My land', 'Settings']) {
      const link = menu.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box?.height, `${name} height`).toBeGreaterThanOrEqual(44);
    }
    await snap(page, 'walk2-member-menu');
    await menu.getByRole('link', { name: 'Drafts', exact: true }).click();
    await expect(page).toHaveURL(/\/drafts$/);
    await page.getByRole('link', { name: 'New thread: Half-written question' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Half-written question');
  });

  test('every post has a Quote button that quotes the whole post; Report is the size of Reply', async ({
    page,
  }) => {
    const author = await createMember('phone_quoted');
    const reader = await createMember('phone_quoter');
    const threadId = await startThread(
      author,
      await leasingId(),
      `Quote me ${Date.now()}`,
      'Line one\n\nLine two',
    );
    await signInAs(page, reader);
    await page.goto(`/thread/${threadId}`);
    const post = page.getByRole('article').first();
    const quote = post.getByRole('button', { name: `Quote ${author.username}'s post` });
    const reply = post.getByRole('button', { name: `Reply to ${author.username}` });
    const report = post.getByRole('button', { name: /Report/ });
    const size = async (l: typeof quote) => {
      const box = await l.boundingBox();
      const font = await l.evaluate((e) => getComputedStyle(e).fontSize);
      return { height: Math.round(box?.height ?? 0), font };
    };
    expect(await size(report)).toEqual(await size(reply));
    expect((await size(quote)).height).toBeGreaterThanOrEqual(44);
    await quote.click();
    const box = page.getByLabel('Your reply');
    await expect(box).toBeFocused();
    const detail = await apiAs<{ posts: { id: number }[] }>(author, 'GET', `/api/threads/${threadId}`);
    await expect(box).toHaveValue(
      `[quote="${author.username}" post=${detail.body.posts[0]?.id}]\nLine one\n\nLine two\n[/quote]\n\n`,
    );
  });
  test("quoting a reply that quotes takes the reply's own words, not the raw markup of its quote", async ({
    page,
  }) => {
    const author = await createMember('phone_nested');
    const reader = await createMember('phone_nester');
    const threadId = await startThread(author, await leasingId(), `Nested ${Date.now()}`, 'Is 3/16 usual?');
    const first = await apiAs<{ posts: { id: number }[] }>(author, 'GET', `/api/threads/${threadId}`);
    const answer = await apiAs<{ post: { id: number } }>(author, 'POST', '/api/posts', {
      thread_id: threadId,
      content: `[quote="${author.username}" post=${first.body.posts[0]?.id}]\nIs 3/16 usual?\n[/quote]\n\nIn Grady County it is.`,
    });
    await signInAs(page, reader);
    await page.goto(`/thread/${threadId}`);
    await page
      .getByRole('article')
      .nth(1)
      .getByRole('button', { name: `Quote ${author.username}'s post` })
      .click();
    const box = page.getByLabel('Your reply');
    await expect(box).toHaveValue(
      `[quote="${author.username}" post=${answer.body.post.id}]\nIn Grady County it is.\n[/quote]\n\n`,
    );
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.locator('#reply-area .markdown-preview-box');
    await expect(preview).toContainText(`${author.username} wrote:`);
    await expect(preview).toContainText('In Grady County it is.');
    await expect(preview).not.toContainText('[quote');
    await expect(preview).not.toContainText('Is 3/16 usual?');
  });
});

test.describe('devices at 390 px', () => {
  failOnConsoleErrors();
  test.use({ viewport: PHONE });
  const LINUX_CHROME =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  test('the same browser is listed once with its count, this one "now"; a signed-out device is sent to sign in', async ({
    page,
    browser,
  }) => {
    const member = await createMember('phone_devices');
    const signInElsewhere = async () => {
      const context = await request.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`,
        extraHTTPHeaders: { 'User-Agent': LINUX_CHROME },
      });
      const res = await context.post('/api/auth/login', {
        data: { username: member.username, password: member.password },
      });
      const { token } = (await res.json()) as { token: string };
      await context.dispose();
      return { ...member, token };
    };
    const other = await signInElsewhere();
    await signInElsewhere();
    const otherPage = await browser.newPage({ viewport: PHONE });
    await signInAs(otherPage, other);
    await otherPage.goto('/threads');

    await signInAs(page, member);
    await page.goto('/profile/security');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toContainText(
      'In use now',
    );
    await expect(devices.getByRole('listitem').filter({ hasText: 'Chrome on Linux' })).toContainText(
      '2 sign-ins',
    );
    await snap(page, 'walk2-devices');
    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(devices.getByRole('listitem')).toHaveCount(1);

    // The other device's next request: the sign-in page with the reason, and back to /threads after.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login\?redirect=%2Fthreads$/);
    await expect(
      otherPage.getByRole('status').filter({ hasText: 'You were signed out on this device' }),
    ).toBeVisible();
    await otherPage.close();
  });
});
