import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../support/factories';
import { png, upload } from '../support/media-files';
import { createTestApp, type TestApp } from '../support/test-app';

// The S3 store against a local S3-compatible server (s3rver) on a free port, through the AWS SDK.
let server: S3rver | undefined;
let t: TestApp | undefined;
let folder = '';

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'forum-s3-'));
  try {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: 'forum-test' }],
    });
    const { port } = await server.run();
    t = await createTestApp({
      S3_BUCKET: 'forum-test',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  } catch (error) {
    console.warn(
      `skipping S3 tests: the S3-compatible test server did not start (${(error as Error).message})`,
    );
  }
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('stores an upload in the bucket and serves it back', async (ctx) => {
    if (!t) return ctx.skip();
    const m = await makeUser(t.database.db);
    const res = await upload(t, '/api/me/avatar', await png(80, 80, 77), { token: m.token });
    expect(res.statusCode).toBe(200);
    const url = res.json().user.avatar_url as string;
    const file = await t.call('GET', `${url}/64.webp`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const removed = await t.call('DELETE', '/api/me/avatar', { token: m.token });
    expect(removed.statusCode).toBe(200);
    expect((await t.call('GET', `${url}/64.webp`)).statusCode).toBe(404);
  });
});
