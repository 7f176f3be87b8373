import net from 'node:net';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../support/factories';
import { pdf, png, pngClaiming, SCRIPT_SVG, upload } from '../support/media-files';
import { createTestApp, type TestApp } from '../support/test-app';

// Members' files are checked off the main thread with a size and time budget, refused files count against
// the member's allowance, avatars have limits of their own, and a request sent slowly is cut off
// (docs/decisions/035-member-input-off-the-main-thread.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    UPLOAD_DAILY_LIMIT: '3',
    UPLOAD_NEW_MEMBER_DAILY_LIMIT: '3',
    AVATAR_DAILY_LIMIT: '3',
    REQUEST_TIMEOUT_MS: '1000',
  });
});
afterAll(() => t?.close());

const attach = (bytes: Buffer, token: string) =>
  upload(t, '/api/attachments?name=file.pdf', bytes, { token });
const avatar = (bytes: Buffer, token: string) => upload(t, '/api/me/avatar', bytes, { token });

/** A PDF whose one extra object is a Flate stream holding `text`: what an object stream hides. */
function pdfWithCompressed(text: string): Buffer {
  const base = pdf()
    .toString('latin1')
    .replace(/trailer\n[\s\S]*$/, '');
  const data = deflateSync(Buffer.from(text, 'latin1')).toString('latin1');
  const object = `5 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data}\nendstream\nendobj\n`;
  return Buffer.from(`${base}${object}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

describe('PDF uploads', () => {
  it('checks 2 MB of "stream" lines in a worker: /healthz answers during the check, the file is refused', async () => {
    const member = await makeUser(t.database.db);
    // The stream pattern this once met tried every "stream" against the rest of the file: hours for this.
    const hostile = Buffer.from(`%PDF-1.4\n${'stream\n'.repeat(300_000)}%%EOF`, 'latin1');
    let settled = false;
    const pending = attach(hostile, member.token).finally(() => {
      settled = true;
    });
    let answeredDuring = 0;
    while (!settled) {
      const health = await t.call('GET', '/healthz');
      if (health.statusCode === 200 && !settled) answeredDuring++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const res = await pending;
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_PDF');
    expect(answeredDuring).toBeGreaterThan(0);
  }, 60_000);

  it.each([
    ['a launch action', '/OpenAction << /S /L#61unch /F (calc.exe) >> '],
    ['an embedded file', '/Extra << /Type /Embedded#46ile /Length 0 >> '],
    [
      'a form that sends itself, every letter escaped',
      '/Extra << /S /#53#75#62#6D#69#74#46#6F#72#6D /F (https://example.com/) >> ',
    ],
  ])('refuses %s spelled with #xx escapes', async (_name, extra) => {
    const member = await makeUser(t.database.db);
    const res = await attach(pdf('Division order', extra), member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_PDF', error: expect.stringContaining('scripts') });
  });

  it('refuses an escaped name inside a compressed stream, and accepts escaped names that are harmless', async () => {
    const member = await makeUser(t.database.db);
    const hidden = await attach(pdfWithCompressed('<< /S /L#61unch /F (calc.exe) >>'), member.token);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('BAD_PDF');
    const harmless = await attach(pdf('Division order', '/Lang (en-US) /Section#2012 true '), member.token);
    expect(harmless.statusCode).toBe(201);
  });

  it('counts refused uploads against the daily allowance', async () => {
    const member = await makeUser(t.database.db);
    for (let i = 0; i < 3; i++) {
      const refused = await attach(pdf('x', '/OpenAction << /S /JavaScript /JS (1) >> '), member.token);
      expect(refused.statusCode).toBe(400);
    }
    const limits = await t.call('GET', '/api/attachments/limits', { token: member.token });
    expect(limits.json().limits).toMatchObject({ daily_limit: 3, used_today: 3 });
    const good = await upload(t, '/api/attachments?name=photo.png', await png(32, 32, 7), {
      token: member.token,
    });
    expect(good.statusCode).toBe(429);
    expect(good.json().code).toBe('UPLOAD_QUOTA');
    // Another member's allowance is their own.
    const other = await makeUser(t.database.db);
    expect((await attach(pdf(), other.token)).statusCode).toBe(201);
  });
});

describe('avatars', () => {
  it('refuses an avatar over 25 megapixels from its header, before decoding it', async () => {
    const member = await makeUser(t.database.db);
    const res = await avatar(await pngClaiming(6000, 5000), member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', error: expect.stringContaining('avatar') });
  });

  it('counts every avatar sent, refused ones too, against a daily allowance and a per-member pace', async () => {
    const member = await makeUser(t.database.db);
    expect((await avatar(await png(40, 40, 1), member.token)).statusCode).toBe(200);
    expect((await avatar(SCRIPT_SVG, member.token)).statusCode).toBe(400);
    expect((await avatar(await png(40, 40, 2), member.token)).statusCode).toBe(200);
    const overQuota = await avatar(await png(40, 40, 3), member.token);
    expect(overQuota.statusCode).toBe(429);
    expect(overQuota.json().code).toBe('AVATAR_QUOTA');
    expect((await avatar(await png(40, 40, 3), member.token)).json().code).toBe('AVATAR_QUOTA');
    // The sixth in a minute is stopped before the allowance is even read.
    const sixth = await avatar(await png(40, 40, 3), member.token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    // Each member has a pace and an allowance of their own.
    const other = await makeUser(t.database.db);
    expect((await avatar(await png(40, 40, 4), other.token)).statusCode).toBe(200);
  });
});

describe('slow requests', () => {
  it('answers 408 and closes a connection whose body does not arrive in time', async () => {
    const member = await makeUser(t.database.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test server has no port');
    const socket = net.connect(address.port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve(received));
    });
    socket.write(
      'POST /api/attachments?name=slow.pdf HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Authorization: Bearer ${member.token}\r\nContent-Type: application/octet-stream\r\n` +
        'Content-Length: 100000\r\n\r\n%PDF-1.4\n',
    );
    // The rest of the body never comes: the server, not the client, ends the connection.
    expect(await answer).toMatch(/^HTTP\/1\.1 408/);
    const health = await fetch(`http://127.0.0.1:${address.port}/healthz`);
    expect(health.status).toBe(200);
  }, 60_000);
});
