import { type Kysely, sql } from 'kysely';
import { AppError } from '../../errors';
import type { Database } from '../../platform/db/schema';

// Checking a member's file is the costliest thing a request does, and a refused file costs as much as an
// accepted one. So refused uploads count against the daily allowance like stored ones, and every avatar
// sent counts against an allowance of its own (docs/decisions/035-member-input-off-the-main-thread.md).

export type UploadPurpose = 'attachment' | 'avatar';

const DAY = sql<Date>`now() - interval '24 hours'`;

/** The member's attempts of the last 24 hours for `purpose` (refused ones only when asked). */
export async function recentAttempts(
  db: Kysely<Database>,
  userId: number,
  purpose: UploadPurpose,
  only: 'refused' | 'all',
): Promise<number> {
  let query = db
    .selectFrom('upload_attempts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', DAY);
  if (only === 'refused') query = query.where('refused', '=', true);
  return (await query.executeTakeFirstOrThrow()).n;
}

async function record(db: Kysely<Database>, userId: number, purpose: UploadPurpose, refused: boolean) {
  await db
    .deleteFrom('upload_attempts')
    .where('user_id', '=', userId)
    .where('created_at', '<=', DAY)
    .execute();
  await db.insertInto('upload_attempts').values({ user_id: userId, purpose, refused }).execute();
}

/** A refusal of the file itself (4xx other than the allowances and pace), not a busy server. */
const refusesTheFile = (error: unknown) =>
  error instanceof AppError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Runs the check and storing of one uploaded file, recording a refused file as an attempt, and with
 * `recordAccepted` an accepted one too. A busy server (503) or a failing store records nothing.
 */
export async function countingAttempt<T>(
  db: Kysely<Database>,
  userId: number,
  purpose: UploadPurpose,
  work: () => Promise<T>,
  recordAccepted = false,
): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (refusesTheFile(error)) await record(db, userId, purpose, true);
    throw error;
  }
  if (recordAccepted) await record(db, userId, purpose, false);
  return result;
}
