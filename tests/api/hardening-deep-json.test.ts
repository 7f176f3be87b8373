import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findControlCharacter } from '../../src/shared/contracts/control-characters';
import { makeUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Deeply nested JSON used to overflow the stack of the control-character walk on every JSON route: a 500,
// for a guest too, from a 10 KB body. Nesting beyond MAX_JSON_DEPTH is now a 400 that names the problem, and
// the walk itself no longer recurses (docs/decisions/036-one-visibility-rule.md).

let t: TestApp;
let memberToken: string;
beforeAll(async () => {
  t = await createTestApp();
  memberToken = (await makeUser(t.database.db)).token;
});
afterAll(() => t.close());

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const ROUTES: [string, string][] = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/posts'],
  ['POST', '/api/threads'],
  ['POST', '/api/reports'],
];

describe('deeply nested JSON', () => {
  for (const [method, url] of ROUTES) {
    for (const who of ['guest', 'member'] as const) {
      it(`${method} ${url} as a ${who}: 5,000 levels is a 400 TOO_DEEP, not a 500`, async () => {
        const token = who === 'member' ? memberToken : undefined;
        for (const body of [deepArray(5000), deepObject(5000), `{"content":${deepArray(5000)}}`]) {
          const res = await t.call(method as 'POST', url, { ...(token ? { token } : {}), body });
          // A signed-in-only route may refuse a guest first (401); anything but a 5xx is an answer.
          if (who === 'guest' && res.statusCode === 401) continue;
          expect(res.statusCode, body.slice(0, 20)).toBe(400);
          expect(res.json().code).toBe('TOO_DEEP');
          expect(res.json().error).toMatch(/nested/);
        }
      });
    }
  }

  it('nesting within the limit still reaches the route (a wrong body is an ordinary validation 400)', async () => {
    const res = await t.call('POST', '/api/posts', { token: memberToken, body: deepObject(60) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('brackets inside strings do not count as nesting', async () => {
    const res = await t.call('POST', '/api/auth/login', {
      body: { username: '['.repeat(5000), password: '{'.repeat(5000) },
    });
    expect(res.statusCode).not.toBe(500);
    expect(res.json().code).not.toBe('TOO_DEEP');
  });
});

describe('the control-character walk', () => {
  it('walks 100,000 levels without overflowing the stack and names the deepest field', () => {
    let value: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    const found = findControlCharacter({ list: value });
    expect(found?.split('.').length).toBe(100_001);
    expect(found?.startsWith('list.0.0')).toBe(true);
  });

  it('still reports the first offending field in document order', () => {
    expect(findControlCharacter({ a: ['ok', { b: 'x\u0001' }], c: 'y\u0002' })).toBe('a.1.b');
    expect(findControlCharacter({ content: 'line\nbreak', title: 'one\nline' })).toBe('title');
  });
});
