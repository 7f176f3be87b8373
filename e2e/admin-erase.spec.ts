import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { createStaffUser, signInAs } from './support/session';
import { snap } from './support/walkthrough';

// "Erase all data" is on its own admin tab only, behind typing the forum's name (issue 15). This server
// has resets turned off, so the last step shows the server's refusal and erases nothing.

const FORUM_NAME = 'Oklahoma Mineral Rights Forum';

test.describe('erasing all data', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("appears only on its own tab, and its button waits for the forum's exact name", async ({
        page,
      }) => {
        await signInAs(page, await createStaffUser('admin'));
        await page.goto('/admin');
        await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
        for (const tab of ['Users', 'Categories', 'Stats', 'Logs', 'Watched Words']) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Erase all data' })).toHaveCount(0);
          await expect(page.getByRole('textbox', { name: "Type the forum's name to confirm" })).toHaveCount(
            0,
          );
        }

        await page.getByRole('tab', { name: 'Erase all data' }).click();
        await expect(page).toHaveURL(/[?&]tab=erase/);
        const panel = page.getByRole('tabpanel', { name: 'Erase all data' });
        const name = panel.getByRole('textbox', { name: "Type the forum's name to confirm" });
        const erase = panel.getByRole('button', { name: 'Erase all data' });
        await expect(panel).toContainText(`Type ${FORUM_NAME} exactly`);
        await expect(erase).toBeDisabled();
        for (const wrong of ['RESET DATABASE', FORUM_NAME.toLowerCase(), `${FORUM_NAME} `, 'Oklahoma']) {
          await name.fill(wrong);
          await expect(erase).toBeDisabled();
        }
        await name.fill(FORUM_NAME);
        await expect(erase).toBeEnabled();
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'admin-erase');
        await erase.click();
        await expect(panel.getByRole('alert')).toContainText('Error: Database reset is turned off');

        // A reload keeps the tab (it lives in the URL); the rest of the dashboard never shows the form.
        await page.reload();
        await expect(page.getByRole('tabpanel', { name: 'Erase all data' })).toBeVisible();
      });
    });
  }
});
