import { type Kysely, sql } from 'kysely';
import { TEXT } from '../../../shared/texts';
import type { Config } from '../../config';
import { badRequest, forbidden } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireAdmin } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { seedCategories } from '../../platform/db/seed-categories';
import { writeAudit } from '../audit/audit-log';
import { changeWatchedWords } from '../moderation/watched-words-cache';

// Database reset (docs/product.md#administration; docs/product.md#validation): admin only, refused unless the operator enabled it, and the
// phrase checked here too, not only in the browser. Every table is emptied except the migration record;
// the calling admin's account and session survive (so the dashboard reloads signed in), and the category
// catalogue is seeded again.

// Rows of these tables belong to a user: the calling admin's are kept, everyone else's deleted.
const PER_USER_TABLES = ['users', 'sessions', 'oauth_identities'];
const KEPT_TABLES = ['schema_migrations', ...PER_USER_TABLES];

export async function resetDatabase(
  db: Kysely<Database>,
  config: Pick<Config, 'ALLOW_DATABASE_RESET'>,
  caller: Caller,
  confirm: string | undefined,
): Promise<{ ok: true; message: string }> {
  const actor = requireAdmin(caller);
  if (!config.ALLOW_DATABASE_RESET) throw forbidden(TEXT.resetDisabled, 'RESET_DISABLED');
  if (confirm !== TEXT.resetPhrase) throw badRequest(TEXT.resetCancelled, 'confirm', 'RESET_CANCELLED');

  // The watched words go with the rest: every process forgets its list of them.
  await changeWatchedWords(db, async (trx) => {
    const tables = await sql<{ tablename: string }>`
      select tablename from pg_tables
      where schemaname = current_schema() and tablename not in (${sql.join(KEPT_TABLES)})`.execute(trx);
    const names = tables.rows.map((t) => sql.id(t.tablename));
    if (names.length > 0) await sql`truncate table ${sql.join(names)} restart identity cascade`.execute(trx);
    await trx.deleteFrom('sessions').where('user_id', '<>', actor.id).execute();
    await trx.deleteFrom('oauth_identities').where('user_id', '<>', actor.id).execute();
    await trx.deleteFrom('users').where('id', '<>', actor.id).execute();
  });
  // After the commit: seedCategories runs its own transaction, and the truncate removed its marker.
  await seedCategories(db);
  await writeAudit(db, actor, {
    action: 'reset_database',
    details: `all data erased; kept admin ${actor.username}`,
  });
  return { ok: true as const, message: TEXT.databaseReset };
}
