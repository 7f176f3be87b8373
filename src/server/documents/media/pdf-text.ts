import { runMediaWorker } from './run-worker';

// A PDF's text layer, read by pdf.js in a worker thread started for that one file (run-worker.ts;
// docs/architecture.md#members-and-documents): at most PDF_TIME_LIMIT_MS and PDF_MEMORY_MB.

export const PDF_TIME_LIMIT_MS = 15_000;
export const PDF_MAX_PAGES = 500;
const PDF_MEMORY_MB = 256;
const PDF_MAX_CHARS = 1_000_000;
const WORKER_FILE = 'pdf-text-worker.mjs';

export type PdfText =
  | { kind: 'text'; pageCount: number; text: string }
  | { kind: 'too-long'; pageCount: number }
  | { kind: 'script' }
  | { kind: 'unreadable' }
  | { kind: 'timeout' };

interface WorkerAnswer {
  pageCount?: number;
  text?: string;
  tooLong?: boolean;
  script?: boolean;
  unreadable?: string;
}

function toResult(answer: WorkerAnswer): PdfText {
  if (answer.script) return { kind: 'script' };
  if (answer.tooLong) return { kind: 'too-long', pageCount: answer.pageCount ?? 0 };
  if (typeof answer.text === 'string')
    return { kind: 'text', pageCount: answer.pageCount ?? 0, text: answer.text };
  return { kind: 'unreadable' };
}

export async function readPdfText(bytes: Buffer, limitMs = PDF_TIME_LIMIT_MS): Promise<PdfText> {
  const outcome = await runMediaWorker<WorkerAnswer>(
    WORKER_FILE,
    { bytes, maxPages: PDF_MAX_PAGES, maxChars: PDF_MAX_CHARS },
    { limitMs, memoryMb: PDF_MEMORY_MB },
  );
  if (outcome.kind === 'timeout') return { kind: 'timeout' };
  return outcome.kind === 'answer' ? toResult(outcome.answer) : { kind: 'unreadable' };
}
