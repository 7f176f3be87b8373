// Checks one PDF for active content (pdf-active-content.mjs) and reads its text layer with pdf.js, in a worker
// thread of its own (src/server/documents/media/pdf-text.ts starts it, caps its memory and ends it after a time limit),
// so a hostile PDF costs only its own upload and never the main thread.
// Plain JavaScript so it runs as it is under tsx and beside the server bundle.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { activeContent } from './pdf-active-content.mjs';

const { bytes, maxPages, maxChars } = workerData;
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function read() {
  if (activeContent(bytes)) return { script: true };
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    // Predefined CJK encodings, read from the package's own folder (never fetched).
    cMapUrl: `${path.join(pdfjsDir, 'cmaps')}${path.sep}`,
    cMapPacked: true,
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}${path.sep}`,
  });
  const doc = await task.promise;
  try {
    const pageCount = doc.numPages;
    if (pageCount > maxPages) return { pageCount, tooLong: true };
    const scripts = await doc.getJSActions().catch(() => null);
    let text = '';
    for (let n = 1; n <= pageCount && text.length < maxChars; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const line = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      text += `${line}\n`;
      const actions = await page.getJSActions().catch(() => null);
      page.cleanup();
      if (actions && Object.keys(actions).length > 0) return { pageCount, script: true };
    }
    if (scripts && Object.keys(scripts).length > 0) return { pageCount, script: true };
    return { pageCount, text: text.slice(0, maxChars) };
  } finally {
    await doc.destroy();
  }
}

try {
  parentPort.postMessage(await read());
} catch (error) {
  parentPort.postMessage({ unreadable: String(error?.message ?? error).slice(0, 200) });
}
