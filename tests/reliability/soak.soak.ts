import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeMemory, type MemoryReport, memoryBreakdown } from '../../bench/memory-breakdown';
import { type ForumProcess, startForumProcess } from '../support/forum-process';
import { type LocalPostgres, localPostgresMissing, startLocalPostgres } from '../support/local-postgres';
import { type Answer, isSuccess, openCategoryId, registerMember } from './support/forum-client';
import { SeededSoakTraffic, seededThreadIds } from './support/soak-mix';
import { percentile, residentMb, SoakTraffic } from './support/soak-traffic';

// The soak (`npm run test:soak`, not part of `npm test`): mixed traffic (reads, thread pages, posts, votes,
// searches, sign-ins) at a fixed rate against one forum process for SOAK_SECONDS (default 600). It must
// answer every request without an error, and its resident memory at the end must be within SOAK_MAX_DRIFT
// (10%) of what it was after the first minute, and under SOAK_MAX_RSS_MB (256 on a seeded PostgreSQL).
// Prints a table: requests, errors, p50, p99 and RSS per minute, and where the memory goes after the first
// minute and at the end (GET /healthz/memory).
//
//   SOAK_SECONDS=600 SOAK_RATE=20 npm run test:soak          PGlite in a temporary folder (the default set-up)
//   SOAK_DATABASE=postgres npm run test:soak                 a PostgreSQL server of its own (initdb, pg_ctl)
//   SOAK_DATABASE_URL=postgres://…/<a copy of the bench's full seed> SOAK_SECONDS=1800 SOAK_RATE=200 \
//     npm run test:soak                                      the production build (`npm run build` first) as
//                                                            `npm start` runs it, on the seed, reads and writes
//                                                            as guests and members (support/soak-mix.ts)
//   SOAK_PROFILE=1 …                                         also a CPU profile of the forum in tmp/soak/

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 20);
const intervalSeconds = Number(process.env.SOAK_INTERVAL_SECONDS ?? 60);
const onPostgres = process.env.SOAK_DATABASE === 'postgres';
const seededUrl = process.env.SOAK_DATABASE_URL;
const maxInFlight = Number(process.env.SOAK_MAX_IN_FLIGHT ?? 256);
const maxDrift = Number(process.env.SOAK_MAX_DRIFT ?? 0.1);
const maxRssMb = Number(process.env.SOAK_MAX_RSS_MB ?? (seededUrl ? 256 : 0));
const intervals = Math.ceil(seconds / intervalSeconds);

interface Row {
  interval: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rssMb: number | null;
}

describe('soak: mixed traffic at a fixed rate', () => {
  let forum: ForumProcess | undefined;
  let postgres: LocalPostgres | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forum-soak-'));
  afterAll(async () => {
    await forum?.stop();
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers ${rate} requests a second for ${seconds} s without an error or a memory drift`, async () => {
    if (onPostgres) {
      const missing = localPostgresMissing();
      if (missing) throw new Error(`SOAK_DATABASE=postgres, but ${missing}`);
      postgres = await startLocalPostgres();
    }
    const database = seededUrl ?? postgres?.url;
    forum = await startForumProcess({
      env: {
        ...(database ? { DATABASE_URL: database } : { DATA_DIR: dataDir }),
        MEMORY_REPORT: '1',
      },
      // SOAK_PROFILE=1: a V8 CPU profile of the forum in tmp/soak/ when it stops (npx tsx bench/profile-top.ts).
      ...(process.env.SOAK_PROFILE === '1' ? { nodeFlags: ['--cpu-prof', '--cpu-prof-dir=tmp/soak'] } : {}),
      built: seededUrl !== undefined,
      ...(process.env.SOAK_PORT ? { port: Number(process.env.SOAK_PORT) } : {}),
    });
    const members = [];
    for (let i = 0; i < 8; i++) members.push(await registerMember(forum.url, 'soak'));
    const category = await openCategoryId(forum.url);
    const traffic = seededUrl
      ? new SeededSoakTraffic(forum.url, members, category, await seededThreadIds(forum.url))
      : new SoakTraffic(forum.url, members, category);
    const breakdowns: (MemoryReport | null)[] = [];

    const answers: Answer[] = [];
    const pending = new Set<Promise<void>>();
    const rss: (number | null)[] = [];
    const started = Date.now();
    const gapMs = 1000 / rate;
    let sent = 0;
    let notSent = 0;
    for (let interval = 0; interval < intervals; interval++) {
      const end = started + Math.min(seconds, (interval + 1) * intervalSeconds) * 1000;
      for (;;) {
        const due = started + sent * gapMs;
        if (due >= end) break;
        const wait = due - Date.now();
        // Behind (a slow machine): still a turn of the event loop per request, so answers are read meanwhile.
        await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
        sent += 1;
        // A machine too slow for the rate would otherwise queue thousands of requests, and the memory
        // measured would be the queue's: past SOAK_MAX_IN_FLIGHT a request is counted as not sent.
        if (pending.size >= maxInFlight) {
          notSent += 1;
          continue;
        }
        const request = traffic.next().then((answer) => {
          // 360,000 answers in a long soak: their bodies are kept only where one is an error to print.
          answers.push(isSuccess(answer) ? { ...answer, body: null } : answer);
          pending.delete(request);
        });
        pending.add(request);
      }
      const wait = end - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      rss.push(residentMb(forum.pid));
      if (interval === 0 || interval === intervals - 1) breakdowns.push(await memoryBreakdown(forum.url));
    }
    await Promise.all(pending);

    const rows: Row[] = rss.map((rssMb, interval) => {
      const from = started + interval * intervalSeconds * 1000;
      const to = from + intervalSeconds * 1000;
      const mine = answers.filter((a) => a.sentAt >= from && a.sentAt < to);
      const latencies = mine.map((a) => a.answeredAt - a.sentAt).sort((x, y) => x - y);
      return {
        interval: interval + 1,
        requests: mine.length,
        errors: mine.filter((a) => !isSuccess(a)).length,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        rssMb,
      };
    });
    const errors = answers.filter((a) => !isSuccess(a));
    const byKind = new Map<string, number>();
    for (const a of answers) byKind.set(a.kind, (byKind.get(a.kind) ?? 0) + 1);
    console.log(
      [
        `soak on ${seededUrl ? 'the seeded PostgreSQL (production build)' : postgres ? 'PostgreSQL' : 'PGlite'}: ${answers.length} requests in ${seconds} s at ${rate}/s`,
        `  not sent (over ${maxInFlight} in flight): ${notSent}`,
        `  mix: ${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')}`,
        `  ${'minute'.padEnd(8)}${'requests'.padStart(10)}${'errors'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'RSS MB'.padStart(9)}`,
        ...rows.map(
          (r) =>
            `  ${String(r.interval).padEnd(8)}${String(r.requests).padStart(10)}${String(r.errors).padStart(8)}` +
            `${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(r.rssMb ?? '-').padStart(9)}`,
        ),
        ...errors
          .slice(0, 10)
          .map((a) => `  error: ${a.kind} ${a.status} ${a.error ?? JSON.stringify(a.body).slice(0, 200)}`),
        ...breakdowns.flatMap((m, i) =>
          m ? [`  memory ${i === 0 ? 'after the first interval' : 'at the end'}:`, describeMemory(m)] : [],
        ),
      ].join('\n'),
    );
    mkdirSync('tmp/soak', { recursive: true });
    const file = `tmp/soak/soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, `${JSON.stringify({ seconds, rate, rows, breakdowns }, null, 2)}\n`);

    expect(errors.length).toBe(0);
    const first = rows[0]?.rssMb;
    const last = rows.at(-1)?.rssMb;
    if (rows.length < 3 || !first || !last) {
      console.log('Memory drift not checked: it needs three intervals or more and /proc (Linux).');
      return;
    }
    const drift = (last - first) / first;
    console.log(`  memory at the end vs after the first interval: ${(drift * 100).toFixed(1)}%`);
    expect(Math.abs(drift)).toBeLessThanOrEqual(maxDrift);
    if (maxRssMb > 0) expect(last).toBeLessThan(maxRssMb);
  });
});
