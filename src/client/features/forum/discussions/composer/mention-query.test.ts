import { describe, expect, it } from 'vitest';
import { findMentionQuery, insertMention } from './mention-query';

// The caret is where "|" is written in each row.
function at(text: string) {
  const caret = text.indexOf('|');
  return findMentionQuery(text.replace('|', ''), caret);
}

describe('findMentionQuery', () => {
  it.each([
    ['@|', null], // nothing typed after "@" yet
    ['@a|', 'a'],
    ['Ask @Land_man|', 'Land_man'],
    ['(@jo|', 'jo'],
    ['line\n@jo|', 'jo'],
    ['mail a@jo|', null], // an e-mail address, not a mention
    ['@@jo|', null],
    ['`@jo|', null], // inside code
    ['@jo |', null], // the name is finished
    ['@jo|e', 'jo'], // the caret in the middle: what is before it
    ['@jo-e|', null], // "-" is not part of a name
    [`@${'a'.repeat(30)}|`, 'a'.repeat(30)],
    [`@${'a'.repeat(31)}|`, null], // longer than any username
  ])('%j gives %j', (text, prefix) => {
    expect(at(text)?.prefix ?? null).toBe(prefix);
  });

  it('knows no caret', () => {
    expect(findMentionQuery('@jo', null)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces what was typed with the name and a space, and puts the caret after them', () => {
    const text = 'Ask @lan and me';
    const query = findMentionQuery(text, 8);
    expect(query).toEqual({ start: 4, end: 8, prefix: 'lan' });
    if (!query) return;
    // "Ask " (4) + "@Landman " (9) = caret at 13
    expect(insertMention(text, query, 'Landman')).toEqual({ text: 'Ask @Landman  and me', caret: 13 });
  });
});
