/**
 * Breaks `text` into lines no wider than `maxWidth` as `measure` counts them, between words. A single word wider
 * than the line stands alone on its line. The canvas scales a 700 px drawing down to a 390 px phone, where the
 * empty drawing's hint in one line would run off both sides.
 */
export function wrapText(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
