import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

// Sharing rate limits through Redis, and surviving its outage, is tests/reliability/redis-outage.test.ts
// (with a redis-server of its own instead of one assumed on 6379).

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
