// Runs before first paint (a plain script in <head>; the CSP allows no inline script): applies the theme the
// member chose on this device. Without a choice the stylesheet follows the system setting.
(() => {
  try {
    const theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch {}
})();

// Also before the app's modules run: zod (the schema library) probes `new Function` when a schema is built, to
// compile faster parsers. The CSP forbids eval, so the probe only made the browser report a refused eval on
// every page (Lighthouse's best practices). zod reads this global config when it loads; jitless skips the probe.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

// Also before the app's modules: a thread opened from a link asks for its first page of posts now, while
// the modules are still on their way (decision 033), not after they have loaded and run. The app takes this
// answer only for exactly the request it would have made itself, with the same session (api/early-fetch.ts);
// otherwise it asks again and this answer is dropped.
(() => {
  try {
    const thread = /^\/thread\/(\d{1,10})\/?$/.exec(location.pathname);
    if (!thread) return;
    const search = new URLSearchParams(location.search);
    const sort = search.get('sort');
    const page = Number(search.get('page'));
    const url = new URL(`/api/threads/${thread[1]}`, location.origin);
    url.searchParams.set('sort', ['oldest', 'newest', 'votes'].includes(sort) ? sort : 'oldest');
    url.searchParams.set('page', String(Number.isSafeInteger(page) && page > 0 ? page : 1));
    const token = localStorage.getItem('token');
    const headers = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    globalThis.__earlyFetch = { href: url.href, token, at: Date.now(), response: fetch(url, { headers }) };
    // Nobody waits on a refused fetch: the app asks again and reports its own error.
    globalThis.__earlyFetch.response.catch(() => {});
  } catch {}
})();
