// Decodes one HEIC photo (iPhones' default format) to RGBA pixels with libheif compiled to WebAssembly
// (the heic-decode package), in a worker thread of its own (src/server/documents/media/decode-heic.ts starts it and
// ends it after a time limit). The size is read from the header and checked before any pixel is decoded.
// Plain JavaScript so it runs as it is under tsx and beside the server bundle.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

const { bytes, maxPixels } = workerData;

async function read() {
  const images = await decode.all({ buffer: new Uint8Array(bytes) });
  try {
    const first = images[0];
    if (!first) return { unreadable: true };
    if (first.width < 1 || first.height < 1) return { unreadable: true };
    if (first.width * first.height > maxPixels)
      return { width: first.width, height: first.height, tooLarge: true };
    const { width, height, data } = await first.decode();
    return { width, height, data };
  } finally {
    images.dispose();
  }
}

try {
  const answer = await read();
  parentPort.postMessage(answer, answer.data ? [answer.data.buffer] : []);
} catch {
  parentPort.postMessage({ unreadable: true });
}
