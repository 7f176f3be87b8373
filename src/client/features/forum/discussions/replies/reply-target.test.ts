import { describe, expect, it } from 'vitest';
import { quoteBlock } from './reply-target';

describe('quoteBlock', () => {
  it('quotes a post in full', () => {
    expect(quoteBlock('okie_anne', 7, 'Line one\n\nLine two')).toBe(
      '[quote="okie_anne" post=7]\nLine one\n\nLine two\n[/quote]\n\n',
    );
  });

  it("leaves out the post's own quotes, nested ones too, and keeps its words", () => {
    const reply =
      '[quote="bob" post=3]\n[quote="anne" post=1]\nFirst\n[/quote]\nSecond\n[/quote]\n\nLooks right to me @anne.';
    expect(quoteBlock('carol', 4, reply)).toBe(
      '[quote="carol" post=4]\nLooks right to me @anne.\n[/quote]\n\n',
    );
  });

  it('keeps a post that is only a quote, with its markers as text so the new quote is not closed early', () => {
    expect(quoteBlock('carol', 4, '[quote="bob" post=3]\nSecond\n[/quote]')).toBe(
      '[quote="carol" post=4]\n\\[quote="bob" post=3]\nSecond\n\\[/quote]\n[/quote]\n\n',
    );
  });
});
