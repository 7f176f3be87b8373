// Looks for active content (scripts, launch actions, embedded files, forms) in a PDF's raw bytes and in every
// stream that inflates, before pdf.js reads it. Plain JavaScript, imported by pdf-text-worker.mjs, so it runs
// in that worker thread under tsx and beside the server bundle alike; tests import it too (types beside it).
// Every step is one pass over the text: a member's file must never cost more than its size
// (docs/decisions/035-member-input-off-the-main-thread.md).
import { inflateSync } from 'node:zlib';

/** Names a PDF may not use (after #xx escapes are undone): they run or launch something in a reader. */
const REFUSED_NAME = /^\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData)\b/;
// A name token: a slash, then anything but PDF white space and delimiters (ISO 32000-1, 7.2.2 and 7.3.5).
const NAME = /\/[^\0\t\n\f\r ()<>[\]{}/%]*/g;
const ESCAPE = /#([0-9A-Fa-f]{2})/g;
const MAX_STREAMS = 2_000;
const MAX_INFLATED = 20 * 1024 * 1024;
const MAX_INFLATED_STREAM = 4 * 1024 * 1024;

/**
 * The bodies of the text's streams as [start, end) offsets: what `/stream\r?\n([\s\S]*?)\r?\nendstream/g`
 * captures, found with indexOf in one pass instead of a pattern that tries every start again (quadratic).
 * Once no "\nendstream" follows a start, none follows a later one either, so the search ends there.
 */
export function findStreams(text, max = MAX_STREAMS) {
  const found = [];
  let from = 0;
  while (found.length < max) {
    const at = text.indexOf('stream', from);
    if (at < 0) break;
    let start = at + 6;
    if (text.charCodeAt(start) === 13 && text.charCodeAt(start + 1) === 10) start += 2;
    else if (text.charCodeAt(start) === 10) start += 1;
    else {
      from = at + 1;
      continue;
    }
    const close = text.indexOf('\nendstream', start);
    if (close < 0) break;
    found.push([start, text.charCodeAt(close - 1) === 13 ? close - 1 : close]);
    from = close + 10;
  }
  return found;
}

/** A name with its #xx escapes undone: /L#61unch is /Launch to every PDF reader. */
export const decodeName = (name) =>
  name.includes('#') ? name.replace(ESCAPE, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))) : name;

/** The first refused name in the text, decoded, or null. */
export function refusedName(text) {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[0]);
    if (REFUSED_NAME.test(name)) return name;
  }
  return null;
}

/** The first refused name in the file or in any stream that inflates (object streams hide actions), or null. */
export function activeContent(bytes) {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const inRaw = refusedName(raw);
  if (inRaw) return inRaw;
  let inflated = 0;
  for (const [start, end] of findStreams(raw)) {
    if (inflated > MAX_INFLATED) break;
    let data;
    try {
      data = inflateSync(Buffer.from(raw.slice(start, end), 'latin1'), {
        maxOutputLength: MAX_INFLATED_STREAM,
      });
    } catch {
      continue; // Not Flate-compressed, or cut short: its raw text was read above.
    }
    inflated += data.length;
    const inStream = refusedName(data.toString('latin1'));
    if (inStream) return inStream;
  }
  return null;
}
