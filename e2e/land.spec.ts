import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors } from './support/console';
import { apiAs, createMember, signInAs } from './support/session';

// The land in a post (docs/decisions/039-land-references.md): a section becomes a chip that opens the
// section's page, a cause and a well number open the Corporation Commission's searches in a new tab, the
// server's township map shows under the post, and the section page lists the thread.

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
failOnConsoleErrors();

test('a section in a post is a chip to its page, with its map; the page lists the thread', async ({
  page,
}) => {
  const author = await createMember('landowner');
  const categories = await apiAs<{ categories: { id: number; is_locked: boolean }[] }>(
    null,
    'GET',
    '/api/categories',
  );
  const title = unique('Pooling notice');
  const created = await apiAs<{ thread: { id: number } }>(author, 'POST', '/api/threads', {
    category_id: categories.body.categories.find((c) => !c.is_locked)?.id,
    title,
    content:
      'We own the NE/4 of 17-9N-6W, Grady County, pooled in CD 2023-001234; the well is API 35-051-24567.',
  });
  expect(created.status).toBe(201);

  await page.goto(`/thread/${created.body.thread.id}`);
  const post = page.getByRole('article').first();
  const chip = post.getByRole('link', { name: '17-9N-6W', exact: true });
  await expect(chip).toHaveAttribute('href', '/land/ok/im/09n/06w/17');
  await expect(chip).toHaveClass('land-ref');
  const cause = post.getByRole('link', { name: 'CD 2023-001234' });
  await expect(cause).toHaveAttribute('href', /^https:\/\//);
  await expect(cause).toHaveAttribute('target', '_blank');
  const map = post.getByRole('img', { name: 'Map of Section 17-9N-6W in its township with the NE/4 shaded' });
  await expect(map).toBeVisible();
  expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await chip.click();
  await expect(page).toHaveURL(/\/land\/ok\/im\/09n\/06w\/17$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Section 17-9N-6W' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('S17 T9N R6W')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'The whole township' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Township 9N-6W' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // Searching the section written another way finds the thread and offers the section's page first.
  await page.goto(`/threads?q=${encodeURIComponent('S17 T9N R6W')}`);
  await expect(page.getByRole('link', { name: 'Section 17-9N-6W' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('a member follows a section from its page and finds it in My land', async ({ page }) => {
  const member = await createMember('follower');
  await signInAs(page, member);
  await page.goto('/land/ok/im/11n/04w/12');
  await expect(page.getByRole('heading', { level: 1, name: 'Section 12-11N-4W' })).toBeVisible();
  await page.getByRole('button', { name: 'Follow Section 12-11N-4W' }).click();
  await expect(page.getByRole('button', { name: 'Following Section 12-11N-4W' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'My land' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My land' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Section 12-11N-4W' })).toBeVisible();
  await expect(page.getByText('No thread names it yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
