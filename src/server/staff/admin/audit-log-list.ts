import type { Kysely } from 'kysely';
import type { AUDIT_ACTIONS, LogEntry } from '../../../shared/contracts/admin';
import type { Caller } from '../../people/auth/caller';
import { requireAdmin } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import type { AuditAction } from '../audit/audit-log';

// The filter's list (shared contract) and the writer's type (audit-log.ts) must name the same actions: this
// line stops compiling when one of them gains an action the other lacks.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const auditActionsMatch: Same<AuditAction, (typeof AUDIT_ACTIONS)[number]> = true;

// The dashboard's logs tab: the newest entries (docs/product.md#limits: fetch 50), optionally one action type.
export async function listAuditLog(
  db: Kysely<Database>,
  caller: Caller,
  input: { limit: number; action_type?: string },
): Promise<{ logs: LogEntry[] }> {
  requireAdmin(caller);
  let query = db.selectFrom('audit_log').selectAll();
  if (input.action_type) query = query.where('action_type', '=', input.action_type);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).execute();
  return {
    logs: rows.map((row) => ({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      admin_username: row.admin_username,
      action_type: row.action_type,
      target_type: row.target_type,
      target_id: row.target_id,
      reason: row.reason,
      details: row.details,
    })),
  };
}
