import { runMediaWorker } from './run-worker';

// HEIC photos (an iPhone's default) are decoded to pixels in a worker thread (heic-worker.mjs), because the
// prebuilt sharp reads AVIF but not HEIC. sharp then re-encodes the pixels like any other picture.

export const HEIC_TIME_LIMIT_MS = 20_000;
const HEIC_MEMORY_MB = 128;

export type DecodedHeic =
  | { kind: 'pixels'; width: number; height: number; data: Buffer }
  | { kind: 'too-large'; width: number; height: number }
  | { kind: 'unreadable' }
  | { kind: 'timeout' };

interface WorkerAnswer {
  width?: number;
  height?: number;
  data?: Uint8ClampedArray;
  tooLarge?: boolean;
  unreadable?: boolean;
}

export async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<DecodedHeic> {
  const outcome = await runMediaWorker<WorkerAnswer>(
    'heic-worker.mjs',
    { bytes, maxPixels },
    { limitMs: HEIC_TIME_LIMIT_MS, memoryMb: HEIC_MEMORY_MB },
  );
  if (outcome.kind !== 'answer') return { kind: outcome.kind === 'timeout' ? 'timeout' : 'unreadable' };
  const { width = 0, height = 0, data, tooLarge } = outcome.answer;
  if (tooLarge) return { kind: 'too-large', width, height };
  if (!data || width < 1 || height < 1 || data.length !== width * height * 4) return { kind: 'unreadable' };
  return { kind: 'pixels', width, height, data: Buffer.from(data.buffer, data.byteOffset, data.length) };
}
