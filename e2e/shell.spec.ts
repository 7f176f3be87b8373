import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { createMember, createStaffUser, signInAs } from './support/session';

test.describe('app shell', () => {
  test('home shows the header, groups, site map and footer without console errors', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Welcome to the Oklahoma Mineral Rights Forum/ }),
    ).toBeVisible();
    for (const group of [
      'Welcome',
      'News & Updates',
      'Mineral Management',
      'Document & Image Requests',
      'Geological, Technical, Regulatory & Legal',
      'Other States & Regions',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'All Other States' }).first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Need Expert Help with Your Mineral Rights?')).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    const consult = page.getByRole('link', { name: /Get a Consultation/ });
    await expect(consult).toHaveAttribute('target', '_blank');
    await expect(consult).toHaveAttribute('rel', /noopener/);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('the calculators menu opens on hover and with the keyboard, and closes on leave and Escape', async ({
    page,
  }) => {
    await page.goto('/community-rules');
    const toggle = page.getByRole('button', { name: /Calculators & Tools/ });
    await toggle.hover();
    await expect(page.getByRole('link', { name: 'Royalty & NRI Calculator' })).toBeVisible();
    // Move the mouse well away from the header: the menu closes on mouse leave.
    await page.mouse.move(640, 850);
    await expect(page.getByRole('link', { name: 'Royalty & NRI Calculator' })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await page.getByRole('link', { name: 'Fraction Calculators' }).click();
    await expect(page).toHaveURL(/\/calculator\/decimal-to-fraction$/);
    await expect(page.getByRole('link', { name: 'Fraction Calculators' })).toBeHidden();
  });

  test('the site map opens, marks Forum Home on the home page and closes on a link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Site Map/ }).click();
    const map = page.getByRole('navigation', { name: 'Site Map' });
    await expect(map.getByRole('link', { name: 'Forum Home' })).toHaveAttribute('aria-current', 'page');
    await expect(map.getByRole('heading', { name: 'Geological/Technical/Regulatory & Legal' })).toBeVisible();
    await map.getByRole('link', { name: 'Community Rules' }).click();
    await expect(page).toHaveURL(/\/community-rules$/);
    await expect(map).toBeHidden();
  });

  test('unknown routes and unknown page ids show Page Not Found; routing ignores case', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/?page=not-a-category');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/COMMUNITY-Rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeVisible();
    await expect(page.getByText('October 2025')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('guards: guests are sent away from create-thread, profile, moderation; admin shows Access Denied', async ({
    page,
  }) => {
    await page.goto('/create-thread');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await page.goto('/moderation');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page.getByText('You must be an administrator to access this page.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('accounts', () => {
  test('register, log out, log in with the e-mail and come back to the page you started from, edit the profile', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto('/community-rules');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\?redirect=%2Fcommunity-rules$/);
    await expectNoSeriousA11yViolations(page);
    const username = `newbie_${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Confirm Password').fill('a-good-password');
    await page.getByRole('button', { name: 'Register' }).click({ force: true });
    await expect(page.getByRole('alert')).toHaveText('Please fix the one thing marked below.');
    await expect(
      page.getByText('You must read and accept the Community Guidelines before registering'),
    ).toBeVisible();
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/community-rules$/);
    await expect(page.getByRole('banner').getByText(`Hello, ${username}`)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/calculator/royalty');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Username or Email').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username or password is incorrect. Please try again.');
    await page.getByRole('button', { name: 'Show Password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/calculator\/royalty$/);

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByLabel('Member type').selectOption('Mineral Owner');
    await page.getByLabel('Bio').fill('I own minerals in Caddo County.');
    await expect(page.getByText('31/500 characters')).toBeVisible();
    await page.getByLabel('Location (optional)').fill('Anadarko, OK');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Bio')).toHaveValue('I own minerals in Caddo County.');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('register shows every problem at once, each next to its field', async ({ page }) => {
    await page.goto('/register');
    // The password rule is there before anything is typed.
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Register' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    // It only looks disabled (aria-disabled), so a press still explains what is missing.
    await submit.click({ force: true });
    await expect(page.getByRole('alert')).toHaveText('Please fix the 5 things marked below.');
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/Please choose a username/);
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Please enter your email address/);
    await expect(page.getByText('You must read and accept the Community Guidelines')).toBeVisible();
    await page.getByLabel('Username').fill('someone_new');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByLabel(/I have read and accept/).check();
    await expect(submit).toHaveAttribute('aria-disabled', 'false');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please fix the 3 things marked below.');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /Password must be at least 8 characters long/,
    );
    await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription(/Passwords do not match/);
    await expect(page.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a duplicate username is refused with the server message', async ({ page }) => {
    const existing = await createMember('dupe');
    await page.goto('/register');
    await page.getByLabel('Username').fill(existing.username.toUpperCase());
    await page.getByLabel('Email').fill(`other_${existing.email}`);
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm Password').fill('long-enough-1');
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Username or email already exists. Please try a different one.',
    );
  });

  test('an admin made with the CLI sees the Moderation and Admin buttons; a moderator sees Mod', async ({
    page,
  }) => {
    await signInAs(page, await createStaffUser('admin'));
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Moderation' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await signInAs(page, await createStaffUser('moderator'));
    await expect(banner.getByRole('link', { name: 'Mod', exact: true })).toBeVisible();
  });

  test('a token the server no longer accepts drops the app back to guest', async ({ page }) => {
    const member = await createMember('stale');
    await signInAs(page, { ...member, token: 'revoked-token-revoked-token-revoked-token' });
    // The server's page shows Login to everyone; the app drops the stored token once the server refuses it,
    // a moment after it has adopted the page.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the menu button reveals the navigation and nothing overflows sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Discussions', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Discussions', exact: true }).click();
    await expect(page).toHaveURL(/\/threads$/);
    await page.goto('/register');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('failure texts and motion', () => {
  test('login shows the product description texts when the server answers non-JSON or cannot be reached', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill('someone');
    await page.getByLabel('Password', { exact: true }).fill('whatever-password');
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Login Error: Server is not responding correctly. Please try again later.',
    );
    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Network Error: Unable to connect to server. Please check your connection.',
    );
  });

  test('the header video loops muted, and stays still for people who prefer reduced motion', async ({
    page,
  }) => {
    await page.goto('/');
    const video = page.locator('video.header-video');
    await expect(video).toHaveAttribute('poster', /header-poster/);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(false);
  });
});
