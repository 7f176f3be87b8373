// `npm run bench -- phone`: a thread page on a throttled phone (issue 17's target: first post visible <= 1 s,
// page idle and reply box usable <= 1.5 s), as a guest and as a signed-in member. Starts the production build
// on the seeded database as the lighthouse row does (DATABASE_URL; BENCH_PORT or a free port), then for each
// run opens a fresh browser context (cold cache) in Debian's Chromium, headless, through Playwright: a
// 390x844 phone at 3x, touch, a phone user agent, CPU slowed 4x and the network at 150 ms latency, 1.6 Mbps
// down, 750 kbps up (CDP). What each figure means is in bench/README.md, "A thread on a throttled phone".
// PHONE_RUNS (default 5) runs per case; PHONE_CHROME or LIGHTHOUSE_CHROME (default /usr/bin/chromium);
// PHONE_THREAD picks the thread; PHONE_TIMEOUT_MS (default 30,000) bounds a run; PHONE_QUIET_MS (default
// 1,000) is the quiet window after the last long task; PHONE_SW=allow lets the offline worker register.
// Prints medians, min and max and the bytes the page transferred; writes tmp/bench/phone-*.json.
import {
  type Browser,
  type BrowserContextOptions,
  type CDPSession,
  chromium,
  type Page,
} from '@playwright/test';
import { freePort } from '../tests/support/free-port';
import { benchSessions } from './cpu-meter';
import { idleAt, PROBE_SCRIPT, type Probe, READ_PROBE, RESOURCES } from './phone-probe';
import { type Case, type Run, report } from './phone-report';
import { BUILT_SERVER, startForum, stop } from './server-process';

const CHROME = process.env.PHONE_CHROME ?? process.env.LIGHTHOUSE_CHROME ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.PHONE_RUNS ?? 5));
const TIMEOUT_MS = Number(process.env.PHONE_TIMEOUT_MS ?? 30_000);
const QUIET_MS = Number(process.env.PHONE_QUIET_MS ?? 1_000);
const POLL_MS = 20;
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  serviceWorkers: process.env.PHONE_SW === 'allow' ? 'allow' : 'block',
};
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const TARGETS = { firstPost: 1000, idle: 1500, reply: 1500 };

class BenchFailure extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An expression's value in the page, through the DevTools protocol: no Playwright script injected. */
async function evaluate<T>(cdp: CDPSession, expression: string): Promise<T | null> {
  const answer = await cdp.send('Runtime.evaluate', { expression, returnByValue: true }).catch(() => null);
  return (answer?.result.value as T | undefined) ?? null;
}

/** Polls `expression` in the page until it gives a number (a performance.now() time) or the deadline. */
async function pollFor(cdp: CDPSession, expression: string, deadline: number, what: string): Promise<number> {
  for (;;) {
    const value = await evaluate<number>(cdp, expression);
    if (typeof value === 'number') return value;
    const failure = await evaluate<string>(cdp, 'window.__phoneProbe && window.__phoneProbe.failure');
    if (failure) throw new BenchFailure(`the page showed "${failure}" instead of the thread`);
    if (Date.now() > deadline) throw new BenchFailure(`${what} not seen within ${TIMEOUT_MS} ms`);
    await sleep(POLL_MS);
  }
}

const TEXTAREA_READY = `(() => { const t = document.querySelector('#reply-area textarea');
  if (!t || t.disabled) return null; t.focus(); return document.activeElement === t ? performance.now() : null; })()`;
const KEY_SHOWN = `(() => { const t = document.querySelector('#reply-area textarea');
  return t && t.value.includes('x') ? performance.now() : null; })()`;

/** A member's reply box: the textarea exists, is enabled and focused, and a key typed into it shows. */
async function replyUsable(page: Page, cdp: CDPSession, deadline: number): Promise<[number, number]> {
  for (;;) {
    const ready = await pollFor(cdp, TEXTAREA_READY, deadline, 'an enabled reply textarea');
    await page.keyboard.press('x');
    // A redraw that replaced the textarea drops the key: type again into the new one.
    const shown = await pollFor(
      cdp,
      KEY_SHOWN,
      Math.min(deadline, Date.now() + 2_000),
      'the typed key',
    ).catch((error) => (Date.now() > deadline ? Promise.reject(error) : null));
    if (shown !== null) return [ready, shown];
  }
}

async function oneRun(
  browser: Browser,
  url: string,
  which: Case,
  storage: BrowserContextOptions,
): Promise<Run> {
  const context = await browser.newContext({ ...PHONE, ...storage });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE_SCRIPT);
    page.on('pageerror', (error) => errors.push(error.message));
    // The app's error boundary says why it crashed with console.warn('Page crashed', ...).
    page.on('console', (m) => {
      const ours = m.text().includes('blocked by Playwright'); // PHONE_SW: the offline worker refused
      if (['error', 'warning'].includes(m.type()) && !ours) errors.push(m.text());
    });
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, string>();
    const pending = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e) => pending.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFailed', (e) => pending.delete(e.requestId));
    const encodings = new Set<string>();
    const bytes: Run['bytes'] = {};
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      const encoding = Object.entries(e.response.headers).find(
        ([k]) => k.toLowerCase() === 'content-encoding',
      );
      if (encoding) encodings.add(`${e.type}: ${encoding[1]}`);
    });
    cdp.on('Network.loadingFinished', (e) => {
      pending.delete(e.requestId);
      const kind =
        { Document: 'html', Script: 'js', Stylesheet: 'css' }[types.get(e.requestId) ?? ''] ?? 'other';
      const row = bytes[kind] ?? { requests: 0, bytes: 0 };
      bytes[kind] = { requests: row.requests + 1, bytes: row.bytes + e.encodedDataLength };
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const deadline = Date.now() + TIMEOUT_MS;
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const [replyReady, reply] =
      which === 'member'
        ? await replyUsable(page, cdp, deadline)
        : [null, await pollFor(cdp, 'window.__phoneProbe?.replyLogin', deadline, 'the reply area')];
    await pollFor(cdp, 'window.__phoneProbe?.postFrame', deadline, 'a post on screen');
    // Wait for the quiet window after the last long task (and the load event) to pass in the page.
    for (;;) {
      const read = await evaluate<{ now: number; probe: Probe }>(cdp, READ_PROBE);
      if (!read?.probe) throw new BenchFailure('the page lost its probe (a navigation away?)');
      const { now, probe } = read;
      const resources = (await evaluate<Run['resources']>(cdp, RESOURCES)) ?? [];
      // Resource Timing lists a request once it is done: the ones still on their way are counted over CDP.
      const idle =
        pending.size <= 2 ? idleAt(probe.longTasks, resources, probe.fcp ?? 0, now, QUIET_MS) : null;
      if (idle !== null && probe.loadEventEnd !== null) {
        // Not before the first contentful paint (the frame's time is when its work starts, before it is shown).
        const frame = probe.postFrame as number;
        const byFcp = probe.fcp !== null && probe.fcp >= frame;
        return {
          case: which,
          firstPost: Math.round(byFcp ? (probe.fcp as number) : frame),
          firstPostFrom: byFcp ? 'fcp' : 'frame',
          idle: Math.round(idle),
          reply: Math.round(reply),
          replyReady: replyReady === null ? null : Math.round(replyReady),
          probe,
          bytes,
          encodings: [...encodings].sort(),
          resources,
          errors,
        };
      }
      if (Date.now() > deadline) {
        const open = [...pending.values()].map((u) => u.replace(url.replace(/\/thread\/.*/, ''), ''));
        throw new BenchFailure(
          `the page was not idle within ${TIMEOUT_MS} ms (requests open: ${open.join(' ')})`,
        );
      }
      await sleep(100);
    }
  } catch (error) {
    const said = errors.length
      ? ` (${which}; the page said: ${errors.slice(0, 3).join(' | ')})`
      : ` (${which})`;
    throw error instanceof BenchFailure ? new BenchFailure(`${error.message}${said}`) : error;
  } finally {
    await context.close();
  }
}

/** A member's session, written into the bench database as bench/load.ts does, and the user the app keeps. */
async function memberStorage(base: string): Promise<{ storage: BrowserContextOptions; token: string }> {
  const [token] = await benchSessions(process.env.DATABASE_URL ?? '', 1);
  if (!token) throw new BenchFailure('no member in the database: seed it first (npm run bench -- seed)');
  const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as {
    user: { must_confirm_email?: boolean; muted_until?: string | null };
  };
  if (!me.ok || user.must_confirm_email || user.muted_until)
    throw new BenchFailure(`the bench member cannot reply (${me.status}): no reply box to time`);
  const localStorage = [
    { name: 'token', value: token },
    { name: 'user', value: JSON.stringify(user) },
  ];
  return { storage: { storageState: { cookies: [], origins: [{ origin: base, localStorage }] } }, token };
}

const port = Number(process.env.BENCH_PORT) || (await freePort());
const forum = await startForum(port, { PUBLIC_URL: `http://127.0.0.1:${port}` });
let browser: Browser | undefined;
const runs: Run[] = [];
let threadId = 0;
let posts = 0;
try {
  const list = (await (await fetch(`${forum.url}/api/threads?limit=20`)).json()) as {
    threads: { id: number }[];
  };
  threadId = Number(process.env.PHONE_THREAD) || (list.threads[5]?.id ?? list.threads[0]?.id ?? 0);
  if (!threadId) throw new BenchFailure('no threads: seed the database first (npm run bench -- seed)');
  const detail = await fetch(`${forum.url}/api/threads/${threadId}`);
  posts = detail.ok ? ((await detail.json()) as { pagination: { total: number } }).pagination.total : 0;
  const member = await memberStorage(forum.url);
  const dropDraft = () =>
    fetch(`${forum.url}/api/drafts/reply-${threadId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${member.token}` },
    });
  browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  for (let i = 0; i < RUNS; i++) {
    // Guest and member in turns, so a change in the machine's load falls on both.
    for (const which of ['guest', 'member'] as const) {
      // The key typed last run was saved as the member's draft, which the page would put back: drop it.
      if (which === 'member') await dropDraft();
      const run = await oneRun(
        browser,
        `${forum.url}/thread/${threadId}`,
        which,
        which === 'member' ? member.storage : {},
      );
      console.log(
        `run ${i + 1} ${which}: first post ${run.firstPost} ms (${run.firstPostFrom}), idle ${run.idle} ms, reply ${run.reply} ms, ${run.probe.longTasks.length} long tasks`,
      );
      runs.push(run);
    }
  }
  await dropDraft();
} catch (error) {
  if (!(error instanceof BenchFailure)) throw error;
  console.error(`phone bench failed on /thread/${threadId}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await stop(forum.child);
}

if (runs.length > 0) {
  const sw = PHONE.serviceWorkers === 'allow' ? 'allowed' : 'blocked';
  const title = `A thread on a throttled phone: /thread/${threadId} (${posts} posts), ${RUNS} runs a case, CPU 4x, 150 ms, 1.6 / 0.75 Mbps, service worker ${sw}, ${forum.build} (${BUILT_SERVER}), ${CHROME}`;
  const settings = { cpuRate: 4, network: NETWORK, phone: PHONE, chrome: CHROME };
  report(runs, { title, threadId, posts, quietMs: QUIET_MS, targets: TARGETS, settings });
}
