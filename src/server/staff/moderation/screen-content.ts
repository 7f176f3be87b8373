import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { findRuleHits } from './auto-mod-rules';
import { loadWatchedWords } from './watched-words-cache';

export { loadWatchedWords };

// The seam between posting and auto-moderation (docs/product.md#moderation). The forum calls
// screenContent before it stores a new thread, post or edit, stores the content as 'held' when the verdict
// says hold, then calls fileAutoReports with the stored target. The moderation domain owns the rules
// (auto-mod-rules.ts).

export interface AutoModHit {
  /** Machine name of the rule, e.g. 'phone-number', 'solicitation', 'watched-word'. */
  rule: string;
  /** The report reason it files under: 'Personal information', 'Buying/selling' or 'Watched word'. */
  reason: string;
  /** Severe hits (personal information) hold the content for review instead of publishing it. */
  severe: boolean;
  /** What matched, for the queue, personal information partly redacted: 'Phone number: "405-•••-••34"'. */
  detail?: string;
}

export interface ScreenVerdict {
  hits: AutoModHit[];
  hold: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The verdict on `text`. Given the app's database, the watched words come from memory; a transaction reads
 * them from the table, so a caller inside one loads them beforehand (loadWatchedWords) and calls screenText.
 */
export async function screenContent(db: Db, text: string): Promise<ScreenVerdict> {
  return screenText(await loadWatchedWords(db), text);
}

export function screenText(watchedWords: string[], text: string): ScreenVerdict {
  const hits = findRuleHits(text, watchedWords);
  return { hits, hold: hits.some((h) => h.severe) };
}

/**
 * One open report with source 'auto' per rule that matched. Screening an edit again files nothing new for
 * a rule that already has an open auto report on the same target, so an author fixing a typo does not
 * flood the queue.
 */
export async function fileAutoReports(
  db: Db,
  target: { targetType: 'thread' | 'post'; targetId: number },
  hits: AutoModHit[],
): Promise<void> {
  if (hits.length === 0) return;
  const open = await db
    .selectFrom('reports')
    .select('rule')
    .where('target_type', '=', target.targetType)
    .where('target_id', '=', target.targetId)
    .where('source', '=', 'auto')
    .where('status', '=', 'open')
    .execute();
  const alreadyOpen = new Set(open.map((r) => r.rule));
  const rows = hits
    .filter(
      (hit, index) => !alreadyOpen.has(hit.rule) && hits.findIndex((h) => h.rule === hit.rule) === index,
    )
    .map((hit) => ({
      target_type: target.targetType,
      target_id: target.targetId,
      reasons: hit.reason,
      details: hit.detail ?? null,
      source: 'auto' as const,
      rule: hit.rule,
      reporter_id: null,
    }));
  if (rows.length > 0) await db.insertInto('reports').values(rows).execute();
}
