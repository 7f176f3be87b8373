import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { divisionOrderPdf, dropFiles, platPhoto } from './support/documents';
import { apiAs, createMember, createStaffUser, signInAs } from './support/session';
import { categoriesByPageId, snap, startThread } from './support/walkthrough';

// Members and documents in the browser (issue 14): attachments, drafts, edit history, profiles from posts.
const IPHONE_HEIC = readFileSync(
  path.join(import.meta.dirname, '../tests/fixtures/photos/iphone-photo.heic'),
);

async function leasingId(): Promise<number> {
  const leasing = (await categoriesByPageId()).get('leasing');
  if (!leasing) throw new Error('Leasing missing');
  return leasing.id;
}

async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles(files);
}

test.describe('members and documents', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('a reply carries a photo and a PDF from the file chooser; wrong files are refused with the reason', async ({
        page,
      }) => {
        const member = await createMember('attacher');
        const threadId = await startThread(member, await leasingId(), `Is this plat right? ${Date.now()}`);
        await signInAs(page, member);
        await page.goto(`/thread/${threadId}`);
        await expect(page.getByRole('button', { name: 'Attach files' })).toHaveAccessibleDescription(
          /up to 10 MB each, 5 per post; 8 of 8 uploads left today/,
        );
        await page.getByLabel('Your reply').fill('Here is the plat and the division order.');

        await chooseFiles(page, [
          { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') },
          { name: 'huge-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 1) },
          {
            name: 'sneaky.png',
            mimeType: 'image/png',
            buffer: Buffer.from('<html><script>1</script></html>'),
          },
        ]);
        const files = page.getByRole('list', { name: 'Attached files' });
        await expect(files.getByRole('alert')).toHaveText([
          /notes\.txt” cannot be attached: only pictures \(JPEG, PNG, WebP, HEIC\) and PDFs/,
          /huge-scan\.pdf” is 11 MB; the largest file you can attach is 10 MB/,
          // Sent, and refused by the server, which reads the bytes rather than the name.
          /Only pictures \(JPEG, PNG, WebP, HEIC\) and PDFs can be attached/,
        ]);
        for (const name of ['notes.txt', 'huge-scan.pdf', 'sneaky.png'])
          await files.getByRole('button', { name: `Remove ${name}` }).click();
        await expect(files).toHaveCount(0);

        await chooseFiles(page, [
          { name: 'plat-map.jpg', mimeType: 'image/jpeg', buffer: await platPhoto() },
          { name: 'division-order.pdf', mimeType: 'application/pdf', buffer: await divisionOrderPdf(page) },
          // A real iPhone-style HEIC photo: decoded on the server and shown like any picture.
          { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: IPHONE_HEIC },
        ]);
        await expect(files.getByRole('listitem')).toHaveCount(3);
        await expect(files.getByRole('listitem').filter({ hasText: 'IMG_0042.HEIC' })).toContainText(
          'uploaded',
        );
        await expect(files.getByRole('listitem').filter({ hasText: 'plat-map.jpg' })).toContainText(
          'uploaded',
        );
        await expect(files.getByRole('listitem').filter({ hasText: 'division-order.pdf' })).toContainText(
          /1 page · uploaded/,
        );
        await page.getByRole('button', { name: 'Post Reply' }).click();
        await expect(page.getByRole('alert').first()).toContainText('Please confirm that you have covered');
        await page
          .getByLabel('I have covered personal information (names, addresses, owner numbers)')
          .check();
        await expectNoSeriousA11yViolations(page);
        await page.locator('.attach-box').evaluate((box) => box.scrollIntoView({ block: 'center' }));
        await snap(page, 'composer-attachments');
        await page.getByRole('button', { name: 'Post Reply' }).click();

        const reply = page.getByRole('article').filter({ hasText: 'Here is the plat' });
        const picture = reply.getByRole('img', { name: 'plat-map.webp (opens full size)' });
        await expect(picture).toBeVisible();
        await expect(reply.getByRole('img', { name: 'IMG_0042.webp (opens full size)' })).toBeVisible();
        await expect(reply.getByRole('link', { name: /division-order\.pdf.*1 page/ })).toBeVisible();
        await expect(files).toHaveCount(0);
        await reply.scrollIntoViewIfNeeded();
        await snap(page, 'post-attachments');

        await picture.click();
        const lightbox = page.getByRole('dialog', { name: 'plat-map.webp' });
        await expect(lightbox.getByRole('img', { name: 'plat-map.webp' })).toBeVisible();
        await snap(page, 'attachment-lightbox');
        await lightbox.getByRole('button', { name: 'Close' }).click();
        await expect(lightbox).toHaveCount(0);

        const download = page.waitForEvent('download');
        await reply.getByRole('link', { name: /division-order\.pdf/ }).click();
        expect((await download).suggestedFilename()).toBe('division-order.pdf');
      });

      test('a reply draft is saved as the member types, restored after a reload, and discarded', async ({
        page,
      }) => {
        const member = await createMember('drafter');
        const threadId = await startThread(member, await leasingId(), `Draft test ${Date.now()}`);
        await signInAs(page, member);
        await page.goto(`/thread/${threadId}`);
        await page.getByLabel('Your reply').fill('A long answer typed on a phone');
        await expect(page.getByText('Draft saved')).toBeVisible();
        await page.reload();
        await expect(page.getByLabel('Your reply')).toHaveValue('A long answer typed on a phone');
        await expect(page.getByText('Draft restored')).toBeVisible();
        await page.getByRole('button', { name: 'Discard' }).click();
        await expect(page.getByLabel('Your reply')).toHaveValue('');
        await expect
          .poll(async () => (await apiAs(member, 'GET', `/api/drafts/reply-${threadId}`)).body)
          .toEqual({ draft: null });
        await page.reload();
        await expect(page.getByLabel('Your reply')).toHaveValue('');
        await expect(page.getByText('Draft restored')).toHaveCount(0);
      });

      test('EDITED opens the versions with the words that changed; staff hide one; a name opens the profile', async ({
        page,
      }) => {
        const author = await createMember('editor');
        const threadId = await startThread(
          author,
          await leasingId(),
          `Lease terms ${Date.now()}`,
          'The lease pays 1/8 royalty.',
        );
        const detail = await apiAs<{ posts: { id: number }[] }>(author, 'GET', `/api/threads/${threadId}`);
        const postId = detail.body.posts[0]?.id;
        for (const content of [
          'The lease pays 3/16 royalty.',
          'The lease pays 3/16 royalty and a $500 bonus.',
        ])
          expect((await apiAs(author, 'PUT', `/api/posts/${postId}`, { content })).status).toBe(200);

        await page.goto(`/thread/${threadId}`);
        const post = page.getByRole('article').first();
        await post.getByRole('button', { name: 'EDITED: show the changes' }).click();
        const history = page.getByRole('dialog', { name: 'Edit history' });
        const versions = history.getByRole('listitem');
        await expect(versions).toHaveCount(3);
        await expect(versions.nth(0)).toContainText('Current version');
        await expect(versions.nth(0).locator('ins')).toHaveText(' and a $500 bonus');
        await expect(versions.nth(1).locator('del')).toHaveText('1/8');
        await expect(versions.nth(1).locator('ins')).toHaveText('3/16');
        await expect(versions.nth(2)).toContainText('The lease pays 1/8 royalty.');
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'edit-history');
        await history.getByRole('button', { name: 'Close' }).click();

        const moderator = await createStaffUser('moderator');
        await signInAs(page, moderator);
        await post.getByRole('button', { name: /EDITED/ }).click();
        await history.getByRole('button', { name: 'Hide version 1' }).click();
        await expect(versions.nth(2)).toContainText('Hidden by staff');
        await snap(page, 'edit-history-staff');

        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await post.getByRole('button', { name: /EDITED/ }).click();
        await expect(versions.nth(2)).toContainText('Staff hid this version');
        await expect(versions.nth(2)).not.toContainText('1/8');
        await history.getByRole('button', { name: 'Close' }).click();

        await post.getByRole('link', { name: author.username }).click();
        await expect(page).toHaveURL(new RegExp(`/u/${author.username}$`));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(author.username);
      });
    });
  }

  test('a new thread takes a dropped picture, keeps its draft over a reload, and drops it once posted', async ({
    page,
  }) => {
    const member = await createMember('starter');
    await signInAs(page, member);
    await page.goto(`/create-thread?category_id=${await leasingId()}`);
    const title = `Pooling order question ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Content').fill('What does this pooling order mean for me?');
    await expect(page.getByText('Draft saved')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Content')).toHaveValue('What does this pooling order mean for me?');

    await dropFiles(page, '.file-drop', [
      { name: 'order.jpg', mimeType: 'image/jpeg', buffer: await platPhoto() },
    ]);
    const files = page.getByRole('list', { name: 'Attached files' });
    await expect(files.getByRole('listitem')).toContainText('uploaded');
    await page.getByLabel('I have covered personal information (names, addresses, owner numbers)').check();
    await page.getByRole('button', { name: 'Create Thread' }).click();
    await expect(page).toHaveURL(/\/thread\/\d+$/);
    await expect(page.getByRole('img', { name: 'order.webp (opens full size)' })).toBeVisible();

    await page.goto('/create-thread');
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.getByText('Draft restored')).toHaveCount(0);
  });
});
