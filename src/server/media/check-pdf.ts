import { inflateSync } from 'node:zlib';
import { AppError } from '../errors';

// PDFs are stored as uploaded (re-writing them would need a full PDF library), so they are checked
// instead: a complete file, no active content, and their text read for the auto-moderation rules.

const ACTIVE_CONTENT = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData)\b/;
const MAX_STREAMS = 2_000;
const MAX_INFLATED = 20 * 1024 * 1024;

const badPdf = (message: string, code = 'BAD_PDF') => new AppError(400, code, message, 'file');

/** The decoded body of every stream we can inflate, beside the raw file text. */
function readableParts(raw: string): string[] {
  const parts = [raw];
  let inflated = 0;
  const streams = raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g);
  let count = 0;
  for (const match of streams) {
    if (++count > MAX_STREAMS || inflated > MAX_INFLATED) break;
    try {
      const data = inflateSync(Buffer.from(match[1] ?? '', 'latin1'), { maxOutputLength: 4 * 1024 * 1024 });
      inflated += data.length;
      parts.push(data.toString('latin1'));
    } catch {
      // Not Flate-compressed, or not a stream we need: its raw text is already in parts[0].
    }
  }
  return parts;
}

/** Text shown with Tj / TJ operators, for the personal-information rules. */
function extractText(parts: string[]): string {
  const out: string[] = [];
  for (const part of parts) {
    for (const m of part.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj|\[((?:\\.|[^\]])*)\]\s*TJ/g)) {
      const literal = m[1] ?? (m[2] ?? '').replace(/\)\s*-?\d*\.?\d*\s*\(/g, '').replace(/^\(|\)$/g, '');
      out.push(literal.replace(/\\([()\\])/g, '$1'));
    }
  }
  return out.join(' ').slice(0, 200_000);
}

export function checkPdf(bytes: Buffer): { pageCount: number | null; text: string } {
  const raw = bytes.toString('latin1');
  if (!raw.startsWith('%PDF-')) throw badPdf('That file is not a PDF.', 'UNSUPPORTED_TYPE');
  if (!raw.slice(-1024).includes('%%EOF'))
    throw badPdf('That PDF is incomplete; it may have been cut short.');
  const parts = readableParts(raw);
  if (parts.some((p) => ACTIVE_CONTENT.test(p)))
    throw badPdf(
      'PDFs with scripts, embedded files or forms cannot be attached. Print it to a new PDF first.',
    );
  let pages = 0;
  for (const p of parts) pages += p.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return { pageCount: pages > 0 ? pages : null, text: extractText(parts) };
}
