import type { Metadata, Sharp } from 'sharp';
import { AppError } from '../errors';
import { decodeHeic } from './decode-heic';
import { type SniffedType, sniff } from './sniff';

// sharp (libvips) adds about 25 MB to the process when it loads; most of a forum's processes never see a
// picture, so it loads with the first one.
let sharpModule: Promise<typeof import('sharp')> | null = null;
async function loadSharp() {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

// Every uploaded picture is decoded and written again by sharp: what is stored is a fresh WebP with no
// EXIF, GPS or other metadata (sharp copies none unless asked), never the member's original bytes. HEIC
// photos are decoded to pixels first (decode-heic.ts): the prebuilt sharp reads AVIF but not HEIC.

/** Above this many pixels the header alone refuses the file, before any decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 100_000_000;

const SUPPORTED: SniffedType[] = ['jpeg', 'png', 'webp', 'avif', 'gif', 'heic'];

const badImage = (message: string, code = 'BAD_IMAGE') => new AppError(400, code, message, 'file');
const DAMAGED = 'That picture could not be read; it may be damaged or cut short.';
const HEIC_UNREADABLE =
  'That HEIC photo could not be read. On an iPhone, choose "Most Compatible" in Settings → Camera → Formats, or share the photo as JPEG.';

const tooLarge = (width: number, height: number) =>
  badImage(
    `That picture is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels, too large to accept.`,
    'IMAGE_TOO_LARGE',
  );

/** What sharp decodes: the file itself, or a HEIC photo's pixels (decoded in a worker, decode-heic.ts). */
interface Decodable {
  input: Buffer;
  raw?: { width: number; height: number; channels: 4 };
  width: number;
  height: number;
}

/** Refuses anything that is not a picture we can decode; answers what sharp should read, size checked. */
export async function checkImage(bytes: Buffer): Promise<Decodable> {
  const type = sniff(bytes);
  if (type === 'svg')
    throw badImage(
      'SVG images are not accepted: they can carry script. Upload a PNG or JPEG.',
      'UNSUPPORTED_TYPE',
    );
  if (!SUPPORTED.includes(type))
    throw badImage('That file is not a picture. Upload a JPEG, PNG, WebP or HEIC photo.', 'UNSUPPORTED_TYPE');
  if (type === 'heic') {
    const heic = await decodeHeic(bytes, MAX_INPUT_PIXELS);
    if (heic.kind === 'too-large') throw tooLarge(heic.width, heic.height);
    if (heic.kind !== 'pixels') throw badImage(HEIC_UNREADABLE);
    const { width, height, data } = heic;
    return { input: data, raw: { width, height, channels: 4 }, width, height };
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
  if (width * height > MAX_INPUT_PIXELS) throw tooLarge(width, height);
  return { input: bytes, width, height };
}

async function encode(pending: Promise<Sharp>): Promise<{ data: Buffer; width: number; height: number }> {
  const pipeline = await pending;
  try {
    const { data, info } = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badImage(DAMAGED);
  }
}

const decoder = async ({ input, raw }: Decodable) =>
  // failOn 'truncated' refuses a file cut short instead of storing a half-grey picture.
  (await loadSharp())(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'truncated',
    animated: false,
    ...(raw ? { raw } : {}),
  }).rotate();

/** A post's picture: at most `maxSide` px on its longer side, and a thumbnail. */
export async function reencodeImage(bytes: Buffer, maxSide = 2048, thumbSide = 480) {
  const source = await checkImage(bytes);
  const full = await encode(
    decoder(source).then((d) =>
      d.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }),
    ),
  );
  const thumb = await encode(
    decoder(source).then((d) =>
      d.resize({ width: thumbSide, height: thumbSide, fit: 'inside', withoutEnlargement: true }),
    ),
  );
  return { full, thumb };
}

/** An avatar: square, cropped to the middle, at each size the pages use. */
export async function reencodeAvatar(bytes: Buffer, sizes: readonly number[]) {
  const source = await checkImage(bytes);
  const out: { size: number; data: Buffer }[] = [];
  for (const size of sizes) {
    const { data } = await encode(
      decoder(source).then((d) => d.resize({ width: size, height: size, fit: 'cover' })),
    );
    out.push({ size, data });
  }
  return out;
}
