import type { Page } from '@playwright/test';

/** Collects console errors and uncaught page errors, so a test can fail on them (STYLE.md rule 14). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser logs every 4xx answer; those are expected (a wrong password, a guard). 5xx are not.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
