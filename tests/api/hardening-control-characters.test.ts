import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 13, finding 4: a NUL byte (or another control character) anywhere a request carries text used to reach
// the database, which refused it: a 500. Every registered route, every path parameter, query parameter and
// top-level body field, now answers 400 naming the field (docs/decisions/019-sign-in-hardening.md).

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  format?: string;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Case {
  method: string;
  url: string;
  body?: Record<string, unknown>;
  field: string;
}

let t: TestApp;
let adminToken: string;
let memberName: string;
let categoryId: number;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  const cast = await makeCast(t.database.db);
  adminToken = cast.admin.token;
  memberName = (await makeUser(t.database.db)).user.username;
  categoryId = await firstOpenCategoryId(t.database.db);
  paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
});
afterAll(() => t.close());

const PARAM_SAMPLES: Record<string, () => string> = {
  id: () => '1',
  revisionId: () => '1',
  key: () => 'new-thread',
  username: () => memberName,
  provider: () => 'google',
  type: () => 'thread',
  file: () => 'avatar.webp',
};

function sample(name: string, schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (schema?.enum?.length) return schema.enum[0];
  if (name === 'category_id') return categoryId;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (name.includes('email')) return 'someone@example.test';
  if (name.toLowerCase().includes('password')) return 'long-password-1';
  return 'plain text sample'.padEnd(schema?.minLength ?? 0, 'x');
}

const toDocPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const fill = (url: string, except?: string, value?: string) =>
  url.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    name === except ? encodeURIComponent(value!) : encodeURIComponent(PARAM_SAMPLES[name]?.() ?? '1'),
  );

/** One case per path parameter, query parameter and top-level body string of every registered API route. */
function casesFor(bad: string): Case[] {
  const cases: Case[] = [];
  for (const route of t.app.apiRoutes) {
    if (route.url === '/api/notifications/stream') continue; // an open event stream; its query is tried below
    const operation = paths[toDocPath(route.url)]?.[route.method.toLowerCase()];
    for (const [, name] of route.url.matchAll(/:([A-Za-z]+)/g)) {
      cases.push({ method: route.method, url: fill(route.url, name, `a${bad}b`), field: name! });
    }
    const query = (operation?.parameters ?? []).filter((p) => p.in === 'query');
    for (const parameter of query) {
      const params = new URLSearchParams();
      for (const other of query) {
        if (other.required) params.set(other.name, String(sample(other.name, other.schema)));
      }
      params.set(parameter.name, `a${bad}b`);
      cases.push({ method: route.method, url: `${fill(route.url)}?${params}`, field: parameter.name });
    }
    const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
    const properties = Object.entries(bodySchema?.properties ?? {});
    for (const [name, schema] of properties) {
      const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat();
      if (!types.includes('string')) continue;
      const body = Object.fromEntries(properties.map(([other, s]) => [other, sample(other, s)]));
      body[name] = `a${bad}b`;
      cases.push({ method: route.method, url: fill(route.url), body, field: name });
    }
  }
  return cases;
}

function parseJson(body: string): { code?: string; field?: string; error?: string } {
  try {
    return JSON.parse(body);
  } catch {
    return {};
  }
}

const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));

describe('control characters on every route', () => {
  it('the route table is walked: dozens of routes and inputs', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(60);
    expect(casesFor('\u0000').length).toBeGreaterThan(100);
  });

  it.each([
    ['NUL', '\u0000'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
  ])(
    '%s in any path parameter, query parameter or body field is a 400 naming the field',
    async (_label, bad) => {
      const wrong: string[] = [];
      for (const c of casesFor(bad)) {
        const res = await t.call(c.method as 'GET', c.url, {
          token: adminToken,
          ...(c.body ? { body: c.body } : {}),
        });
        const json = parseJson(res.body);
        if (res.statusCode !== 400 || json.field !== c.field || !json.error?.includes(c.field)) {
          wrong.push(`${c.method} ${c.url} [${c.field}] -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('every C0 character in a username, a search, a slug and an admin search: 400, never 500', async () => {
    for (const bad of C0.filter((c) => c !== '\t' && c !== '\n')) {
      const value = `ab${bad}cd`;
      const login = await t.call('POST', '/api/auth/login', {
        body: { username: value, password: 'x-password' },
      });
      const search = await t.call('GET', `/api/search?q=${encodeURIComponent(value)}`);
      const slug = await t.call('GET', `/api/threads?category_slug=${encodeURIComponent(value)}`);
      const admin = await t.call('GET', `/api/admin/users?search=${encodeURIComponent(value)}`, {
        token: adminToken,
      });
      const profile = await t.call('GET', `/api/users/${encodeURIComponent(value)}/profile`);
      expect(
        [login, search, slug, admin, profile].map((r) => [r.statusCode, r.json().field]),
        JSON.stringify(bad),
      ).toEqual([
        [400, 'username'],
        [400, 'q'],
        [400, 'category_slug'],
        [400, 'search'],
        [400, 'username'],
      ]);
    }
  });

  it('tab and newline in a query or a single-line field are refused too', async () => {
    for (const bad of ['\t', '\n', '\r']) {
      const search = await t.call('GET', `/api/search?q=${encodeURIComponent(`ab${bad}cd`)}`);
      expect([search.statusCode, search.json().field]).toEqual([400, 'q']);
      const thread = await t.call('POST', '/api/threads', {
        token: adminToken,
        body: { title: `Two${bad}lines`, content: 'Body', category_id: categoryId },
      });
      expect([thread.statusCode, thread.json().field]).toEqual([400, 'title']);
    }
  });

  it('tab and newline stay allowed in a post body', async () => {
    const res = await t.call('POST', '/api/threads', {
      token: adminToken,
      body: { title: 'Tabs and lines', content: 'First line\n\tindented\r\nlast', category_id: categoryId },
    });
    expect(res.statusCode).toBe(201);
    const detail = await t.call('GET', `/api/threads/${res.json().thread.id}`);
    expect(detail.json().posts[0].content).toBe('First line\n\tindented\r\nlast');
  });

  it('pages outside the API answer without a 500 as well', async () => {
    for (const url of [
      '/thread/1%00',
      '/u/ab%00cd',
      '/threads%00',
      '/sitemap.xml?x=%00',
      '/api/notifications/stream?token=%00',
    ]) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
