import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// A tiny stand-in for the built web app, with its precompressed asset, as scripts/compress-assets.mjs makes.
let clientDir: string;
let t: TestApp;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Forum</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The address answers the web app's page with this status. */
async function expectAppPage(url: string, status: number): Promise<void> {
  const res = await t.call('GET', url);
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('<div id="root">');
}

describe('serving the web app', () => {
  it('answers client routes, in any case, with the app so React Router can take over', async () => {
    for (const url of [
      '/',
      '/threads?page=2&sort=oldest',
      '/Calculator/Royalty',
      '/calculator/metes-and-bounds/',
      '/category/leasing',
      '/?page=texas',
      '/admin',
    ])
      await expectAppPage(url, 200);
  });

  it('answers unknown page addresses 404 with the app, which shows its Page Not Found page', async () => {
    for (const url of [
      '/no/such/page?x=1',
      '/threadz',
      '/category',
      '/category/a/b',
      '/?page=no-such-category',
      '/calculator/%3Cscript%3E',
    ])
      await expectAppPage(url, 404);
  });

  it('sends hashed assets precompressed and cacheable for a year', async () => {
    const res = await t.call('GET', '/assets/app-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('compresses API answers for clients that accept it', async () => {
    const res = await t.call('GET', '/api/categories', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps unknown API paths and non-GET methods as JSON 404s', async () => {
    expect((await t.call('GET', '/api/nothing-here')).json().code).toBe('NOT_FOUND');
    expect((await t.call('POST', '/threads', { body: {} })).statusCode).toBe(404);
  });
});
