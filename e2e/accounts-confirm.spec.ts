import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { type ExtraServer, linkPath, startExtraServer } from './support/extra-server';

// Register → confirmation e-mail → confirmed (docs/product.md#accounts), on a server where confirmation is
// required: until the link is followed, the reply box is replaced by the notice with "Resend".
failOnConsoleErrors();
test.describe.configure({ mode: 'serial' });

const ADMIN = { username: 'confirm_admin', password: 'confirm-admin-password' };
let server: ExtraServer;
let threadId = 0;

async function call<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, `${method} ${url}`).toBeLessThan(300);
  return (await res.json()) as T;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startExtraServer({
    offset: 2,
    env: { REQUIRE_EMAIL_CONFIRMATION: 'true', REQUIRE_STAFF_2FA: 'false' },
    before: [['create-user', '--username', ADMIN.username, '--email', 'confirm_admin@example.test']].map(
      (args) => [...args, '--password', ADMIN.password, '--role', 'admin'],
    ),
  });
  const { token } = await call<{ token: string }>('POST', '/api/auth/login', ADMIN);
  const { categories } = await call<{ categories: { id: number }[] }>('GET', '/api/categories');
  const { thread } = await call<{ thread: { id: number } }>(
    'POST',
    '/api/threads',
    { category_id: categories[0]!.id, title: 'Welcome, new members', content: 'Say hello below.' },
    token,
  );
  threadId = thread.id;
});

test.afterAll(async () => {
  await server?.stop();
});

for (const viewport of PHONE_AND_DESKTOP) {
  test(`a new member registers, confirms the address by e-mail and can then reply (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const username = `joiner_${viewport.width}_${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    await page.goto(`${server.url}/register?redirect=${encodeURIComponent(`/thread/${threadId}`)}`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Confirm Password').fill('a-good-password');
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(new RegExp(`/thread/${threadId}$`));
    await expect(page.getByRole('heading', { name: 'Welcome, new members' })).toBeVisible();

    // Where the reply box would be: the notice and "Resend", not a form.
    await expect(
      page.getByText(/Please confirm your e-mail address to post, reply, vote or report/),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `test-results/accounts-unconfirmed-${viewport.width}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('We have sent a confirmation link to your e-mail address.')).toBeVisible();

    const first = await server.smtp.waitFor(email);
    expect(first.subject).toBe('Confirm your e-mail address for Oklahoma Mineral Rights Forum');
    expect(first.text).toContain(`Welcome, ${username}!`);
    await expect.poll(() => server.smtp.received.filter((m) => m.to.includes(email)).length).toBe(2);
    await page.goto(`${server.url}${linkPath(first.text, '/confirm-email?token=')}`);
    await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The same link again, the address confirmed: it says so, not a red "already used".
    await page.reload();
    await expect(page.getByRole('status')).toContainText('Your e-mail address is already confirmed');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.goto(`${server.url}/profile/security`);
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await page.goto(`${server.url}/thread/${threadId}`);
    await page.getByRole('textbox', { name: 'Your reply' }).fill('Hello from a confirmed member.');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(page.getByText('Your reply was posted.')).toBeVisible();
  });
}
