import { expect, type Page, test } from '@playwright/test';

/** Collects console errors and uncaught page errors, so a test can fail on them (docs/architecture.md#tests). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser logs every 4xx answer; those are expected (a wrong password, a guard). 5xx are not.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** In the enclosing describe: every test fails if the page logged a console error or threw. */
export function failOnConsoleErrors(): void {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchConsole(page);
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
}

/** The phone and desktop widths every calculator page is tried at. */
export const PHONE_AND_DESKTOP = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
