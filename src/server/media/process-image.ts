import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../errors';
import { type SniffedType, sniff } from './sniff';

// Every uploaded picture is decoded and written again by sharp: what is stored is a fresh WebP with no
// EXIF, GPS or other metadata (sharp copies none unless asked), never the member's original bytes.

/** Above this many pixels the header alone refuses the file, before any decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 100_000_000;

const SUPPORTED: SniffedType[] = ['jpeg', 'png', 'webp', 'avif', 'gif'];
// Prebuilt sharp decodes HEIF only for AVIF: HEIC (HEVC) needs a libvips built with libde265.
const HEIC_SUPPORTED = (sharp.format.heif?.input.fileSuffix ?? []).includes('.heic');

const badImage = (message: string, code = 'BAD_IMAGE') => new AppError(400, code, message, 'file');

/** Refuses anything that is not a picture we can decode; answers its checked header size. */
export async function checkImage(bytes: Buffer): Promise<{ width: number; height: number }> {
  const type = sniff(bytes);
  if (type === 'svg')
    throw badImage(
      'SVG images are not accepted: they can carry script. Upload a PNG or JPEG.',
      'UNSUPPORTED_TYPE',
    );
  if (type === 'heic' && !HEIC_SUPPORTED)
    throw badImage(
      'HEIC photos cannot be read here yet. On an iPhone, choose "Most Compatible" in Settings → Camera → Formats, or share the photo as JPEG.',
      'UNSUPPORTED_TYPE',
    );
  if (!SUPPORTED.includes(type) && type !== 'heic')
    throw badImage('That file is not a picture. Upload a JPEG, PNG or WebP image.', 'UNSUPPORTED_TYPE');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badImage('That picture could not be read; it may be damaged or cut short.');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1)
    throw badImage('That picture could not be read; it may be damaged or cut short.');
  if (width * height > MAX_INPUT_PIXELS)
    throw badImage(
      `That picture is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels, too large to accept.`,
      'IMAGE_TOO_LARGE',
    );
  return { width, height };
}

async function encode(pipeline: Sharp): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badImage('That picture could not be read; it may be damaged or cut short.');
  }
}

const decoder = (bytes: Buffer) =>
  // failOn 'truncated' refuses a file cut short instead of storing a half-grey picture.
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false }).rotate();

/** A post's picture: at most `maxSide` px on its longer side, and a thumbnail. */
export async function reencodeImage(bytes: Buffer, maxSide = 2048, thumbSide = 480) {
  await checkImage(bytes);
  const full = await encode(
    decoder(bytes).resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }),
  );
  const thumb = await encode(
    decoder(bytes).resize({ width: thumbSide, height: thumbSide, fit: 'inside', withoutEnlargement: true }),
  );
  return { full, thumb };
}

/** An avatar: square, cropped to the middle, at each size the pages use. */
export async function reencodeAvatar(bytes: Buffer, sizes: readonly number[]) {
  await checkImage(bytes);
  const out: { size: number; data: Buffer }[] = [];
  for (const size of sizes) {
    const { data } = await encode(decoder(bytes).resize({ width: size, height: size, fit: 'cover' }));
    out.push({ size, data });
  }
  return out;
}
