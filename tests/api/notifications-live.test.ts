import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createSession } from '../../src/server/people/auth/sessions';
import { type MadeUser, makeCast, makeUser, TEST_PASSWORD } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The live stream across two app instances (docs/architecture.md#live-updates): a reply written through
// one reaches a member whose stream is held by the other. Both share one database; on PostgreSQL each
// listens on its own connection, as separate processes do.

let t: TestApp;
let second: FastifyInstance;
let base: string;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  second = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    clientDir: '/nonexistent',
  });
  base = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // fetch keeps its own pooled sockets to `second` open; they are not the app's to wait for.
  second.server.closeAllConnections();
  await second.close();
  await t.close();
});

interface OpenStream {
  status: number;
  next(): Promise<{ event: string; data: string }>;
  close(): void;
}

async function openStream(token?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    status: res.status,
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) return { event, data };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
}

const waitFor = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('GET /api/notifications/stream', () => {
  it('pushes the new unread count to a member connected to the other instance', async () => {
    const asker: MadeUser = await makeUser(t.database.db);
    const made = await makeThread(t.database.db, { author: asker });
    const stream = await openStream(asker.token);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toEqual({ event: 'changed', data: JSON.stringify({ unread: 0 }) });

    const res = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: made.thread.id, content: 'Written through the first instance' },
    });
    expect(res.statusCode).toBe(201);
    await t.app.background.drain();
    expect(await stream.next()).toEqual({ event: 'changed', data: JSON.stringify({ unread: 1 }) });

    // Marking read on one device updates the others.
    await t.call('POST', '/api/notifications/read-all', { token: asker.token });
    expect(await stream.next()).toEqual({ event: 'changed', data: JSON.stringify({ unread: 0 }) });
    stream.close();
    await waitFor(() => second.live.openStreams === 0);
  });

  it('refuses a guest and a banned member with 401, and a sixth stream of one member with 429', async () => {
    const guest = await openStream();
    expect(guest.status).toBe(401);
    const banned = await openStream(cast.banned.token);
    expect(banned.status).toBe(401);
    guest.close();
    banned.close();

    const member = await makeUser(t.database.db);
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(member.token)));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await fetch(`${base}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).code).toBe('TOO_MANY_STREAMS');
    for (const s of streams) s.close();
    // Closed streams are forgotten: nothing piles up, and the member may connect again.
    await waitFor(() => second.live.openStreams === 0);
    const again = await openStream(member.token);
    expect(again.status).toBe(200);
    again.close();
    await waitFor(() => second.live.openStreams === 0);
  });

  it('serves a muted member and a guest-role account', async () => {
    const muted = await openStream(cast.muted.token);
    expect(muted.status).toBe(200);
    muted.close();
    const guestRole = await makeUser(t.database.db, { role: 'guest' });
    const stream = await openStream(guestRole.token);
    expect(stream.status).toBe(200);
    stream.close();
    await waitFor(() => second.live.openStreams === 0);
  });

  it("ends a member's streams on the other instance when an admin bans them", async () => {
    const member = await makeUser(t.database.db);
    const stream = await openStream(member.token);
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe('changed');
    const ban = await t.call('POST', `/api/admin/users/${member.user.id}/ban`, {
      token: cast.admin.token,
      body: { reason: 'Ends the live connection too' },
    });
    expect(ban.statusCode).toBe(200);
    await expect(stream.next()).rejects.toThrow('stream ended');
    await waitFor(() => second.live.openStreams === 0);
  });

  it("ends the streams of a member's other devices at once when they are signed out", async () => {
    for (const how of ['sign-out-others', 'password', 'one-device', 'logout'] as const) {
      const { user, token: here } = await makeUser(t.database.db);
      const there = await createSession(t.database.db, user.id, 'Another device');
      const kept = await openStream(here);
      const other = await openStream(there);
      expect([kept.status, other.status]).toEqual([200, 200]);
      expect((await other.next()).event).toBe('changed');
      expect((await kept.next()).event).toBe('changed');
      if (how === 'sign-out-others') {
        expect(
          (await t.call('DELETE', '/api/auth/sessions?keep_current=true', { token: here })).statusCode,
        ).toBe(200);
      } else if (how === 'password') {
        const body = { currentPassword: TEST_PASSWORD, password: 'a new long password' };
        expect((await t.call('POST', '/api/auth/password', { token: here, body })).statusCode).toBe(200);
      } else if (how === 'one-device') {
        const devices = (await t.call('GET', '/api/auth/sessions', { token: here })).json().sessions;
        const id = devices.find((d: { current: boolean }) => !d.current).id;
        expect((await t.call('DELETE', `/api/auth/sessions/${id}`, { token: here })).statusCode).toBe(200);
      } else {
        expect((await t.call('POST', '/api/auth/logout', { token: there })).statusCode).toBe(200);
      }
      await expect(other.next()).rejects.toThrow('stream ended');
      // The device that acted keeps its stream, and it still hears of changes.
      await t.call('POST', '/api/notifications/read-all', { token: here });
      expect(await kept.next()).toEqual({ event: 'changed', data: JSON.stringify({ unread: 0 }) });
      kept.close();
      await waitFor(() => second.live.openStreams === 0);
    }
  });

  it('ends every stream when the app closes', async () => {
    const extra = await buildApp({ config: t.config, database: t.database, logger: false, clientDir: '/x' });
    const address = await extra.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${cast.member.token}` },
    });
    expect(res.status).toBe(200);
    await extra.close();
    expect(extra.live.openStreams).toBe(0);
    const text = await res.text(); // the body ends instead of hanging
    expect(text).toContain('retry: 3000');
  });
});
