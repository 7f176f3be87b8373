import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { pdf, png, upload } from '../support/media-files';
import { createTestApp, type TestApp } from '../support/test-app';

// Photos are stored and shown as WebP; the full-size download is a JPEG, which every device and mail
// program opens. A file of its own: uploads have a per-minute limit the other attachment tests use up.

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

const send = (bytes: Buffer, token: string, name: string) =>
  upload(t, `/api/attachments?name=${encodeURIComponent(name)}`, bytes, { token });

const postThreadWith = (token: string, ids: number[]) =>
  t.call('POST', '/api/threads', {
    token,
    body: {
      category_id: categoryId,
      title: 'Plat for section 12',
      content: 'See the plat.',
      attachment_ids: ids,
      attachments_confirmed: true,
    },
  });

describe('GET /api/attachments/:id/download.jpg', () => {
  it('downloads a photo as a JPEG (kept as WebP for the page), only pictures and only for who may see them', async () => {
    const m = await makeUser(t.database.db);
    const image = (await send(await png(300, 200, 52), m.token, 'plat-map.png')).json().attachment;
    const doc = (await send(pdf(), m.token, 'order.pdf')).json().attachment;
    const jpegUrl = (url: string) => url.replace(/\/file$/, '/download.jpg');
    // Not yet in a post: only its uploader.
    expect((await t.call('GET', jpegUrl(image.url))).statusCode).toBe(404);
    expect((await postThreadWith(m.token, [image.id, doc.id])).statusCode).toBe(201);
    const res = await t.call('GET', jpegUrl(image.url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="plat-map.jpg"/);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect((await t.call('GET', jpegUrl(doc.url))).statusCode).toBe(404);
    expect((await t.call('GET', '/api/attachments/abc/download.jpg')).statusCode).toBe(400);
  });
});
