import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import {
  HTML_AS_PNG,
  photoWithExif,
  png,
  pngClaiming,
  SCRIPT_SVG,
  SECRET_EXIF,
  upload,
} from '../support/media-files';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(2 * 1024 * 1024) });
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

describe('POST /api/me/avatar', () => {
  it('re-encodes a photo into square WebP sizes without its EXIF and GPS, and serves them publicly', async () => {
    const m = await makeUser(t.database.db);
    const res = await upload(t, '/api/me/avatar', await photoWithExif(640, 480), {
      token: m.token,
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.avatar_url;
    expect(url).toMatch(/^\/api\/avatars\/[0-9a-f]{64}$/);
    for (const size of [64, 256]) {
      const file = await t.call('GET', `${url}/${size}.webp`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from(SECRET_EXIF))).toBe(false);
    }
    const profile = (await t.call('GET', `/api/users/${m.user.username}/profile`)).json().profile;
    expect(profile.avatar_url).toBe(url);
  });

  it('replaces and removes the avatar, deleting the old files', async () => {
    const m = await makeUser(t.database.db);
    const twin = await makeUser(t.database.db);
    const first = (await upload(t, '/api/me/avatar', await png(100, 60, 11), { token: m.token })).json().user
      .avatar_url;
    // The same picture is stored once; it stays while another account still shows it.
    await upload(t, '/api/me/avatar', await png(100, 60, 11), { token: twin.token });
    const second = (await upload(t, '/api/me/avatar', await png(300, 300, 222), { token: m.token })).json()
      .user.avatar_url;
    expect(second).not.toBe(first);
    expect((await t.call('GET', `${first}/64.webp`)).statusCode).toBe(200);
    await t.call('DELETE', '/api/me/avatar', { token: twin.token });
    expect((await t.call('GET', `${first}/64.webp`)).statusCode).toBe(404);
    const removed = await t.call('DELETE', '/api/me/avatar', { token: m.token });
    expect(removed.json().user.avatar_url).toBeNull();
    expect((await t.call('GET', `${second}/64.webp`)).statusCode).toBe(404);
  });

  it('refuses what is not really a picture, whatever its type says', async () => {
    const cases: [Buffer, string, string][] = [
      [HTML_AS_PNG, 'image/png', 'UNSUPPORTED_TYPE'],
      [SCRIPT_SVG, 'image/svg+xml', 'UNSUPPORTED_TYPE'],
      [Buffer.from('%PDF-1.4 not a picture'), 'image/jpeg', 'UNSUPPORTED_TYPE'],
      [await pngClaiming(50_000, 50_000), 'image/png', 'IMAGE_TOO_LARGE'],
      [(await photoWithExif()).subarray(0, 2000), 'image/jpeg', 'BAD_IMAGE'],
      [Buffer.alloc(0), 'image/png', 'EMPTY_FILE'],
    ];
    // A member of its own for each file: every avatar sent counts against a pace and a daily allowance.
    for (const [bytes, type, code] of cases) {
      const res = await upload(t, '/api/me/avatar', bytes, {
        token: (await makeUser(t.database.db)).token,
        type,
      });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ code, field: 'file' });
    }
    const json = await t.call('POST', '/api/me/avatar', {
      token: (await makeUser(t.database.db)).token,
      body: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 413 for a file over the size limit', async () => {
    const res = await upload(t, '/api/me/avatar', Buffer.alloc(3 * 1024 * 1024, 1), {
      token: (await makeUser(t.database.db)).token,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('code');
  });

  it('lets members and staff set one; guests, muted and banned members may not', async () => {
    const bytes = await png();
    expect((await upload(t, '/api/me/avatar', bytes)).statusCode).toBe(401);
    expect((await upload(t, '/api/me/avatar', bytes, { token: cast.muted.token })).statusCode).toBe(403);
    expect((await upload(t, '/api/me/avatar', bytes, { token: cast.banned.token })).statusCode).toBe(401);
    for (const who of [cast.member, cast.moderator, cast.admin]) {
      expect((await upload(t, '/api/me/avatar', bytes, { token: who.token })).statusCode).toBe(200);
    }
    expect((await t.call('DELETE', '/api/me/avatar')).statusCode).toBe(401);
    expect((await t.call('DELETE', '/api/me/avatar', { token: cast.muted.token })).statusCode).toBe(403);
  });

  it('answers 400 or 404 for unknown or hostile avatar addresses', async () => {
    for (const path of [
      '/api/avatars/abc/64.webp',
      `/api/avatars/${'a'.repeat(64)}/64.webp`,
      '/api/avatars/..%2F..%2Fetc/64.webp',
    ]) {
      const res = await t.call('GET', path);
      expect([400, 404]).toContain(res.statusCode);
    }
    expect((await t.call('GET', `/api/avatars/${'a'.repeat(64)}/999.webp`)).statusCode).toBe(400);
  });
});
