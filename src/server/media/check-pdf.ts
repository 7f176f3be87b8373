import { inflateSync } from 'node:zlib';
import { AppError } from '../errors';
import { PDF_MAX_PAGES, readPdfText } from './pdf-text';

// PDFs are stored as uploaded (re-writing them would need a full PDF library), so they are checked
// instead: a complete file, no active content (looked for in the raw file and in every stream we can
// inflate, then by pdf.js), and their text layer read by pdf.js for the auto-moderation rules.

const ACTIVE_CONTENT = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData)\b/;
const MAX_STREAMS = 2_000;
const MAX_INFLATED = 20 * 1024 * 1024;

const SCRIPT_REFUSED =
  'PDFs with scripts, embedded files or forms cannot be attached. Print it to a new PDF first.';

const badPdf = (message: string, code = 'BAD_PDF') => new AppError(400, code, message, 'file');

/** The decoded body of every stream we can inflate (object streams hide actions), beside the raw text. */
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

export async function checkPdf(bytes: Buffer): Promise<{ pageCount: number | null; text: string }> {
  const raw = bytes.toString('latin1');
  if (!raw.startsWith('%PDF-')) throw badPdf('That file is not a PDF.', 'UNSUPPORTED_TYPE');
  if (!raw.slice(-1024).includes('%%EOF'))
    throw badPdf('That PDF is incomplete; it may have been cut short.');
  if (readableParts(raw).some((p) => ACTIVE_CONTENT.test(p))) throw badPdf(SCRIPT_REFUSED);
  const read = await readPdfText(bytes);
  switch (read.kind) {
    case 'script':
      throw badPdf(SCRIPT_REFUSED);
    case 'too-long':
      throw badPdf(
        `That PDF has ${read.pageCount.toLocaleString('en-US')} pages, more than the ${PDF_MAX_PAGES} we can check. Attach only the pages that matter.`,
        'PDF_TOO_LONG',
      );
    case 'timeout':
      throw badPdf('That PDF took too long to read. Print it to a new PDF and try again.', 'PDF_TOO_SLOW');
    case 'unreadable':
      throw badPdf('That PDF could not be read; it may be damaged. Print it to a new PDF and try again.');
    default:
      return { pageCount: read.pageCount > 0 ? read.pageCount : null, text: read.text };
  }
}
