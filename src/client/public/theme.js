// Runs before first paint (a plain script in <head>; the CSP allows no inline script): applies the theme the
// member chose on this device. Without a choice the stylesheet follows the system setting.
(() => {
  try {
    const theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch {}
})();

// Also before first paint: marks the page of a reader with a stored session (the app keeps the mark in step
// with the session afterwards). The server draws every page as a guest sees it; the member's own parts fill in
// once the app has adopted it, and the stylesheet makes room for them here, so filling in moves nothing
// (docs/decisions/034-react-rendered-once.md).
(() => {
  try {
    if (localStorage.getItem('token')) document.documentElement.dataset.member = '';
  } catch {}
})();

// Also before the app's modules run: zod (the schema library) probes `new Function` when a schema is built, to
// compile faster parsers. The CSP forbids eval, so the probe only made the browser report a refused eval on
// every page (Lighthouse's best practices). zod reads this global config when it loads; jitless skips the probe.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
