import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { createMember } from './support/session';
import { categoriesByPageId, reply, snap, startThread } from './support/walkthrough';

// Looking and touching (issue 15): on a 390 px phone every tap target is at least 44 × 44 px and no text is
// under 14 px, measured from the rendered page. Links inside running text (a post, a paragraph) are exempt,
// as WCAG 2.5.8 allows for inline targets.
interface Finding {
  what: string;
  width: number;
  height: number;
}

async function smallTargets(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const found: { what: string; width: number; height: number }[] = [];
    const selector =
      'a[href], button, select, input:not([type=hidden]), textarea, summary, [role=button], [role=tab]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // A stretched link's ::after covers its whole row: the row is what a finger hits.
      // A check box is tapped through its label too.
      const target = element.classList.contains('stretched-link')
        ? (element.closest('li, article, .thread-row') ?? element)
        : element.matches('input[type=checkbox], input[type=radio]')
          ? ((element as HTMLInputElement).labels?.[0] ?? element)
          : element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      // Links inside a sentence (a paragraph, a post, a check box's label text) are inline targets.
      if (
        element.closest('p, .post-content, .field-hint, .visually-hidden') ||
        (element.tagName === 'A' && element.closest('label'))
      )
        continue;
      // The skip link sits off screen until focused.
      if (box.right < 0 || box.bottom < 0) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        found.push({
          what: `${element.tagName.toLowerCase()} "${name}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return found;
  });
}

async function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (!ownText || element.closest('.visually-hidden, svg, canvas')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < 14)
        found.push(
          `${element.tagName.toLowerCase()} ${size}px "${element.textContent?.trim().slice(0, 30)}"`,
        );
    }
    return found;
  });
}

test.describe('tap targets and text size on a phone', () => {
  failOnConsoleErrors();
  test.use({ viewport: { width: 390, height: 844 } });

  test('every button and link on the main screens is at least 44 × 44 px, and no text is under 14 px', async ({
    page,
  }) => {
    const member = await createMember('touch');
    const leasing = (await categoriesByPageId()).get('leasing');
    if (!leasing) throw new Error('Leasing missing');
    const threadId = await startThread(member, leasing.id, `Tap targets ${Date.now()}`);
    await reply(member, threadId, 2);

    for (const path of [
      '/',
      '/threads',
      `/thread/${threadId}`,
      '/category/leasing',
      '/login',
      '/register',
      '/calculator/decimal-to-fraction',
      '/calculator/royalty',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await smallTargets(page), `tap targets on ${path}`).toEqual([]);
      expect(await smallText(page), `text on ${path}`).toEqual([]);
      const body = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
      expect(body, `body text on ${path}`).toBeGreaterThanOrEqual(16);
    }
    await snap(page, 'touch-calculator');
  });
});

// A check box sits on its label's line, and the label reads as one sentence (it once stacked under the box,
// and on a phone its words and link split into columns).
for (const width of [390, 1280]) {
  test(`the guidelines check box sits beside its sentence at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/register');
    await expect(page.getByRole('checkbox')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The three boxes from one layout: measured one call apart, content arriving above the form in between
    // (the social sign-in list) moved the label but not the box already measured.
    const [box, label, link] = await page.evaluate(() =>
      ['.checkbox > input[type="checkbox"]', '.checkbox > label', '.checkbox > label a'].map((selector) => {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
      }),
    );
    if (!box || !label || !link) throw new Error('check box, label or link missing');
    expect(label.x, 'label starts right of the box').toBeGreaterThanOrEqual(box.x + box.width);
    expect(label.y, 'label starts on the box line').toBeLessThan(box.y + box.height);
    // The link follows the words: on the first line's end or the next line's start, never a column apart.
    const lineHeight = 30;
    expect(link.y - label.y, 'link within two lines of the label top').toBeLessThan(2 * lineHeight);
    expect(link.x + link.width, 'link inside the label').toBeLessThanOrEqual(label.x + label.width + 1);
  });
}
