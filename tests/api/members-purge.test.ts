import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { pdf, png, upload } from '../support/media-files';
import { createTestApp, type TestApp } from '../support/test-app';

// Deleting an account deletes its files and avatar (docs/product.md#members-and-documents), yet a file that
// another member uploaded too (same bytes, one stored copy) stays for them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uploads = () => path.join(t.config.dataDir, 'uploads');
const stored = (key: string) => existsSync(path.join(uploads(), key));
const send = (bytes: Buffer, token: string, name: string) =>
  upload(t, `/api/attachments?name=${encodeURIComponent(name)}`, bytes, { token });

describe('deleting an account', () => {
  it('removes its attachments, thumbnails and avatar from storage, but not a file another member shares', async () => {
    const leaving = await makeUser(t.database.db);
    const staying = await makeUser(t.database.db);
    const admin = await makeUser(t.database.db, { role: 'admin' });
    const shared = await png(40, 40, 7);
    const own = await png(40, 40, 201);

    const ids: number[] = [];
    for (const [bytes, name] of [
      [own, 'own.png'],
      [shared, 'shared.png'],
      [pdf('Lease for section 4'), 'lease.pdf'],
    ] as const) {
      const res = await send(bytes, leaving.token, name);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().attachment.id);
    }
    const theirs = await send(shared, staying.token, 'same-picture.png');
    expect(theirs.statusCode).toBe(201);
    const avatar = await upload(t, '/api/me/avatar', await png(300, 300, 90), { token: leaving.token });
    expect(avatar.statusCode, avatar.body).toBe(200);

    const posted = await t.call('POST', '/api/threads', {
      token: leaving.token,
      body: {
        category_id: await firstOpenCategoryId(t.database.db),
        title: 'My plat and lease',
        content: 'Attached.',
        attachment_ids: ids,
        attachments_confirmed: true,
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);

    const rows = await t.database.db.selectFrom('attachments').selectAll().where('id', 'in', ids).execute();
    const user = await t.database.db
      .selectFrom('users')
      .select('avatar_key')
      .where('id', '=', leaving.user.id)
      .executeTakeFirstOrThrow();
    expect(user.avatar_key).toBeTruthy();
    const keys = rows.flatMap((r) => [r.file_key, r.thumb_key].filter((k): k is string => !!k));
    for (const key of keys) expect(stored(key), key).toBe(true);
    expect(readdirSync(path.join(uploads(), 'avatars', user.avatar_key!))).toEqual(['256.webp', '64.webp']);
    const sharedRow = rows.find((r) => r.original_name === 'shared.webp')!;

    const res = await t.call('DELETE', `/api/admin/users/${leaving.user.id}`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);

    for (const key of keys) {
      const keep = key === sharedRow.file_key || key === sharedRow.thumb_key;
      expect(stored(key), key).toBe(keep);
    }
    for (const size of ['64', '256']) expect(stored(`avatars/${user.avatar_key}/${size}.webp`)).toBe(false);
    expect(
      await t.database.db.selectFrom('attachments').select('id').where('id', 'in', ids).execute(),
    ).toEqual([]);
    // The other member's copy still serves; the deleted member's file no longer does.
    const kept = await t.call('GET', `/api/attachments/${theirs.json().attachment.id}/file`, {
      token: staying.token,
    });
    expect(kept.statusCode).toBe(200);
    expect((await t.call('GET', `/api/attachments/${ids[0]}/file`)).statusCode).toBe(404);
  });
});
