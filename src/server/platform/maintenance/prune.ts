import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

// Tables that grow with every request and are only read for a short window are pruned on a schedule
// (docs/architecture.md#background-work). A row is deleted once its time column is
// older than the table's window; each row kept past it answers nothing:
//   thread_views          the counter lives on threads; a row only stops a second count in the same hour
//   login_failures        read over the last hour (per address) and 15 minutes (per account)
//   mail_requests         read over the last hour
//   sessions              refused once expired
//   two_factor_challenges refused once expired
//   account_tokens        kept 30 days past expiry, so an old link still says "expired" or "used", not "invalid"
//   sign_in_addresses     an address not used for a year is no longer "one the owner signs in from"
//   mail_outbox           sent (or given up) within minutes; after 30 days a row only keeps an address and a
//                         body, links included, that nobody reads again (decision 036)
// Every time column here has an index (migration 014), so a prune does not read whole tables.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const PRUNED = [
  { table: 'thread_views', column: 'hour', afterMs: 2 * DAY_MS },
  { table: 'login_failures', column: 'failed_at', afterMs: DAY_MS },
  { table: 'mail_requests', column: 'created_at', afterMs: DAY_MS },
  { table: 'sessions', column: 'expires_at', afterMs: 0 },
  { table: 'two_factor_challenges', column: 'expires_at', afterMs: 0 },
  { table: 'account_tokens', column: 'expires_at', afterMs: 30 * DAY_MS },
  { table: 'sign_in_addresses', column: 'last_at', afterMs: 365 * DAY_MS },
  { table: 'mail_outbox', column: 'created_at', afterMs: 30 * DAY_MS },
] as const satisfies readonly { table: keyof Database; column: string; afterMs: number }[];

export type PrunedTable = (typeof PRUNED)[number]['table'];
export type PruneCounts = Record<PrunedTable, number>;

/** How long a table's rows are kept past their time column. */
export function pruneWindowMs(table: PrunedTable): number {
  const entry = PRUNED.find((p) => p.table === table);
  if (!entry) throw new Error(`${table} is not pruned`);
  return entry.afterMs;
}

export async function pruneOldRows(db: Kysely<Database>, now = new Date()): Promise<PruneCounts> {
  const counts = {} as PruneCounts;
  for (const { table, column, afterMs } of PRUNED) {
    const cutoff = new Date(now.getTime() - afterMs);
    const result = await sql`delete from ${sql.table(table)} where ${sql.ref(column)} < ${cutoff}`.execute(
      db,
    );
    counts[table] = Number(result.numAffectedRows ?? 0);
  }
  return counts;
}
