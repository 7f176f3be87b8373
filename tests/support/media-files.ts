import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from './test-app';

// Real files for upload tests, made by sharp: photos with EXIF and GPS, a header-only "bomb", lies.

export const SECRET_EXIF = 'Owner 4471 at 123 Main St';

/** A JPEG carrying EXIF text and GPS coordinates that must not survive re-encoding. */
export async function photoWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: SECRET_EXIF, Artist: SECRET_EXIF },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 28/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 30/1 0/1',
      },
    })
    .toBuffer();
}

/** A plain PNG; different `red` values give different pictures (content-addressed files differ). */
export const png = (width = 64, height = 64, red = 0) =>
  sharp({ create: { width, height, channels: 4, background: { r: red, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

/** A small PNG whose header claims `width` × `height` pixels (CRC fixed so readers trust it). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(8, 8));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)) >>> 0, 29);
  return bytes;
}

export const SCRIPT_SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
export const HTML_AS_PNG = Buffer.from('<html><body><script>alert(1)</script></body></html>');

/** A minimal one-page PDF; `extra` is placed in its catalog (for example a JavaScript action). */
export function pdf(text = 'Division order for section 12', extra = ''): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${extra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  objects.forEach((o, i) => {
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  body += 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Buffer.from(body, 'latin1');
}

/** POSTs raw bytes as an upload. */
export function upload(
  t: TestApp,
  url: string,
  bytes: Buffer,
  options: { token?: string; type?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': options.type ?? 'application/octet-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: bytes,
  });
}
