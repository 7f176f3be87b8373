import { AppError } from '../../errors';
import { PDF_MAX_PAGES, readPdfText } from './pdf-text';

// PDFs are stored as uploaded (re-writing them would need a full PDF library), so they are checked
// instead: a complete file here, then in a worker thread (pdf-text.ts, with a time and memory budget) no
// active content, looked for in the raw file and in every stream that inflates with escaped names undone
// (pdf-active-content.mjs), then by pdf.js, which also reads the text layer for the auto-moderation rules.

const SCRIPT_REFUSED =
  'PDFs with scripts, embedded files or forms cannot be attached. Print it to a new PDF first.';

const badPdf = (message: string, code = 'BAD_PDF') => new AppError(400, code, message, 'file');

export async function checkPdf(bytes: Buffer): Promise<{ pageCount: number | null; text: string }> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw badPdf('That file is not a PDF.', 'UNSUPPORTED_TYPE');
  if (!bytes.subarray(-1024).includes('%%EOF'))
    throw badPdf('That PDF is incomplete; it may have been cut short.');
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
