import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyFetch } from '../../src/client/api/early-fetch';

// The request /theme.js starts in the page's head (decision 033) is taken only by the very request the app
// would make, with the same session, once, and while it is fresh.
const holder = globalThis as { __earlyFetch?: unknown };
const HREF = 'http://127.0.0.1:3000/api/threads/7?sort=oldest&page=1';

function early(overrides: Partial<{ href: string; token: string | null; at: number }> = {}) {
  const response = Promise.resolve(new Response('{}'));
  holder.__earlyFetch = { href: HREF, token: 'tok', at: Date.now(), response, ...overrides };
  return response;
}

describe('takeEarlyFetch', () => {
  afterEach(() => {
    holder.__earlyFetch = undefined;
  });

  it('gives the same GET with the same session its answer, once', () => {
    const response = early();
    expect(takeEarlyFetch('GET', HREF, 'tok')).toBe(response);
    expect(takeEarlyFetch('GET', HREF, 'tok')).toBeNull();
  });

  it('leaves it for the right request when another URL or a write asks first', () => {
    const response = early();
    expect(takeEarlyFetch('GET', `${HREF}0`, 'tok')).toBeNull();
    expect(takeEarlyFetch('GET', HREF.replace('page=1', 'page=2'), 'tok')).toBeNull();
    expect(takeEarlyFetch('POST', HREF, 'tok')).toBeNull();
    expect(takeEarlyFetch('GET', HREF, 'tok')).toBe(response);
  });

  it('drops it when the session changed since the page began (signed out, or another member)', () => {
    early();
    expect(takeEarlyFetch('GET', HREF, null)).toBeNull();
    expect(takeEarlyFetch('GET', HREF, null)).toBeNull();
    early({ token: null });
    expect(takeEarlyFetch('GET', HREF, 'tok')).toBeNull();
  });

  it('drops an answer more than 15 seconds old: the reader came back to the thread later', () => {
    early({ at: Date.now() - 16_000 });
    expect(takeEarlyFetch('GET', HREF, 'tok')).toBeNull();
    early({ at: Date.now() - 5_000 });
    expect(takeEarlyFetch('GET', HREF, 'tok')).not.toBeNull();
  });

  it('answers nothing when the page started no request', () => {
    expect(takeEarlyFetch('GET', HREF, 'tok')).toBeNull();
  });
});
