// Registers the offline worker (sw.js) and tells it which built files this page loaded, so a calculator
// opened once keeps working without a connection.
(() => {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const assets = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(`${location.origin}/assets/`));
      registration.active?.postMessage({ assets });
    })
    .catch(() => {});
})();
