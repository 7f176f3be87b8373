// Runs before first paint (a plain script in <head>; the CSP allows no inline script): applies the theme the
// member chose on this device. Without a choice the stylesheet follows the system setting.
(() => {
  try {
    const theme = localStorage.getItem('theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch {}
})();
