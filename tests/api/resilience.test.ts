import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

// A made-up client address per test, so counters kept in Redis by earlier runs cannot interfere.
const someClient = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('rate limits shared through Redis', () => {
  it('counts one client across two app instances, as behind a load balancer', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', REGISTER_RATE_LIMIT_MAX: '3' };
    const first = await createTestApp(env);
    const second = await createTestApp(env);
    try {
      const remoteAddress = someClient();
      const statuses: number[] = [];
      for (const t of [first, second, first, second]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {},
          remoteAddress,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('database unavailable', () => {
  it('answers 503 on /healthz and on API calls, never a stack trace', async () => {
    const t = await createTestApp();
    await t.database.close();
    const health = await t.call('GET', '/healthz');
    expect(health.statusCode).toBe(503);
    const login = await t.call('POST', '/api/auth/login', {
      body: { username: 'someone', password: 'whatever-1' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });
    expect(login.body).not.toMatch(/\.ts:\d+/);
    // close() also drops the scratch database on PostgreSQL; closing the pool twice is harmless.
    await t.close();
  });
});
