import type { Db } from './visibility';

/** Who wrote a thread, post or file, with their role, for the staff hierarchy (auth/permissions requireMayActOn). */
export async function loadAuthor(db: Db, userId: number): Promise<{ id: number; role: string }> {
  const row = await db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
  // An author row always exists (foreign key); a missing one can only be a member's deleted account.
  return row ?? { id: userId, role: 'member' };
}
