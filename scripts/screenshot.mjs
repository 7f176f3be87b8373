// Developer aid: screenshots of pages at phone and desktop widths in Debian's Chromium.
// Usage: node scripts/screenshot.mjs http://127.0.0.1:3000/ [/path ...]   (PNG files go to ./tmp/shots)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
const outDir = 'tmp/shots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (process.env.SHOT_TOKEN) {
    await page.goto(base);
    await page.evaluate(
      ([t, u]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      },
      [process.env.SHOT_TOKEN, process.env.SHOT_USER ?? ''],
    );
  }
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' });
    const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL === '1' });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
