// `npm run bench -- hostile-upload`: hostile files uploaded while /healthz is asked again and again, so what
// one member's upload does to everyone else's requests is measured (target: /healthz under 100 ms while the
// upload runs; docs/decisions/035-member-input-off-the-main-thread.md). The files: a PDF of unclosed
// "stream" lines (a quadratic pattern once froze the server on it), and a 10,000 × 10,000 16-bit RGBA PNG
// (1.2 MB) as a post's picture and as an avatar. Each row prints the upload's answer and time and /healthz's
// p50, p99 and max meanwhile. The forum runs as production does (bench/server-process.ts) on a PGlite folder
// of its own, or on DATABASE_URL (a scratch database) when set.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { registerMember } from '../tests/reliability/support/forum-client';
import { freePort } from '../tests/support/free-port';
import { startForum, stop } from './server-process';

const STREAM_LINES = Number(process.env.BENCH_STREAM_LINES ?? 29_000);

const hostilePdf = () => Buffer.from(`%PDF-1.4\n${'stream\n'.repeat(STREAM_LINES)}%%EOF`, 'latin1');
const hostilePng = () =>
  sharp({
    create: { width: 10_000, height: 10_000, channels: 4, background: { r: 9, g: 8, b: 7, alpha: 1 } },
  })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();

const at = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** /healthz asked one request after another until `until` settles; each answer's time in ms. */
async function pollHealth(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times;
}

const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'forum-upload-'));
const forum = await startForum(await freePort(), {
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
  REGISTER_RATE_LIMIT_MAX: '1000000',
  UPLOAD_NEW_MEMBER_DAILY_LIMIT: '1000',
  UPLOAD_DAILY_LIMIT: '1000',
  AVATAR_DAILY_LIMIT: '1000',
});
try {
  const member = await registerMember(forum.url, 'upload');
  const files: [string, string, Buffer][] = [
    [
      `PDF, ${STREAM_LINES.toLocaleString('en-US')} "stream" lines`,
      '/api/attachments?name=a.pdf',
      hostilePdf(),
    ],
    ['PNG 10,000² 16-bit, as a picture', '/api/attachments?name=a.png', await hostilePng()],
    ['PNG 10,000² 16-bit, as an avatar', '/api/me/avatar', await hostilePng()],
  ];
  for (const [label, url, bytes] of files) {
    const started = performance.now();
    const upload = fetch(`${forum.url}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    }).then(async (r) => ({ status: r.status, body: await r.text() }));
    const health = await pollHealth(forum.url, upload);
    const answer = await upload;
    const code = /"code":"([A-Z_]+)"/.exec(answer.body)?.[1] ?? '';
    console.log(
      `${label.padEnd(36)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KB  answer ${answer.status} ${code.padEnd(16)} in ${(performance.now() - started).toFixed(0).padStart(6)} ms;  /healthz x${health.length}: p50 ${at(health, 0.5).toFixed(1)} ms, p99 ${at(health, 0.99).toFixed(1)}, max ${at(health, 1).toFixed(1)}`,
    );
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${forum.build}`,
  );
} finally {
  await stop(forum.child);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
