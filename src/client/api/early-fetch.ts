// The thread page's first request, started by /theme.js in the page's head before the app's modules load
// (decision 033). It is taken once, and only by the very request the app would make: the same URL and the
// same session token, while it is fresh; a page the script guessed differently, a session that changed, or
// a reader coming back to the thread later asks again.

interface EarlyFetch {
  href: string;
  token: string | null;
  /** When the script asked (Date.now()). */
  at: number;
  response: Promise<Response>;
}

/** Older than this, the answer is not taken: the reader has moved on, and the thread may have too. */
const FRESH_MS = 15_000;
const holder = globalThis as { __earlyFetch?: EarlyFetch | null };

/** The early answer for this GET, if there is one for it; the next call for the same URL fetches anew. */
export function takeEarlyFetch(method: string, href: string, token: string | null): Promise<Response> | null {
  const early = holder.__earlyFetch;
  if (!early || method !== 'GET' || early.href !== href) return null;
  holder.__earlyFetch = null;
  return early.token === token && Date.now() - early.at < FRESH_MS ? early.response : null;
}
