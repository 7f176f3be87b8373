// Draws the installable app's PNG icons (src/client/public/icons) from the favicon's shapes in headless Chromium.
// Run by hand when the logo changes: node scripts/make-app-icons.mjs
import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const glyph = '<path d="M32 10 20 54h6l2-8h8l2 8h6L32 10zm-3 30 3-14 3 14h-6z" fill="#f2b134"/>';
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  // A maskable icon fills the square and keeps its glyph inside the middle 80 % (the safe zone).
  const svg = maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"><rect width="64" height="64" fill="#0b2545"/><g transform="translate(12.8 12.8) scale(0.6)">${glyph}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"><rect width="64" height="64" rx="12" fill="#0b2545"/>${glyph}</svg>`;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.screenshot({
    path: `src/client/public/icons/${name}`,
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}
await browser.close();
