// Makes the home page's looping header clip (our own drawing: a pumpjack nodding on the Oklahoma prairie at
// dusk). Frames are drawn on a canvas in headless Chromium and encoded with ffmpeg (Debian's package).
// Usage: node scripts/make-header-video.mjs   (writes src/client/public/media/header.{webm,mp4} and the poster)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const out = path.resolve('src/client/public/media');
const frames = mkdtempSync(path.join(tmpdir(), 'header-frames-'));
const W = 960;
const H = 360;
const FPS = 15;
const COUNT = 90; // 6 s; the pump's stroke is one full cycle, so the clip loops without a jump

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: W, height: H } });
await page.setContent(`<canvas id="c" width="${W}" height="${H}"></canvas><style>body{margin:0}</style>`);
for (let i = 0; i < COUNT; i++) {
  await page.evaluate(
    ([t, w, h]) => {
      const c = document.getElementById('c').getContext('2d');
      const sky = c.createLinearGradient(0, 0, 0, h);
      sky.addColorStop(0, '#0b2545');
      sky.addColorStop(0.55, '#3d5a80');
      sky.addColorStop(0.85, '#e0a458');
      sky.addColorStop(1, '#f2b134');
      c.fillStyle = sky;
      c.fillRect(0, 0, w, h);
      // Sun low on the horizon, drifting a little.
      c.fillStyle = 'rgba(255, 214, 140, 0.9)';
      c.beginPath();
      c.arc(w * 0.72, h * 0.78 + Math.sin(t * Math.PI * 2) * 2, 38, 0, Math.PI * 2);
      c.fill();
      // Rolling prairie.
      c.fillStyle = '#1b2f1f';
      c.beginPath();
      c.moveTo(0, h);
      for (let x = 0; x <= w; x += 10) c.lineTo(x, h * 0.82 + Math.sin(x / 90) * 8 + Math.cos(x / 37) * 3);
      c.lineTo(w, h);
      c.fill();
      // Distant derrick.
      c.strokeStyle = '#152418';
      c.lineWidth = 2;
      c.beginPath();
      c.moveTo(w * 0.12, h * 0.82);
      c.lineTo(w * 0.14, h * 0.55);
      c.lineTo(w * 0.16, h * 0.82);
      c.moveTo(w * 0.125, h * 0.72);
      c.lineTo(w * 0.155, h * 0.72);
      c.stroke();
      // Pumpjack: A-frame, walking beam nodding about the pivot, horse head and polished rod.
      const px = w * 0.42;
      const py = h * 0.5;
      const angle = Math.sin(t * Math.PI * 2) * 0.22;
      c.fillStyle = '#0d1b12';
      c.strokeStyle = '#0d1b12';
      c.lineWidth = 7;
      c.beginPath();
      c.moveTo(px - 40, h * 0.84);
      c.lineTo(px, py);
      c.lineTo(px + 40, h * 0.84);
      c.stroke();
      c.save();
      c.translate(px, py);
      c.rotate(angle);
      c.fillRect(-150, -7, 260, 14);
      c.beginPath();
      c.moveTo(-150, -30);
      c.quadraticCurveTo(-185, 0, -150, 34);
      c.lineTo(-140, 34);
      c.lineTo(-140, -30);
      c.fill();
      c.restore();
      const headX = px - 166 * Math.cos(angle);
      const headY = py - 166 * Math.sin(angle) + 30;
      c.lineWidth = 3;
      c.beginPath();
      c.moveTo(headX, headY);
      c.lineTo(headX, h * 0.84);
      c.stroke();
      // Counterweight crank.
      const cx = px + 95;
      const cy = h * 0.74;
      c.beginPath();
      c.arc(cx, cy, 18, 0, Math.PI * 2);
      c.fill();
      c.lineWidth = 5;
      c.beginPath();
      c.moveTo(cx + Math.cos(t * Math.PI * 2) * 16, cy + Math.sin(t * Math.PI * 2) * 16);
      c.lineTo(px + 100 * Math.cos(angle), py + 100 * Math.sin(angle));
      c.stroke();
    },
    [i / COUNT, W, H],
  );
  await page.locator('#c').screenshot({ path: path.join(frames, `f${String(i).padStart(3, '0')}.png`) });
}
await browser.close();

const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(frames, 'f%03d.png')];
const run = (args) => {
  const r = spawnSync('ffmpeg', args, { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
};
run([
  ...input,
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '42',
  '-an',
  '-pix_fmt',
  'yuv420p',
  path.join(out, 'header.webm'),
]);
run([
  ...input,
  '-c:v',
  'libx264',
  '-crf',
  '30',
  '-preset',
  'slow',
  '-an',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  path.join(out, 'header.mp4'),
]);
run([
  '-y',
  '-loglevel',
  'error',
  '-i',
  path.join(frames, 'f000.png'),
  '-q:v',
  '5',
  path.join(out, 'header-poster.jpg'),
]);
rmSync(frames, { recursive: true, force: true });
console.log(`wrote ${out}/header.webm, header.mp4, header-poster.jpg`);
