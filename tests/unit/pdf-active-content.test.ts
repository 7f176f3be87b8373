import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeContent,
  decodeName,
  findStreams,
  refusedName,
} from '../../src/server/documents/media/pdf-active-content.mjs';

// The PDF scan of src/server/documents/media/pdf-active-content.mjs: the same streams as the pattern it replaced, in
// one pass, and every refused name found however it is escaped.

/** The pattern the scan replaced: simple, and quadratic on a file of unclosed streams. */
const reference = (text: string): [number, number][] =>
  [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const start = (m.index ?? 0) + (m[0].startsWith('stream\r\n') ? 8 : 7);
    return [start, start + (m[1] ?? '').length];
  });

// Text made of the pieces that matter to the search, so random inputs often hold streams, near misses and
// stray line breaks.
const piece = fc.constantFrom('stream', 'endstream', '\n', '\r', '\r\n', 'x', ' ', 'str', 'eam', 'end', '%');
const pdfLike = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));

describe('findStreams', () => {
  it('finds the same stream bodies as the pattern it replaced', () => {
    fc.assert(
      fc.property(pdfLike, (text) => {
        expect(findStreams(text, Number.POSITIVE_INFINITY)).toEqual(reference(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the bodies of a real-looking file, with either line ending', () => {
    const text = 'obj\nstream\nAAA\nendstream\nobj\nstream\r\nBB\r\nendstream\nstream\n\nendstream';
    expect(findStreams(text).map(([s, e]) => text.slice(s, e))).toEqual(['AAA', 'BB', '']);
  });

  it('reads 10 MB of unclosed streams in one pass (the pattern took hours)', () => {
    const text = `%PDF-1.4\n${'stream\n'.repeat(1_500_000)}%%EOF`;
    expect(findStreams(text)).toEqual([]);
    expect(refusedName(text)).toBeNull();
  });

  it('stops at the most streams it is asked for', () => {
    expect(findStreams('stream\na\nendstream\n'.repeat(10), 3)).toHaveLength(3);
  });
});

describe('refused names', () => {
  it('undoes #xx escapes before comparing', () => {
    expect(decodeName('/L#61unch')).toBe('/Launch');
    expect(decodeName('/A#2')).toBe('/A#2');
    expect(refusedName('<< /S /L#61unch >>')).toBe('/Launch');
    expect(refusedName('<< /Type /Embedded#46ile >>')).toBe('/EmbeddedFile');
    expect(refusedName('<< /S /#4A#53 /JS (x) >>')).toBe('/JS');
    expect(refusedName('<</S/Java#53cript>>')).toBe('/JavaScript');
  });

  it('leaves names that only begin like a refused one', () => {
    expect(refusedName('/JSON /Launcher /EmbeddedFiles /XFAx /Lang#20x')).toBeNull();
  });

  it('finds an escaped name in a stream that inflates, not in one that does not', () => {
    const hidden = deflateSync(Buffer.from('<< /S /Submit#46orm >>')).toString('latin1');
    const file = (body: string) =>
      Buffer.from(`%PDF-1.4\n1 0 obj\nstream\n${body}\nendstream\n%%EOF`, 'latin1');
    expect(activeContent(file(hidden))).toBe('/SubmitForm');
    expect(activeContent(file('plain text, no names'))).toBeNull();
  });
});
