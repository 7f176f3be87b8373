import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToPlainText, plainTextStart, truncateText } from '../../src/shared/plain-text';

// plainTextStart reads only as much of a post's HTML as it needs for `max` characters (issue 13, finding 1:
// a thread page of fifty 50,000-character posts). It must give exactly what reading the whole post gives.

const word = fc.stringMatching(/^[A-Za-z0-9.,'"&<>]{1,12}$/);
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const inline = fc.constantFrom('strong', 'em', 'a href="https://example.com/x?a=1&amp;b=2"', 'code');
const block = fc.constantFrom('p', 'blockquote', 'li', 'h2');

/** Sanitised HTML as the cooker writes it: escaped text in inline and block elements. */
const cookedHtml = fc
  .array(fc.tuple(block, fc.array(fc.tuple(fc.option(inline), word), { minLength: 1, maxLength: 30 })), {
    minLength: 1,
    maxLength: 60,
  })
  .map((blocks) =>
    blocks
      .map(([tag, words]) => {
        const inner = words
          .map(([wrap, w]) => (wrap ? `<${wrap}>${escapeText(w)}</${wrap.split(' ')[0]}>` : escapeText(w)))
          .join(' ');
        return `<${tag}>${inner}</${tag}>\n`;
      })
      .join(''),
  );

describe('plain text of a post', () => {
  it('drops tags, joins inline elements to their words and decodes entities', () => {
    const html =
      '<p>A <strong>pooling</strong> order&#39;s &quot;election&quot;.</p><p>R&amp;R &lt;1/8&gt;</p>';
    expect(htmlToPlainText(html)).toBe('A pooling order\'s "election". R&R <1/8>');
  });

  it('gives the same start as reading the whole post, for any length asked', () => {
    fc.assert(
      fc.property(cookedHtml, fc.integer({ min: 5, max: 2_000 }), (html, max) => {
        expect(plainTextStart(html, max)).toBe(truncateText(htmlToPlainText(html), max));
      }),
      { numRuns: 300 },
    );
  });

  it('never shows a piece of a tag or an entity split where it stopped reading', () => {
    // The first window is 1,024 characters of HTML (2 × 50 is less). A long attribute pads the markup so
    // that the window ends inside a tag, or inside an entity, while the text before holds under 50 letters.
    const inTag = `<p>${'word '.repeat(9)}<a href="${'z'.repeat(2_000)}">link</a>${' more'.repeat(40)}</p>`;
    const pad = (length: number) => `<p data-x="${'z'.repeat(length)}">`;
    const inEntity = `${pad(960)}${'b'.repeat(47)}&amp;${' tail'.repeat(40)}</p>`;
    expect(inEntity.indexOf('&amp;')).toBe(1_020);
    for (const html of [inTag, inEntity]) {
      const start = plainTextStart(html, 50);
      expect(start).toBe(truncateText(htmlToPlainText(html), 50));
      expect(start).not.toMatch(/<|&amp|&a|href|zzz/);
    }
  });
});
