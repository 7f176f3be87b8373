import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text';

const byLength = (line: string): number => line.length;

describe('wrapText', () => {
  it('breaks the empty drawing hint into lines that fit', () => {
    expect(wrapText('Paste a deed description and choose Visualize Tract', 24, byLength)).toEqual([
      'Paste a deed description',
      'and choose Visualize',
      'Tract',
    ]);
  });

  it('keeps every word, in order, on lines no wider than allowed unless one word is wider', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 40 }),
        (words, width) => {
          const lines = wrapText(words.join(' '), width, byLength);
          expect(lines.join(' ')).toBe(words.join(' '));
          for (const line of lines) expect(line.length <= width || !line.includes(' ')).toBe(true);
        },
      ),
    );
  });
});
