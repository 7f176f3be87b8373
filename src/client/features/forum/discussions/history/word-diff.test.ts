import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('keeps fractions and other words whole', () => {
    expect(wordDiff('The lease pays 1/8 royalty', 'The lease pays 3/16 royalty now')).toEqual([
      { kind: 'same', text: 'The lease pays ' },
      { kind: 'removed', text: '1/8' },
      { kind: 'added', text: '3/16' },
      { kind: 'same', text: ' royalty' },
      { kind: 'added', text: ' now' },
    ]);
  });

  it('leaves a sentence’s full stop out of the words added before it', () => {
    expect(wordDiff('Pays $500.', 'Pays $500 and 0.0039 decimal.')).toEqual([
      { kind: 'same', text: 'Pays $500' },
      { kind: 'added', text: ' and 0.0039 decimal' },
      { kind: 'same', text: '.' },
    ]);
  });

  it('says nothing changed for the same text, and handles empty sides', () => {
    expect(wordDiff('same words', 'same words')).toEqual([{ kind: 'same', text: 'same words' }]);
    expect(wordDiff('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(wordDiff('old text', '')).toEqual([{ kind: 'removed', text: 'old text' }]);
  });

  it('puts the removed and added words of one place next to each other, once each', () => {
    const parts = wordDiff('Section 12 Township 4N', 'Section 13 Township 5N');
    expect(parts.map((p) => p.kind)).toEqual(['same', 'removed', 'added', 'same', 'removed', 'added']);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe('Section 12 Township 4N');
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('Section 13 Township 5N');
  });
});
