// `npm run bench -- hostile-page`: issue 13's finding 1. A thread of 50 maximum-size posts of Markdown shaped
// to make a renderer work hard (tests/support/hostile-markdown.ts) is written through the API, and its
// server-rendered page and JSON are then fetched one at a time. The target is a page answered in under 100 ms.
// Beside wall time it prints the forum's CPU ms per request (/proc), which a busy machine disturbs less.
// The forum runs as production does (bench/server-process.ts) on a PGlite folder of its own, or on
// DATABASE_URL when set (a scratch database: the thread stays there).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { call, isSuccess, openCategoryId, registerMember } from '../tests/reliability/support/forum-client';
import { freePort } from '../tests/support/free-port';
import { hostilePosts } from '../tests/support/hostile-markdown';
import { processCpuMs } from './cpu-meter';
import { startForum, stop } from './server-process';

const POSTS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const TARGET_MS = 100;

const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'forum-hostile-'));
const forum = await startForum(await freePort(), {
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
  POST_INTERVAL_SECONDS: '0',
  NEW_MEMBER_POST_INTERVAL_SECONDS: '0',
  REGISTER_RATE_LIMIT_MAX: '1000000',
});
try {
  const member = await registerMember(forum.url, 'hostile');
  const [opening = '', ...replies] = hostilePosts(POSTS);
  const categoryId = await openCategoryId(forum.url);
  const writeStarted = Date.now();
  const made = await call(forum.url, 'thread', 'POST', '/api/threads', {
    token: member.token,
    body: { title: 'A thread of hostile Markdown', content: opening, category_id: categoryId },
  });
  if (!isSuccess(made)) throw new Error(`thread: ${made.status} ${made.error ?? JSON.stringify(made.body)}`);
  const threadId = (made.body as { thread: { id: number } }).thread.id;
  const writeMs: number[] = [];
  for (const content of replies) {
    const sent = Date.now();
    const answer = await call(forum.url, 'reply', 'POST', '/api/posts', {
      token: member.token,
      body: { thread_id: threadId, content },
    });
    if (!isSuccess(answer))
      throw new Error(
        `reply ${writeMs.length + 1}: ${answer.status} ${answer.error ?? JSON.stringify(answer.body)}`,
      );
    writeMs.push(Date.now() - sent);
    if (process.env.BENCH_VERBOSE) console.log(`reply ${writeMs.length}: ${writeMs.at(-1)} ms`);
  }
  console.log(`wrote ${POSTS} posts of ${opening.length} characters in ${Date.now() - writeStarted} ms`);

  for (const [label, url] of [
    ['GET /thread/{id} HTML', `${forum.url}/thread/${threadId}`],
    ['GET /api/threads/{id}', `${forum.url}/api/threads/${threadId}`],
  ] as const) {
    const walls: number[] = [];
    const cpus: number[] = [];
    const firstBytes: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const cpuBefore = processCpuMs(forum.child.pid ?? 0) ?? 0;
      const started = performance.now();
      const response = await fetch(url);
      // The whole page is built before its first byte leaves: the headers' arrival is the forum's time.
      const headersAt = performance.now() - started;
      const body = await response.arrayBuffer();
      const wall = performance.now() - started;
      if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
      bytes = body.byteLength;
      if (i < 3) continue; // warm-up
      walls.push(wall);
      firstBytes.push(headersAt);
      cpus.push((processCpuMs(forum.child.pid ?? 0) ?? 0) - cpuBefore);
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const at = (values: number[], q: number) =>
      sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
    const median = at(walls, 0.5);
    console.log(
      `${label.padEnd(24)} ${(bytes / 1024).toFixed(0).padStart(6)} KB  first byte median ${at(firstBytes, 0.5).toFixed(1)} ms, wall median ${median.toFixed(1)} ms, p90 ${at(walls, 0.9).toFixed(1)}, max ${at(walls, 1).toFixed(1)};  forum CPU median ${at(cpus, 0.5).toFixed(0)} ms  ${median < TARGET_MS ? 'ok' : `over the ${TARGET_MS} ms target`}`,
    );
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, ${RUNS} runs each, ${forum.build}`,
  );
} finally {
  await stop(forum.child);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
