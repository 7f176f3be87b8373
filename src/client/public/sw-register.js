// Registers the offline worker (sw.js) and tells it which built files this page loaded, so a calculator
// opened once keeps working without a connection. Once the page has loaded and the browser is idle: the
// worker's start and its copying of the files compete with the page's own first work otherwise.
(() => {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
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
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
})();
