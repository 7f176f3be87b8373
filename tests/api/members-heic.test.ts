import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from '../support/factories';
import { upload } from '../support/media-files';
import { createTestApp, type TestApp } from '../support/test-app';

// HEIC photos from phones (issue 14): the prebuilt sharp cannot read HEIC, so the server decodes them with
// libheif (WebAssembly, in a worker thread) and sharp re-encodes the pixels like any other picture. The
// fixture is a real HEVC-coded HEIC with EXIF and GPS (tests/fixtures/photos/README.md says how it was made).

const HEIC = readFileSync(path.join(import.meta.dirname, '../fixtures/photos/iphone-photo.heic'));
const SECRET = 'Owner 4471';

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t?.close());

/** A copy whose 'ispe' box (the size every decoder trusts before decoding) claims width × height. */
function heicClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(HEIC);
  const at = bytes.indexOf('ispe', 0, 'latin1');
  expect(at).toBeGreaterThan(0);
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}

/** The colour at (x, y) of a stored WebP. */
async function colourAt(webp: Buffer, x: number, y: number) {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 3;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

const near = (actual: number[], expected: number[]) =>
  actual.every((v, i) => Math.abs(v - expected[i]!) <= 24);

describe('HEIC photos', () => {
  it('are offered in the upload limits', async () => {
    const limits = (await t.call('GET', '/api/attachments/limits', { token: cast.member.token })).json()
      .limits;
    expect(limits.types).toEqual(expect.arrayContaining(['image/heic', 'image/heif']));
  });

  it('attach as a re-encoded WebP with the real pixels and no EXIF or GPS', async () => {
    expect(HEIC.includes(SECRET)).toBe(true);
    const res = await upload(t, '/api/attachments?name=IMG_0042.HEIC', HEIC, { token: cast.member.token });
    expect(res.statusCode).toBe(201);
    const attachment = res.json().attachment;
    expect(attachment).toMatchObject({ kind: 'image', name: 'IMG_0042.webp', width: 400, height: 300 });
    const file = await t.call('GET', attachment.url, { token: cast.member.token });
    expect(file.headers['content-type']).toBe('image/webp');
    const stored = file.rawPayload;
    expect(stored.includes(SECRET)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(near(await colourAt(stored, 50, 150), [0xd4, 0xa0, 0x17])).toBe(true);
    expect(near(await colourAt(stored, 350, 150), [0x2a, 0x6f, 0x97])).toBe(true);
  });

  it('become a square avatar', async () => {
    const res = await upload(t, '/api/me/avatar', HEIC, { token: cast.member.token, type: 'image/heic' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.avatar_url;
    const small = await t.call('GET', `${url}/64.webp`);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
  });

  it('are refused with advice when damaged, and by their header when they claim too many pixels', async () => {
    const cut = await upload(t, '/api/me/avatar', HEIC.subarray(0, 300), { token: cast.member.token });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'BAD_IMAGE', field: 'file' });
    expect(cut.json().error).toContain('Settings → Camera → Formats');
    const bomb = await upload(t, '/api/attachments?name=bomb.heic', heicClaiming(50_000, 50_000), {
      token: cast.member.token,
    });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().code).toBe('IMAGE_TOO_LARGE');
    expect(bomb.json().error).toContain('50,000 × 50,000');
  });
});
