import type { Page } from '@playwright/test';

// The e2e server (scripts/e2e-server.mjs) runs a local OpenID Connect provider standing in for Google; its
// development login page takes any name and password.

/** The provider's development login page imports a web font; the test machine may have no internet. */
export async function withoutProviderFonts(page: Page): Promise<void> {
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
}

/** Signs in on the provider's own page, which takes any login and password. */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}
