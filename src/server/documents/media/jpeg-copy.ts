// The full-size download of a photo as a JPEG: pictures are stored and shown as WebP, which some older
// phones and e-mail programs cannot open. Made from the stored (already metadata-free) picture on request,
// so nothing more is stored; sharp loads on first use, as for uploads.

let sharpModule: Promise<typeof import('sharp')> | null = null;

export async function jpegCopy(webp: Buffer): Promise<Buffer> {
  sharpModule ??= import('sharp');
  const sharp = (await sharpModule).default;
  // White behind any transparency: JPEG has none, and black would hide dark lines on a plat.
  return sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

/** "plat-map.webp" → "plat-map.jpg". */
export const jpegName = (name: string): string => `${name.replace(/\.[^./\\]{1,8}$/, '') || 'picture'}.jpg`;
