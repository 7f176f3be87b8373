import type { Kysely, Transaction } from 'kysely';
import type { SignedInCaller } from '../../people/auth/caller';
import type { Database } from '../../platform/db/schema';

// Every staff action is written here with who, when, target and reason (docs/product.md#data Admin log entry;
// the actions are listed below).
export type AuditAction =
  | 'ban_user'
  | 'unban_user'
  | 'change_role'
  | 'change_member_category'
  | 'delete_user'
  | 'warn_user'
  | 'mute_user'
  | 'unmute_user'
  | 'approve_content'
  | 'remove_content'
  | 'dismiss_report'
  | 'restore_content'
  | 'pin_thread'
  | 'unpin_thread'
  | 'lock_thread'
  | 'unlock_thread'
  | 'delete_thread'
  | 'edit_post'
  | 'change_thread_counties'
  | 'create_category'
  | 'update_category'
  | 'delete_category'
  | 'add_watched_word'
  | 'remove_watched_word'
  | 'reset_database'
  | 'hide_revision'
  | 'show_revision'
  | 'confirm_email'
  | 'reset_two_factor'
  | 'export_own_data'
  | 'delete_own_account';

export async function writeAudit(
  db: Kysely<Database> | Transaction<Database>,
  actor: SignedInCaller,
  entry: {
    action: AuditAction;
    targetType?: string;
    targetId?: number;
    reason?: string | null;
    details?: string;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      admin_username: actor.username,
      action_type: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId ?? null,
      reason: entry.reason ?? null,
      details: entry.details ?? null,
    })
    .execute();
}
