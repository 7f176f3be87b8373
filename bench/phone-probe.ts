// What bench/phone.ts runs inside the thread page, and how it reads the page's long tasks. The probe is a
// plain string (not a function handed to Playwright): tsx's transform names nested functions with a helper
// that does not exist in the page. Every time it records is `performance.now()`, milliseconds from the
// navigation's start.

export interface Probe {
  /** First contentful paint and the last largest-contentful-paint candidate (paint entries, buffered). */
  fcp: number | null;
  lcp: number | null;
  /** Whether that LCP element lies inside a post's <article>, and what it is (tag.class). */
  lcpInPost: boolean | null;
  lcpElement: string | null;
  /** The first post <article> in the DOM (the server's HTML or the app's card), and the app's own card. */
  postInDom: number | null;
  postCardInDom: number | null;
  /** The animation frame in which the first post first has a box inside the viewport and some text. */
  postFrame: number | null;
  /** A guest's final reply area (the sign-in prompt), a member's textarea, first seen in the DOM. */
  replyLogin: number | null;
  replyTextarea: number | null;
  /** Long tasks as [start, duration]. */
  longTasks: [number, number][];
  /** The app's "Thread not found" / "Failed to fetch thread" card, if it showed instead of posts. */
  failure: string | null;
  loadEventEnd: number | null;
}

export const PROBE_SCRIPT = `(() => {
  const probe = { fcp: null, lcp: null, lcpInPost: null, lcpElement: null, postInDom: null, postCardInDom: null,
    postFrame: null, replyLogin: null, replyTextarea: null, longTasks: [], failure: null, loadEventEnd: null };
  window.__phoneProbe = probe;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') probe.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => {
    probe.lcp = e.renderTime || e.startTime;
    const el = e.element;
    probe.lcpInPost = !!(el && el.closest && el.closest('article[id^="post-"]'));
    probe.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : null;
  });
  observe('longtask', (e) => { probe.longTasks.push([e.startTime, e.duration]); });
  let framePending = false;
  const inView = (time) => {
    framePending = false;
    const first = document.querySelector('article[id^="post-"]');
    if (!first || probe.postFrame !== null) return;
    const box = first.getBoundingClientRect();
    if (box.height > 0 && box.top < innerHeight && box.bottom > 0 && first.textContent.trim()) probe.postFrame = time;
    else { framePending = true; requestAnimationFrame(inView); }
  };
  const check = () => {
    const now = performance.now();
    if (probe.postInDom === null && document.querySelector('article[id^="post-"]')) probe.postInDom = now;
    if (probe.postInDom !== null && probe.postFrame === null && !framePending) {
      framePending = true;
      requestAnimationFrame(inView);
    }
    if (probe.postCardInDom === null && document.querySelector('article.post-card')) probe.postCardInDom = now;
    if (probe.replyLogin === null && document.querySelector('#reply-area .reply-login')) probe.replyLogin = now;
    if (probe.replyTextarea === null && document.querySelector('#reply-area textarea')) probe.replyTextarea = now;
    const failed = document.querySelector('.empty-state[role="alert"] h1');
    if (failed && probe.failure === null) probe.failure = failed.textContent;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  addEventListener('load', () => setTimeout(() => {
    probe.loadEventEnd = performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? performance.now();
  }));
})();`;

/** Reads the probe in the page, with the page's clock. */
export const READ_PROBE = '({ now: performance.now(), probe: window.__phoneProbe ?? null })';

/** The page's requests as [path, start, responseEnd, transferSize], rounded to the millisecond. */
export const RESOURCES = `performance.getEntriesByType('resource').map((e) =>
  [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize])`;

/** Requests in flight at `t`, from Resource Timing's [path, start, responseEnd, bytes]. */
const inFlight = (resources: [string, number, number, number][], t: number) =>
  resources.filter(([, start, end]) => start <= t && t < end).length;

/**
 * Page idle (Lighthouse's time-to-interactive with a shorter window): find the first `quietMs` window after
 * `from` (the first paint) with no long task and never more than two requests in flight; the page was idle
 * from the end of the last long task before it (or `from`). Null while no such window has passed by `now`.
 * Without the network rule a page waiting a second for its route chunk and data looked idle before it had
 * drawn anything.
 */
export function idleAt(
  longTasks: [number, number][],
  resources: [string, number, number, number][],
  from: number,
  now: number,
  quietMs: number,
): number | null {
  const tasks = longTasks.map(([start, duration]) => [start, start + duration] as const);
  // A quiet window can only begin where something stops: the first paint, a long task, a request.
  const starts = [from, ...tasks.map(([, end]) => end), ...resources.map(([, , end]) => end)];
  for (const at of starts.filter((t) => t >= from).sort((a, b) => a - b)) {
    const until = at + quietMs;
    if (until > now) return null;
    if (tasks.some(([start, end]) => start < until && end > at)) continue;
    const begun = resources.map(([, start]) => start).filter((start) => start > at && start < until);
    if ([at, ...begun].some((t) => inFlight(resources, t) > 2)) continue;
    return Math.max(from, ...tasks.map(([, end]) => end).filter((end) => end <= at));
  }
  return null;
}
