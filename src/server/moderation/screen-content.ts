import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The seam between posting and auto-moderation (DESIGN.md "Auto-moderation"). The forum calls
// screenContent before it stores a new thread, post or edit, stores the content as 'held' when the verdict
// says hold, then calls fileAutoReports with the stored target. The moderation domain owns the rules.

export interface AutoModHit {
  /** Machine name of the rule, e.g. 'phone-number', 'solicitation', 'watched-word'. */
  rule: string;
  /** Human text for the queue, e.g. 'Personal information: phone number'. */
  reason: string;
  /** Severe hits (personal information) hold the content for review instead of publishing it. */
  severe: boolean;
}

export interface ScreenVerdict {
  hits: AutoModHit[];
  hold: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function screenContent(db: Db, text: string): Promise<ScreenVerdict> {
  void db;
  void text;
  return { hits: [], hold: false };
}

export async function fileAutoReports(
  db: Db,
  target: { targetType: 'thread' | 'post'; targetId: number },
  hits: AutoModHit[],
): Promise<void> {
  void db;
  void target;
  void hits;
}
