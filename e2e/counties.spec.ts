import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { COUNTY_TEXT } from '../src/shared/county-texts';
import { failOnConsoleErrors } from './support/console';
import { createMember, createStaffUser, signInAs } from './support/session';
import { categoriesByPageId } from './support/walkthrough';

// A thread's counties (docs/decisions/042-thread-counties.md), as a member and a moderator meet them: the
// composer suggests the county the post names, the row and the thread's top show it as a link to its list,
// the lists and search filter by it, and a moderator changes it.

failOnConsoleErrors();

test('the author picks a suggested county; lists and search filter by it; staff change it', async ({
  page,
  browser,
}) => {
  const title = `Pooling bonus ${randomBytes(4).toString('hex')}`;
  await signInAs(page, await createMember('countyowner'));
  // Leasing, named: the first open category is Feedback, which the forum test expects to stay empty.
  const open = (await categoriesByPageId()).get('leasing')?.name ?? '';
  expect(open).not.toBe('');
  await page.goto('/create-thread');
  await page.getByLabel('Category').selectOption({ label: open });
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Content')
    .fill('We own minerals in 12-6N-7W, Grady County, and got a pooling notice.');
  await page.getByRole('button', { name: COUNTY_TEXT.add('Grady') }).click();
  await expect(page.getByRole('button', { name: COUNTY_TEXT.remove('Grady') })).toBeVisible();
  await page.getByRole('button', { name: 'Create Thread' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const threadUrl = page.url();
  await expect(page.getByRole('link', { name: 'Grady County' }).first()).toHaveAttribute(
    'href',
    '/threads?county=grady',
  );

  // The row carries the county; the list and a search for it keep to it, another county leaves it out.
  await page.goto('/threads?county=grady');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByRole('link', { name: 'Grady County' })).toBeVisible();
  await page.goto('/threads?county=caddo');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/threads?q=${encodeURIComponent('pooling notice')}&county=grady`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(`/threads?q=${encodeURIComponent('pooling notice')}&county=caddo`);
  await expect(page.getByText('No threads match your search.')).toBeVisible();

  // A moderator changes it at the thread's top.
  const staff = await browser.newPage();
  await signInAs(staff, await createStaffUser('moderator'));
  await staff.goto(threadUrl);
  await staff.getByRole('button', { name: COUNTY_TEXT.edit }).click();
  await staff.getByRole('button', { name: COUNTY_TEXT.remove('Grady') }).click();
  await staff.getByLabel(COUNTY_TEXT.addLabel).selectOption('mcclain');
  await staff.getByRole('button', { name: COUNTY_TEXT.save }).click();
  await expect(staff.getByRole('link', { name: 'McClain County' })).toBeVisible();
  await staff.goto('/threads?county=mcclain');
  await expect(staff.getByRole('link', { name: title })).toBeVisible();
  await staff.close();
});
