import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/platform/db/migrate';
import { seedCategories } from '../../src/server/platform/db/seed-categories';
import { CATEGORY_SEEDS } from '../../src/shared/categories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /healthz answers 200 while the database answers', async () => {
    const res = await t.call('GET', '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('seeds every category of the catalogue once, and again never duplicates them', async () => {
    await migrate(t.database);
    expect(await seedCategories(t.database.db)).toBe(0);
    const rows = await t.database.db.selectFrom('categories').select(['page_id', 'slug', 'name']).execute();
    expect(rows).toHaveLength(CATEGORY_SEEDS.length);
    expect(rows.find((r) => r.page_id === 'other-states')).toMatchObject({
      name: 'All Other States',
      slug: 'out-of-state',
    });
  });

  it('every API route has a schema and an access level (the authorisation matrix)', () => {
    const missing = t.app.apiRoutes
      .filter((r) => !r.hasSchema || !r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(t.app.apiRoutes.length).toBeGreaterThan(3);
  });

  it('every non-public route refuses a guest with 401', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.access && r.access !== 'public')) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await t.call(
        route.method as 'GET',
        url,
        route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} },
      );
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const res = await t.call('GET', '/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');
    const page = await t.call('GET', '/api/docs');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/auth/register');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.call('GET', '/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.call('GET', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers 413 to a body over the limit', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      body: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBeTruthy();
  });
});

describe('rate limits', () => {
  it('answers 429 JSON with Retry-After once a client passes the limit', async () => {
    const limited = await createTestApp({ REGISTER_RATE_LIMIT_MAX: '2' });
    try {
      const codes: number[] = [];
      let last: Awaited<ReturnType<TestApp['call']>> | undefined;
      for (let i = 0; i < 3; i++) {
        last = await limited.call('POST', '/api/auth/register', { body: {} });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(last!.json().error).toMatch(/try again in \d+ seconds/);
    } finally {
      await limited.close();
    }
  });
});

describe('request logging', () => {
  it('never writes a token from a query string to the log', async () => {
    const { redactUrl } = await import('../../src/server/app');
    expect(redactUrl('/?token=abc123&user=%7B%7D&page=texas')).toBe(
      '/?token=[redacted]&user=[redacted]&page=texas',
    );
    expect(redactUrl('/thread/5')).toBe('/thread/5');
  });
});
