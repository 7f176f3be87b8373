import { describe, expect, it } from 'vitest';
import { applyFormat, type FormatKind } from './composer-format';

/** Writes the edit as text with [ ] around the new selection, to read the table at a glance. */
function run(text: string, kind: FormatKind): string {
  const start = text.indexOf('[');
  const end = text.indexOf(']') - 1;
  const plain = text.replace('[', '').replace(']', '');
  const edit = applyFormat(plain, start, end, kind);
  return `${edit.value.slice(0, edit.start)}[${edit.value.slice(edit.start, edit.end)}]${edit.value.slice(edit.end)}`;
}

describe('the composer toolbar', () => {
  it.each<[string, FormatKind, string]>([
    ['a [word] here', 'bold', 'a **[word]** here'],
    ['a **[word]** here', 'bold', 'a [word] here'],
    ['a [] here', 'bold', 'a **[bold text]** here'],
    ['a [word] here', 'italic', 'a *[word]* here'],
    ['say [hi]', 'code', 'say `[hi]`'],
    ['[one\ntwo]', 'code', '```\n[one\ntwo]\n```\n'],
    ['see [the OCC]', 'link', 'see [the OCC]([https://])'],
    ['see [https://occ.ok.gov]', 'link', 'see [[link text]](https://occ.ok.gov)'],
    ['[]', 'link', '[link text]([https://])'],
    ['intro\nfir[st\nsecond]', 'list', 'intro\n[- first\n- second]'],
    ['line one[]', 'quote', 'line one\n\n> [quoted text]'],
    ['[]', 'quote', '> [quoted text]'],
    ['a\n\n[]', 'list', 'a\n\n- [list item]'],
    ['[a\n\nb]', 'quote', '[> a\n\n> b]'],
  ])('%j with %s gives %j', (before, kind, after) => {
    expect(run(before, kind)).toBe(after);
  });

  it('takes a selection made from right to left', () => {
    expect(applyFormat('a word', 6, 2, 'bold')).toEqual({ value: 'a **word**', start: 4, end: 8 });
  });
});
