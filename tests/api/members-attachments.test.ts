import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/server/platform/storage/blob-store';
import { StorageUnavailableError } from '../../src/server/platform/storage/blob-store';
import { makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import {
  HTML_AS_PNG,
  pdf,
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
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(3 * 1024 * 1024), UPLOAD_FILES_PER_POST: '2' });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

const truncated = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.7));
const send = (bytes: Buffer, token: string, name = 'plat.jpg') =>
  upload(t, `/api/attachments?name=${encodeURIComponent(name)}`, bytes, { token });

async function postThreadWith(token: string, ids: number[], confirmed = true) {
  return t.call('POST', '/api/threads', {
    token,
    body: {
      category_id: categoryId,
      title: 'Plat for section 12',
      content: 'See the plat.',
      attachment_ids: ids,
      attachments_confirmed: confirmed,
    },
  });
}

describe('POST /api/attachments', () => {
  it('re-encodes a large photo to at most 2,048 px WebP without metadata, with a thumbnail', async () => {
    const m = await makeUser(t.database.db);
    const res = await send(await photoWithExif(3000, 1500), m.token);
    expect(res.statusCode).toBe(201);
    const { attachment } = res.json();
    expect(attachment).toMatchObject({ kind: 'image', name: 'plat.webp', width: 2048, height: 1024 });
    const file = await t.call('GET', attachment.url, { token: m.token });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2048 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from(SECRET_EXIF))).toBe(false);
    // Not in a post yet: its uploader's alone.
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((await t.call('GET', attachment.url)).statusCode).toBe(404);
    expect((await t.call('GET', attachment.url, { token: cast.member.token })).statusCode).toBe(404);
    const thumb = await t.call('GET', attachment.thumb_url, { token: m.token });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(480);
  });

  it('shows files in the post for everyone, with safe headers, and hides them when the post is removed', async () => {
    const m = await makeUser(t.database.db);
    const image = (await send(await png(300, 200, 31), m.token)).json().attachment;
    const doc = (await send(pdf(), m.token, '../../etc/Division Order.pdf')).json().attachment;
    expect(doc).toMatchObject({ kind: 'pdf', name: 'Division Order.pdf', page_count: 1 });
    const created = await postThreadWith(m.token, [image.id, doc.id]);
    expect(created.statusCode).toBe(201);
    const detail = (await t.call('GET', `/api/threads/${created.json().thread.id}`)).json();
    expect(detail.posts[0].attachments.map((a: { id: number }) => a.id)).toEqual([image.id, doc.id]);

    const img = await t.call('GET', image.url);
    expect(img.statusCode).toBe(200);
    expect(img.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' });
    expect(img.headers['content-disposition']).toMatch(/^inline;/);
    expect(img.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const file = await t.call('GET', doc.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Division Order.pdf"/);
    expect(file.headers['content-security-policy']).toContain('sandbox');

    const postId = detail.posts[0].id;
    await t.database.db
      .updateTable('threads')
      .set({ status: 'removed' })
      .where('id', '=', created.json().thread.id)
      .execute();
    expect((await t.call('GET', image.url)).statusCode).toBe(404);
    expect((await t.call('GET', image.url, { token: cast.moderator.token })).statusCode).toBe(200);
    expect(postId).toBeGreaterThan(0);
  });

  it('refuses disguised, scripted, empty, truncated and oversized files', async () => {
    const cases: [Buffer, string][] = [
      [HTML_AS_PNG, 'UNSUPPORTED_TYPE'],
      [SCRIPT_SVG, 'UNSUPPORTED_TYPE'],
      [Buffer.from('#!/bin/sh\nrm -rf /'), 'UNSUPPORTED_TYPE'],
      [await pngClaiming(50_000, 50_000), 'IMAGE_TOO_LARGE'],
      [truncated(await photoWithExif()), 'BAD_IMAGE'],
      [pdf('x', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'BAD_PDF'],
      [pdf().subarray(0, 120), 'BAD_PDF'],
      [pdf('Call me at 405-555-1234 about my owner number'), 'PERSONAL_INFO'],
      [Buffer.alloc(0), 'EMPTY_FILE'],
    ];
    // A member of its own for each file: refused files count against the daily allowance.
    for (const [bytes, code] of cases) {
      const res = await send(bytes, (await makeUser(t.database.db)).token, 'evil.png');
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect((await send(Buffer.alloc(4 * 1024 * 1024, 7), cast.member.token)).statusCode).toBe(413);
  });

  it('needs the confirmation, the uploader, unused ids and at most the per-post number of files', async () => {
    const m = await makeUser(t.database.db);
    const ids: number[] = [];
    for (const red of [1, 2, 3]) ids.push((await send(await png(20, 20, red), m.token)).json().attachment.id);
    expect((await postThreadWith(m.token, ids.slice(0, 1), false)).json().code).toBe('CONFIRM_COVERED');
    expect((await postThreadWith(m.token, ids)).json().code).toBe('TOO_MANY_FILES');
    expect((await postThreadWith(cast.member.token, ids.slice(0, 1))).json().code).toBe('UNKNOWN_ATTACHMENT');
    expect((await postThreadWith(m.token, [2_000_000_000])).json().code).toBe('UNKNOWN_ATTACHMENT');
    expect((await postThreadWith(m.token, ids.slice(0, 1))).statusCode).toBe(201);
    expect((await postThreadWith(m.token, ids.slice(0, 1))).json().code).toBe('UNKNOWN_ATTACHMENT');
    const reply = await t.call('POST', '/api/posts', {
      token: m.token,
      body: { thread_id: 2_000_000_000, content: 'x', attachment_ids: 'nope' },
    });
    expect(reply.statusCode).toBe(400);
  });

  it('lets members and staff upload; not guests, muted or banned members; only uploader or staff delete', async () => {
    const bytes = await png(16, 16, 99);
    expect((await upload(t, '/api/attachments', bytes)).statusCode).toBe(401);
    expect((await send(bytes, cast.muted.token)).statusCode).toBe(403);
    expect((await send(bytes, cast.banned.token)).statusCode).toBe(401);
    const ids: Record<string, number> = {};
    for (const [who, u] of Object.entries({
      member: cast.member,
      moderator: cast.moderator,
      admin: cast.admin,
    })) {
      const res = await send(bytes, u.token);
      expect(res.statusCode, who).toBe(201);
      ids[who] = res.json().attachment.id;
    }
    expect(
      (await t.call('DELETE', `/api/attachments/${ids.admin}`, { token: cast.member.token })).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/attachments/${ids.member}`)).statusCode).toBe(401);
    expect(
      (await t.call('DELETE', `/api/attachments/${ids.member}`, { token: cast.muted.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `/api/attachments/${ids.member}`, { token: cast.moderator.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/api/attachments/${ids.admin}`, { token: cast.admin.token })).statusCode,
    ).toBe(200);
    expect((await t.call('DELETE', '/api/attachments/abc', { token: cast.admin.token })).statusCode).toBe(
      400,
    );
    expect((await t.call('GET', '/api/attachments/999999/file')).statusCode).toBe(404);
  });

  it('stops a member at the daily quota, stricter for new members, and shows the limits first', async () => {
    const fresh = await makeUser(t.database.db);
    const limits = (await t.call('GET', '/api/attachments/limits', { token: fresh.token })).json().limits;
    expect(limits).toMatchObject({
      max_bytes: 3 * 1024 * 1024,
      files_per_post: 2,
      daily_limit: 8,
      used_today: 0,
    });
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await send(await png(8, 8, i), fresh.token)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(8);
    expect(codes.slice(8)).toEqual([429, 429]);
  });
});

describe('when the store fails', () => {
  it('answers 503 and writes no row', async () => {
    const broken: BlobStore = {
      kind: 'local',
      put: async () => {
        throw new StorageUnavailableError('disk full');
      },
      get: async () => null,
      delete: async () => {},
    };
    const t2 = await createTestApp({}, { storage: broken });
    try {
      const m = await makeUser(t2.database.db);
      const res = await upload(t2, '/api/attachments', await png(), { token: m.token });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('STORAGE_UNAVAILABLE');
      const rows = await t2.database.db.selectFrom('attachments').select('id').execute();
      expect(rows).toHaveLength(0);
    } finally {
      await t2.close();
    }
  });
});
