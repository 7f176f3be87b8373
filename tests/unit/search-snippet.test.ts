import { describe, expect, it } from 'vitest';
import { snippetHtml } from '../../src/server/forum/search/snippet';
import { stripMarkdown } from '../../src/shared/plain-text';

describe('search snippets', () => {
  it.each([
    ['**Section 12** is in _Grady_ County', 'Section 12 is in Grady County'],
    ['see [the OCC](https://oklahoma.gov/occ) order', 'see the OCC order'],
    ['## Pooling > election `deadline`', 'Pooling election deadline'],
    ['ask retired_teacher about *3/16*.', 'ask retired_teacher about 3/16.'],
  ])('strips Markdown marks: %s', (markdown, plain) => {
    expect(stripMarkdown(markdown)).toBe(plain);
  });

  it('escapes the text and turns only the sentinels into <mark>', () => {
    const html = snippetHtml('<b>bold</b> \uE000division\uE001 **order**');
    expect(html).toBe('&lt;b&gt;bold&lt;/b&gt; <mark>division</mark> order');
  });
});
