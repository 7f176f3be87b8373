import { diffArrays } from 'diff';

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

// A word keeps the marks inside it ("1/8", "0.00390625", "$500", "don't"); other marks and runs of space
// are tokens of their own, so "royalty." becoming "royalty and a bonus." adds only the new words.
const TOKEN = /\s+|[\p{L}\p{N}$]+(?:[./,'’:-][\p{L}\p{N}]+)*|[^\s]/gu;

/**
 * A word-level difference that keeps words whole: "1/8" becoming "3/16" reads as one word struck out and
 * one added, not as digits around a slash.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const words = (text: string) => text.match(TOKEN) ?? [];
  const parts: DiffPart[] = [];
  for (const change of diffArrays(words(before), words(after))) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const text = change.value.join('');
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  }
  return parts;
}
