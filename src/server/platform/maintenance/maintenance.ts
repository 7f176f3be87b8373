import type { AppContext } from '../../context';
import { sendWeeklySummariesIfDue } from '../../conversation/digest/weekly-summary';
import { sendDigestIfDue } from '../../conversation/notification-mail/send-notification-mail';
import { voteFoldTicker } from '../../forum/posts/vote-fold';
import { pruneOldRows } from './prune';
import { recookPosts } from './recook-posts';

// Periodic upkeep, run by the app's one background runner (jobs/background-work.ts, on each of its polls;
// docs/architecture.md#background-work). Each task says how often it wants to run.

const RECOOK_BATCH = 50;

/** A ticker that runs `task` at most once every `intervalMs`. */
export function every(intervalMs: number, task: () => Promise<unknown>): () => Promise<void> {
  let last = 0;
  return async () => {
    if (Date.now() - last < intervalMs) return;
    last = Date.now();
    await task();
  };
}

export function maintenanceTickers(ctx: AppContext): (() => Promise<void>)[] {
  return [
    // Votes' scores not yet folded into their posts (decision 049): at start, then on every poll.
    voteFoldTicker(ctx),
    // Posts never cooked or cooked by an older renderer, a batch per poll until none is left.
    async () => {
      await recookPosts(ctx.db, ctx.cooker.cook, RECOOK_BATCH);
    },
    // The daily notification summary; the claim in app_settings keeps it to once a day across processes.
    every(60_000, () => sendDigestIfDue(ctx.db, ctx.config)),
    // The weekly summary e-mail; an hourly claim in app_settings, and a per-member claim for the week.
    every(60_000, () => sendWeeklySummariesIfDue(ctx.db, ctx.config)),
    // Rows only read for a short window (views, sign-in failures, expired sessions and links), hourly.
    every(60 * 60_000, () => pruneOldRows(ctx.db)),
  ];
}
