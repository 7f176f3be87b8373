import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** The newest messages of the outbox, newest first, with their plain text (for the operator CLI). */
export function listOutbox(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'to_address',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'text_body',
    ])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** How many messages wait or gave up: the admin dashboard shows the backlog. */
export async function mailBacklog(db: Kysely<Database>): Promise<{ pending: number; failed: number }> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      sql<number>`count(*) filter (where status in ('pending', 'sending'))::int`.as('pending'),
      sql<number>`count(*) filter (where status = 'failed')::int`.as('failed'),
    ])
    .executeTakeFirstOrThrow();
  return { pending: row.pending, failed: row.failed };
}
