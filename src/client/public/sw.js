// The offline worker (docs/decisions/027-dark-theme-shortcuts-offline.md): keeps the calculator pages and the
// built files they run on, so the calculators work without a connection. It answers nothing else: API calls
// (member data) and forum pages always go to the network, so nothing stale or removed is ever shown.
const VERSION = 1;
const CACHE = `calculators-v${VERSION}`;
const CALCULATORS = [
  '/calculator/royalty',
  '/calculator/decimal-to-fraction',
  '/calculator/deed-builder',
  '/calculator/metes-and-bounds',
];
const isAsset = (url) => url.origin === location.origin && url.pathname.startsWith('/assets/');

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(CALCULATORS)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The page names the built files it loaded before this worker took charge (sw-register.js).
self.addEventListener('message', (event) => {
  const urls = (event.data?.assets ?? []).filter((href) => isAsset(new URL(href, location.origin)));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(urls)));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && CALCULATORS.includes(url.pathname)) {
    // The network first, so a new version shows when online; the kept copy when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(url.pathname, copy));
          }
          return response;
        })
        .catch(() => caches.match(url.pathname).then((kept) => kept ?? Response.error())),
    );
  } else if (isAsset(url)) {
    // Built files have their content's hash in the name: a kept copy never goes out of date.
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
