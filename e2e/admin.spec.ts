import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { scriptDialogs } from './support/dialogs';
import { apiAs, createMember, createStaffUser, signInAs } from './support/session';

// Issue 4's admin flows (docs/product.md#pages, #validation and #messages): ban and unban, role change, a category from creation to
// deletion, the stats, the audit log, the reset's guard; members see Access Denied, moderators their panel.

async function searchUser(page: Page, username: string) {
  await page.getByLabel('Search users').fill(username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('admin dashboard', () => {
  test('an admin bans and unbans a member and changes a role, with the product description prompts; their own row is locked', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const admin = await createStaffUser('admin');
    const victim = await createMember('victim');
    await signInAs(page, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    const dialogs = await scriptDialogs(page);

    const own = await searchUser(page, admin.username);
    await expect(own.getByLabel(`Role of ${admin.username}`)).toBeDisabled();
    await expect(own.getByRole('button', { name: `Ban ${admin.username}` })).toBeDisabled();
    await expect(own.getByRole('button', { name: `Delete ${admin.username}` })).toBeDisabled();

    const row = await searchUser(page, victim.username);
    await expectNoSeriousA11yViolations(page);

    // A ban needs a reason: an empty answer is refused in the dialog before anything is sent.
    dialogs.reply({ accept: true, text: '   ' });
    await row.getByRole('button', { name: `Ban ${victim.username}` }).click();
    await expect.poll(() => dialogs.said.at(-1)).toBe('Ban requires a reason');
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    dialogs.reply({ accept: true, text: 'Spam after two warnings' });
    await row.getByRole('button', { name: `Ban ${victim.username}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User banned successfully' })).toBeVisible();
    await expect(row.getByText('Banned', { exact: true })).toBeVisible();
    await expect(row.getByText('Reason: Spam after two warnings')).toBeVisible();
    // Every session of the banned user ends at once.
    expect((await apiAs(victim, 'GET', '/api/auth/me')).status).toBe(401);

    dialogs.reply({ accept: true });
    await row.getByRole('button', { name: `Unban ${victim.username}` }).click();
    await expect.poll(() => dialogs.said.at(-1)).toBe(`Unban ${victim.username}?`);
    await expect(page.getByRole('status').filter({ hasText: 'User unbanned successfully' })).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    const login = await apiAs(null, 'POST', '/api/auth/login', {
      username: victim.username,
      password: victim.password,
    });
    expect(login.status).toBe(200);

    // Role change: cancelling the confirm leaves the role as it was.
    const role = row.getByLabel(`Role of ${victim.username}`);
    dialogs.reply({ accept: false });
    await role.selectOption('moderator');
    await expect.poll(() => dialogs.said.at(-1)).toBe('Change user role to moderator?');
    await expect(role).toHaveValue('member');
    dialogs.reply({ accept: true });
    await role.selectOption('moderator');
    await expect(page.getByRole('status').filter({ hasText: 'Role updated successfully' })).toBeVisible();
    await expect(role).toHaveValue('moderator');
    dialogs.reply({ accept: true });
    await role.selectOption('member');
    await expect(role).toHaveValue('member');

    await row.getByLabel(`Member type of ${victim.username}`).selectOption('Landman');
    await expect(
      page.getByRole('status').filter({ hasText: 'Member category updated successfully' }),
    ).toBeVisible();

    // Filters: the member type filter finds them, the guest role filter does not.
    await page.getByLabel('Member type', { exact: true }).selectOption('Landman');
    await expect(row).toBeVisible();
    await page.getByLabel('Role', { exact: true }).selectOption('guest');
    await expect(page.getByText('No users match these filters.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an admin creates, edits, locks, archives and deletes a category with the keyboard-driven tabs', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signInAs(page, await createStaffUser('admin'));
    await page.goto('/admin');
    // A proper tablist: arrow keys move between tabs.
    await page.getByRole('tab', { name: 'Users' }).focus();
    await page.keyboard.press('ArrowRight');
    const tab = page.getByRole('tab', { name: 'Categories' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
    await expect(page).toHaveURL(/tab=categories/);

    const panel = page.getByRole('tabpanel', { name: 'Categories' });
    const form = panel.getByRole('form', { name: 'Create Category' });
    const stamp = Date.now().toString(36);
    const name = `E2E Royalty Audits ${stamp}`;
    await form.getByLabel('Name', { exact: true }).fill(name);
    await expect(form.getByLabel('Slug')).toHaveValue(`e2e-royalty-audits-${stamp}`);
    // Typed slugs keep lowercase letters, digits and dashes; anything else becomes a dash.
    await form.getByLabel('Slug').fill(`My Audits! ${stamp}`);
    await expect(form.getByLabel('Slug')).toHaveValue(`my-audits--${stamp}`);
    await form.getByLabel('Slug').fill(`e2e-audits-${stamp}`);
    await expect(form.getByLabel('Color')).toHaveValue('#0072ce');
    await form.getByLabel('Order index').fill('-1');
    await form.getByRole('button', { name: 'Create Category' }).click();
    await expect(form.getByRole('alert')).toHaveText('Order index must be a whole number of 0 or more');
    await form.getByLabel('Order index').fill('40');
    await form.getByLabel('Description').fill('Checking the operator’s math.');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Create Category' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Category created successfully!' }),
    ).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');

    const row = panel.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(`e2e-audits-${stamp}`)).toBeVisible();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = panel.getByRole('form', { name: `Edit Category: ${name}` });
    await expect(editForm.getByLabel('Name', { exact: true })).toHaveValue(name);
    // Cancel resets the form.
    await editForm.getByLabel('Description').fill('Something else');
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await editForm.getByLabel('Description').fill('Checking the operator’s arithmetic, line by line.');
    await editForm.getByRole('button', { name: 'Update Category' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Category updated successfully!' }),
    ).toBeVisible();
    await expect(row.getByText('Checking the operator’s arithmetic, line by line.')).toBeVisible();

    await row.getByRole('button', { name: `Lock ${name}` }).click();
    await expect(row.getByText('Locked', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Unlock ${name}` }).click();
    await row.getByRole('button', { name: `Archive ${name}` }).click();
    await expect(row.getByText('Archived', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Unarchive ${name}` }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    const dialogs = await scriptDialogs(page);
    dialogs.reply({ accept: true });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect.poll(() => dialogs.said.at(-1)).toBe(`Delete category "${name}"? This cannot be undone!`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Category deleted successfully!' }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an admin reads the stats and the audit log, filters it; the erase form is not on these tabs', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const admin = await createStaffUser('admin');
    const member = await createMember('warned');
    const reason = `Off-topic adverts ${Date.now().toString(36)}`;
    expect((await apiAs(admin, 'POST', `/api/admin/users/${member.user.id}/warn`, { reason })).status).toBe(
      200,
    );

    await signInAs(page, admin);
    await page.goto('/admin?tab=stats');
    const stats = (await apiAs<Record<string, number>>(admin, 'GET', '/api/admin/stats')).body;
    const panel = page.getByRole('tabpanel', { name: 'Stats' });
    for (const [label, key] of [
      ['Total users', 'totalUsers'],
      ['New users (last 30 days)', 'newUsers30Days'],
      ['Active users (last 7 days)', 'activeUsers7Days'],
      ['Banned users', 'bannedUsers'],
    ] as const) {
      const figure = panel.locator('.stat-figure').filter({ has: page.getByText(label, { exact: true }) });
      await expect(figure).toContainText(String(stats[key]?.toLocaleString('en-US')));
    }
    await expect(panel.getByRole('table', { name: 'Users by role' }).getByRole('row')).toHaveCount(5);
    await expect(panel.getByRole('table', { name: 'Users by member type' })).toContainText(
      'Without a member type',
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Logs' }).click();
    const logs = page.getByRole('tabpanel', { name: 'Logs' });
    const entry = logs.getByRole('row').filter({ hasText: reason });
    await expect(entry).toContainText('Warn user');
    await expect(entry).toContainText(admin.username);
    await logs.getByLabel('Action type').selectOption('ban_user');
    await expect(logs.getByRole('row').filter({ hasText: reason })).toHaveCount(0);
    await logs.getByLabel('Action type').selectOption('warn_user');
    await expect(logs.getByRole('row').filter({ hasText: reason })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // The erase form is on its own tab only (e2e/admin-erase.spec.ts).
    await expect(page.getByRole('button', { name: 'Erase all data' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a member gets Access Denied at /admin; a moderator gets the moderator panel', async ({ page }) => {
    await signInAs(page, await createMember('curious'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You must be an administrator to access this page.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signInAs(page, await createStaffUser('moderator'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderator Panel' })).toBeVisible();
    await expect(page.getByText('Open reports', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the Moderation Queue' })).toHaveAttribute(
      'href',
      '/moderation',
    );
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Ban|Delete) / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Erase all data' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('admin dashboard on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the users table stacks into cards and nothing scrolls sideways', async ({ page }) => {
    await signInAs(page, await createStaffUser('admin'));
    await page.goto('/admin');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/moderation?status=all');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation Queue' })).toBeVisible();
    const queueOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(queueOverflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
