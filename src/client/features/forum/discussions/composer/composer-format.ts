// The composer toolbar's edits (docs/product.md#writing-tools), as pure functions of the text and the
// selection, so they can be tested without a browser. Each returns the new text and what to select after.

export type FormatKind = 'bold' | 'italic' | 'link' | 'quote' | 'list' | 'code';

export interface Edit {
  value: string;
  start: number;
  end: number;
}

const PLACEHOLDER: Record<FormatKind, string> = {
  bold: 'bold text',
  italic: 'italic text',
  link: 'link text',
  quote: 'quoted text',
  list: 'list item',
  code: 'code',
};

/** Surrounds the selection (or a placeholder) with `mark`; a second press on the same selection removes it. */
function wrap(value: string, start: number, end: number, mark: string, placeholder: string): Edit {
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (start !== end && before.endsWith(mark) && after.startsWith(mark))
    return {
      value: before.slice(0, -mark.length) + value.slice(start, end) + after.slice(mark.length),
      start: start - mark.length,
      end: end - mark.length,
    };
  const text = value.slice(start, end) || placeholder;
  return {
    value: `${before}${mark}${text}${mark}${after}`,
    start: start + mark.length,
    end: start + mark.length + text.length,
  };
}

/** Puts `prefix` before every line the selection touches (a placeholder line when nothing is selected). */
function prefixLines(value: string, start: number, end: number, prefix: string, placeholder: string): Edit {
  if (start === end) {
    const before = value.slice(0, start);
    const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    const inserted = `${lead}${prefix}${placeholder}`;
    const at = start + lead.length + prefix.length;
    return { value: before + inserted + value.slice(end), start: at, end: at + placeholder.length };
  }
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const lines = value.slice(lineStart, end).split('\n');
  const changed = lines.map((line) => (line.trim() ? prefix + line : line)).join('\n');
  return {
    value: value.slice(0, lineStart) + changed + value.slice(end),
    start: lineStart,
    end: lineStart + changed.length,
  };
}

/** A link around the selection; the "https://" is selected so the member types or pastes the address over it. */
function link(value: string, start: number, end: number): Edit {
  const selected = value.slice(start, end);
  if (/^(?:https?:\/\/|www\.)\S+$/i.test(selected)) {
    const text = `[${PLACEHOLDER.link}](${selected})`;
    return { value: value.slice(0, start) + text + value.slice(end), start: start + 1, end: start + 10 };
  }
  const label = selected || PLACEHOLDER.link;
  const text = `[${label}](https://)`;
  const urlAt = start + label.length + 3;
  return { value: value.slice(0, start) + text + value.slice(end), start: urlAt, end: urlAt + 8 };
}

/** Code: inline `code` within a line, a fenced block when the selection spans lines. */
function code(value: string, start: number, end: number): Edit {
  const selected = value.slice(start, end);
  if (!selected.includes('\n')) return wrap(value, start, end, '`', PLACEHOLDER.code);
  const before = value.slice(0, start);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const block = `${lead}\`\`\`\n${selected}\n\`\`\`\n`;
  const at = start + lead.length + 4;
  return { value: before + block + value.slice(end), start: at, end: at + selected.length };
}

export function applyFormat(value: string, start: number, end: number, kind: FormatKind): Edit {
  const [from, to] = start <= end ? [start, end] : [end, start];
  switch (kind) {
    case 'bold':
      return wrap(value, from, to, '**', PLACEHOLDER.bold);
    case 'italic':
      return wrap(value, from, to, '*', PLACEHOLDER.italic);
    case 'link':
      return link(value, from, to);
    case 'quote':
      return prefixLines(value, from, to, '> ', PLACEHOLDER.quote);
    case 'list':
      return prefixLines(value, from, to, '- ', PLACEHOLDER.list);
    case 'code':
      return code(value, from, to);
  }
}
