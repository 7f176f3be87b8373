import type { Page } from '@playwright/test';

// Measuring a page as a finger and an eye on a 390 px phone would: every tap target at least 44 × 44 px and
// no text under 14 px, read from the rendered page. Links inside running text (a post, a paragraph) are
// exempt, as WCAG 2.5.8 allows for inline targets.
interface Finding {
  what: string;
  width: number;
  height: number;
}

/** Tap targets under 44 × 44 px. */
export async function smallTargets(page: Page): Promise<Finding[]> {
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

/** Text under 14 px. */
export async function smallText(page: Page): Promise<string[]> {
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
