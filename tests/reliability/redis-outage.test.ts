import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalRedis, localRedisMissing, startLocalRedis } from '../support/local-redis';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 13, "Redis outage": two forum instances share their rate limits through a Redis of the test's own,
// as behind a load balancer. When Redis dies, each counts on its own and both keep answering; when it
// returns, the counts are shared again. Each step uses its own made-up client address (X-Forwarded-For,
// with TRUST_PROXY), so counters of one step cannot leak into the next.

const missing = localRedisMissing();
if (missing) console.log(`Skipping the Redis outage test: ${missing}`);

const someClient = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe.skipIf(missing !== null)('rate limits through a Redis that goes away and comes back', () => {
  let redis: LocalRedis;
  let first: TestApp;
  let second: TestApp;
  let bases: string[];

  beforeAll(async () => {
    redis = await startLocalRedis();
    const env = { REDIS_URL: redis.url, REGISTER_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' };
    first = await createTestApp(env);
    second = await createTestApp(env);
    bases = [];
    for (const t of [first, second]) bases.push(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.kill();
  });

  /** Four empty registrations from one client, alternating between the instances: the statuses. */
  async function registerFromOneClient(order: number[]): Promise<number[]> {
    const client = someClient();
    const statuses: number[] = [];
    for (const which of order) {
      const response = await fetch(`${bases[which]}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: '{}',
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  const alternating = [0, 1, 0, 1];
  const shared = [400, 400, 400, 429];

  it('counts one client across both instances while Redis is up', async () => {
    expect(await registerFromOneClient(alternating)).toEqual(shared);
  });

  it('keeps answering with per-process limits while Redis is down, and shares them again when it returns', async () => {
    await redis.kill();
    // Each instance now counts on its own: three attempts pass on each, the fourth on one is refused.
    expect(await registerFromOneClient([0, 1, 0, 1, 0, 1, 0])).toEqual([400, 400, 400, 400, 400, 400, 429]);
    for (const base of bases) {
      expect((await fetch(`${base}/api/categories`)).status).toBe(200);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    }

    await redis.start();
    // The instances reconnect by themselves (a growing pause between attempts, at most two seconds): until
    // both have, a client may still be counted per process. The bound is the test's timeout.
    let statuses = await registerFromOneClient(alternating);
    while (statuses.join() !== shared.join()) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      statuses = await registerFromOneClient(alternating);
    }
    expect(statuses).toEqual(shared);
  });
});
