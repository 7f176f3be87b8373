import type { Kysely } from 'kysely';
import { listOutbox } from '../../conversation/mail/outbox-list';
import type { Database } from '../db/schema';
import { CliError } from './flags';

/** `outbox [--limit N]`: prints the newest messages with their text, so a local try can follow a link. */
export async function outboxCommand(db: Kysely<Database>, flags: Map<string, string>): Promise<number> {
  const limitFlag = flags.get('limit') ?? '10';
  const limit = Number(limitFlag);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new CliError('--limit must be a whole number from 1 to 1000.');
  }
  const rows = await listOutbox(db, limit);
  if (rows.length === 0) {
    console.log('The outbox is empty: no e-mail has been queued yet.');
    return 0;
  }
  for (const row of rows.reverse()) {
    console.log(
      `#${row.id}  ${new Date(row.created_at).toISOString()}  ${row.status} (${row.attempts} attempt${row.attempts === 1 ? '' : 's'})  ${row.kind}`,
    );
    console.log(`To: ${row.to_address}`);
    console.log(`Subject: ${row.subject}`);
    if (row.last_error) console.log(`Last error: ${row.last_error}`);
    console.log('');
    console.log(row.text_body);
    console.log(`${'='.repeat(72)}`);
  }
  return 0;
}
