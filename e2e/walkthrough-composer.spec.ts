import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { createMember, signInAs } from './support/session';
import { categoriesByPageId, snap, startThread } from './support/walkthrough';

// The composer (issue 15): a formatting toolbar for members who do not know Markdown, and a Preview tab
// rendered by the server's own renderer, so the preview is exactly what is posted.
const TOOLS = ['Bold', 'Italic', 'Link', 'Quote', 'List', 'Code'];

/** Selects `text` inside the text area, as a member would with the mouse. */
async function select(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, wanted) => {
    const area = element as HTMLTextAreaElement;
    const at = area.value.indexOf(wanted);
    area.focus();
    area.setSelectionRange(at, at + wanted.length);
  }, text);
}

async function expectToolbar(page: Page, scope: Locator): Promise<void> {
  const toolbar = scope.getByRole('toolbar', { name: 'Formatting' });
  for (const name of TOOLS) {
    const button = toolbar.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.height, `${name} height`).toBeGreaterThanOrEqual(44);
    expect(box?.width, `${name} width`).toBeGreaterThanOrEqual(44);
  }
  await expect(scope.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
}

test.describe('the composer', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the reply box formats with buttons, and the preview is exactly the posted reply', async ({
        page,
      }) => {
        const member = await createMember('composer');
        const leasing = (await categoriesByPageId()).get('leasing');
        if (!leasing) throw new Error('Leasing missing');
        const threadId = await startThread(member, leasing.id, `Toolbar question ${Date.now()}`);
        await signInAs(page, member);
        await page.goto(`/thread/${threadId}`);
        const form = page.locator('form.reply-form');
        await expectToolbar(page, form);

        const box = form.getByLabel('Your reply');
        await box.fill('Royalty is paid monthly\nsee the OCC');
        await select(box, 'Royalty');
        await form.getByRole('button', { name: 'Bold', exact: true }).click();
        await expect(box).toHaveValue('**Royalty** is paid monthly\nsee the OCC');
        await select(box, 'monthly');
        await form.getByRole('button', { name: 'Italic', exact: true }).click();
        await select(box, 'the OCC');
        await form.getByRole('button', { name: 'Link', exact: true }).click();
        // The address part is selected: typing replaces it.
        await page.keyboard.type('https://oklahoma.gov/occ');
        await expect(box).toHaveValue(
          '**Royalty** is paid *monthly*\nsee [the OCC](https://oklahoma.gov/occ)',
        );
        await box.press('End');
        await box.press('Enter');
        await form.getByRole('button', { name: 'List', exact: true }).click();
        await page.keyboard.type('first item');
        await form.getByRole('button', { name: 'Quote', exact: true }).click();
        await page.keyboard.type('a quoted line');
        await form.getByRole('button', { name: 'Code', exact: true }).click();
        await page.keyboard.type('NRI');
        // Keyboard too: Ctrl+B on a selection.
        await select(box, 'first item');
        await box.press('Control+b');
        await expect(box).toHaveValue(
          '**Royalty** is paid *monthly*\nsee [the OCC](https://oklahoma.gov/occ)\n\n- **first item**\n\n> a quoted line`NRI`',
        );

        await form.getByRole('tab', { name: 'Preview' }).click();
        const preview = form.getByRole('tabpanel');
        await expect(preview.locator('strong').first()).toHaveText('Royalty');
        await expect(preview.locator('em')).toHaveText('monthly');
        await expect(preview.getByRole('link', { name: 'the OCC' })).toHaveAttribute(
          'href',
          'https://oklahoma.gov/occ',
        );
        await expect(preview.locator('li')).toHaveText('first item');
        await expect(preview.locator('blockquote code')).toHaveText('NRI');
        await expect(box).toBeHidden();
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'composer-preview');
        const previewHtml = await preview.locator('.post-content').innerHTML();

        await form.getByRole('button', { name: 'Post Reply' }).click();
        await expect(form.getByRole('alert').or(form.locator('.alert'))).toContainText(
          'Your reply was posted.',
        );
        const posted = page.getByRole('article').filter({ hasText: 'a quoted line' });
        expect(await posted.locator('.post-content').innerHTML()).toBe(previewHtml);

        // Back to Write for the next reply; arrow keys move between the tabs.
        await form.getByRole('tab', { name: 'Write' }).click();
        await expect(form.getByLabel('Your reply')).toBeFocused();
        await form.getByRole('tab', { name: 'Write' }).press('ArrowRight');
        await expect(form.getByRole('tab', { name: 'Preview' })).toBeFocused();
        await expect(form.getByRole('tabpanel')).toContainText('Nothing to preview yet');
      });

      test('the new-thread form has the same toolbar and preview', async ({ page }) => {
        const member = await createMember('composer2');
        await signInAs(page, member);
        await page.goto('/create-thread');
        const form = page.locator('form');
        await expectToolbar(page, form);
        const box = form.getByLabel('Content');
        await box.click();
        await form.getByRole('button', { name: 'Bold', exact: true }).click();
        await expect(box).toHaveValue('**bold text**');
        await form.getByRole('tab', { name: 'Preview' }).click();
        await expect(form.getByRole('tabpanel').locator('strong')).toHaveText('bold text');
        await snap(page, 'composer-new-thread');
      });
    });
  }
});
