import type { Metadata, Sharp } from 'sharp';
import { AppError } from '../../errors';
import { decodeHeic } from './decode-heic';
import { type SniffedType, sniff } from './sniff';
import { MEDIA_CONCURRENCY, WorkQueue } from './work-queue';

// sharp (libvips) adds about 25 MB to the process when it loads; most of a forum's processes never see a
// picture, so it loads with the first one. libvips works on libuv's thread pool, off the main thread, but
// that pool also hashes passwords and reads files: each picture gets one libvips thread, few are decoded at
// once (work-queue.ts), and each decode has a time limit (docs/decisions/035-member-input-off-the-main-thread.md).
let sharpModule: Promise<typeof import('sharp')> | null = null;
async function loadSharp() {
  sharpModule ??= import('sharp').then((loaded) => {
    loaded.default.concurrency(1);
    return loaded;
  });
  return (await sharpModule).default;
}
const images = new WorkQueue(MEDIA_CONCURRENCY);

// Every uploaded picture is decoded once and written again by sharp: what is stored is a fresh WebP with no
// EXIF, GPS or other metadata (sharp copies none unless asked), never the member's original bytes. HEIC
// photos are decoded to pixels first (decode-heic.ts): the prebuilt sharp reads AVIF but not HEIC.

/** Above this many pixels the header alone refuses the file, before any decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 100_000_000;
/**
 * An avatar is shown at most 256 px wide, so it needs no more than a phone photo: phones save 12 to 24
 * megapixels by default. Larger files are refused from the header, so an avatar costs a quarter of a post's
 * largest picture at most.
 */
export const AVATAR_MAX_PIXELS = 25_000_000;
/** Longest one picture may take to decode and re-encode; past it the upload is refused. */
export const IMAGE_TIME_LIMIT_SECONDS = 20;

const SUPPORTED: SniffedType[] = ['jpeg', 'png', 'webp', 'avif', 'gif', 'heic'];

const badImage = (message: string, code = 'BAD_IMAGE') => new AppError(400, code, message, 'file');
const DAMAGED = 'That picture could not be read; it may be damaged or cut short.';
const TOO_SLOW = 'That picture took too long to read. Save it as a JPEG and try again.';
const HEIC_UNREADABLE =
  'That HEIC photo could not be read. On an iPhone, choose "Most Compatible" in Settings → Camera → Formats, or share the photo as JPEG.';

const tooLarge = (width: number, height: number, what: string) =>
  badImage(
    `That picture is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels, too large ${what}.`,
    'IMAGE_TOO_LARGE',
  );

/** What sharp decodes: the file itself, or a HEIC photo's pixels (decoded in a worker, decode-heic.ts). */
interface Decodable {
  input: Buffer;
  raw?: { width: number; height: number; channels: 4 };
  width: number;
  height: number;
  maxPixels: number;
}

/** Refuses anything that is not a picture we can decode; answers what sharp should read, size checked. */
export async function checkImage(
  bytes: Buffer,
  maxPixels = MAX_INPUT_PIXELS,
  what = 'to accept',
): Promise<Decodable> {
  const type = sniff(bytes);
  if (type === 'svg')
    throw badImage(
      'SVG images are not accepted: they can carry script. Upload a PNG or JPEG.',
      'UNSUPPORTED_TYPE',
    );
  if (!SUPPORTED.includes(type))
    throw badImage('That file is not a picture. Upload a JPEG, PNG, WebP or HEIC photo.', 'UNSUPPORTED_TYPE');
  if (type === 'heic') {
    const heic = await decodeHeic(bytes, maxPixels);
    if (heic.kind === 'too-large') throw tooLarge(heic.width, heic.height, what);
    if (heic.kind !== 'pixels') throw badImage(HEIC_UNREADABLE);
    const { width, height, data } = heic;
    return { input: data, raw: { width, height, channels: 4 }, width, height, maxPixels };
  }
  let meta: Metadata;
  try {
    meta = await (await loadSharp())(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badImage(DAMAGED);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw badImage(DAMAGED);
  if (width * height > maxPixels) throw tooLarge(width, height, what);
  return { input: bytes, width, height, maxPixels };
}

interface Pixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const timedOut = (error: unknown) => error instanceof Error && /timeout/i.test(error.message);

/**
 * The one decode of a picture: turned upright, `shape`d (made smaller) and converted to 8-bit sRGB pixels,
 * which every size is then encoded from. One at a time per free place of the queue, within the time limit.
 */
async function decodeOnce(source: Decodable, shape: (image: Sharp) => Sharp): Promise<Pixels> {
  const sharp = await loadSharp();
  return images.run(async () => {
    try {
      const image = sharp(source.input, {
        limitInputPixels: source.maxPixels,
        // 'truncated' refuses a file cut short instead of storing a half-grey picture.
        failOn: 'truncated',
        animated: false,
        ...(source.raw ? { raw: source.raw } : {}),
      })
        .timeout({ seconds: IMAGE_TIME_LIMIT_SECONDS })
        .rotate();
      const { data, info } = await shape(image)
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
    } catch (error) {
      throw timedOut(error) ? badImage(TOO_SLOW, 'IMAGE_TOO_SLOW') : badImage(DAMAGED);
    }
  });
}

/** A WebP of the decoded pixels, made smaller by `shape` when given. */
async function encode(pixels: Pixels, shape: (image: Sharp) => Sharp = (image) => image) {
  const sharp = await loadSharp();
  try {
    const { data, info } = await shape(sharp(pixels.data, { raw: pixels.raw }))
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badImage(DAMAGED);
  }
}

const inside = (side: number) => (image: Sharp) =>
  image.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });

/** A post's picture: at most `maxSide` px on its longer side, and a thumbnail made from that. */
export async function reencodeImage(bytes: Buffer, maxSide = 2048, thumbSide = 480) {
  const pixels = await decodeOnce(await checkImage(bytes), inside(maxSide));
  return { full: await encode(pixels), thumb: await encode(pixels, inside(thumbSide)) };
}

/** An avatar: square, cropped to the middle, at each size the pages use, all from one decode. */
export async function reencodeAvatar(bytes: Buffer, sizes: readonly number[]) {
  const largest = Math.max(...sizes);
  const source = await checkImage(
    bytes,
    AVATAR_MAX_PIXELS,
    'for an avatar; crop it or choose a smaller copy',
  );
  const pixels = await decodeOnce(source, (image) =>
    image.resize({ width: largest, height: largest, fit: 'cover' }),
  );
  const out: { size: number; data: Buffer }[] = [];
  for (const size of sizes) {
    const { data } = await encode(pixels, (image) => image.resize({ width: size, height: size }));
    out.push({ size, data });
  }
  return out;
}
