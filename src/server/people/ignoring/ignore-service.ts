import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { IgnoreChangeResponse, IgnoredMember } from '../../../shared/contracts/ignoring';
import { IGNORE_LIST_MAX, IGNORE_TEXT } from '../../../shared/ignore-texts';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import type { Db } from '../../forum/records/visibility';
import type { Database } from '../../platform/db/schema';
import type { Caller } from '../auth/caller';
import { requireSignedIn } from '../auth/permissions';

// Ignoring a member (docs/decisions/044-first-posts-held-and-ignoring.md). A member's list is theirs alone:
// nothing here is ever read for, or shown to, the member being ignored. Signed in is enough (a muted member
// may still choose whom to read); banned members have no session. Staff cannot be ignored: a member who
// ignored someone later made a moderator simply finds them gone from the list, and the row has no effect
// (every read below leaves staff out) until they are members again.

const STAFF_ROLES = ['admin', 'moderator'] as const;
const iso = (d: Date | string): string => new Date(d).toISOString();

/** The members this member ignores, by name, as the list and the thread page's collapse read them. */
export async function listIgnored(db: Db, caller: Caller): Promise<IgnoredMember[]> {
  const { id } = requireSignedIn(caller);
  const rows = await db
    .selectFrom('member_ignores as i')
    .innerJoin('users as u', 'u.id', 'i.ignored_id')
    .select(['u.id', 'u.username', 'i.created_at'])
    .where('i.user_id', '=', id)
    .where('u.is_deleted', '=', false)
    .where('u.role', 'not in', STAFF_ROLES)
    .orderBy(sql`lower(u.username)`)
    .execute();
  return rows.map((row) => ({ id: row.id, username: row.username, ignored_at: iso(row.created_at) }));
}

async function findTarget(db: Db, username: string) {
  const target = await db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  if (!target) throw notFound(IGNORE_TEXT.unknown);
  return target;
}

/** PUT /api/me/ignored/:username. Ignoring someone already ignored is harmless. */
export async function ignoreMember(
  db: Transaction<Database> | Db,
  caller: Caller,
  username: string,
): Promise<IgnoreChangeResponse> {
  const me = requireSignedIn(caller);
  const target = await findTarget(db, username);
  if (target.id === me.id) throw badRequest(IGNORE_TEXT.notSelf, 'username', 'CANNOT_IGNORE_SELF');
  if ((STAFF_ROLES as readonly string[]).includes(target.role))
    throw forbidden(IGNORE_TEXT.notStaff, 'CANNOT_IGNORE_STAFF');
  const { n } = await db
    .selectFrom('member_ignores')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', me.id)
    .executeTakeFirstOrThrow();
  if (Number(n) >= IGNORE_LIST_MAX) {
    const already = await db
      .selectFrom('member_ignores')
      .select('ignored_id')
      .where('user_id', '=', me.id)
      .where('ignored_id', '=', target.id)
      .executeTakeFirst();
    if (!already) throw new AppError(409, 'IGNORE_LIST_FULL', IGNORE_TEXT.tooMany(IGNORE_LIST_MAX));
  }
  await db
    .insertInto('member_ignores')
    .values({ user_id: me.id, ignored_id: target.id })
    .onConflict((oc) => oc.columns(['user_id', 'ignored_id']).doNothing())
    .execute();
  return { ok: true, message: IGNORE_TEXT.ignored(target.username), ignored: await listIgnored(db, me) };
}

/** DELETE /api/me/ignored/:username. Stopping when not ignoring is harmless too. */
export async function stopIgnoring(db: Db, caller: Caller, username: string): Promise<IgnoreChangeResponse> {
  const me = requireSignedIn(caller);
  const target = await findTarget(db, username);
  await db
    .deleteFrom('member_ignores')
    .where('user_id', '=', me.id)
    .where('ignored_id', '=', target.id)
    .execute();
  return { ok: true, message: IGNORE_TEXT.unignored(target.username), ignored: await listIgnored(db, me) };
}

/**
 * Whether `member` (an SQL expression for a member's id) ignores the author: the notification fan-out asks it
 * in its statement. Staff are never ignored, so a staff author reaches everyone.
 */
export function ignoresAuthor(member: RawBuilder<unknown>, authorId: number): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from member_ignores i join users a on a.id = i.ignored_id
    where i.user_id = ${member} and i.ignored_id = ${authorId} and a.role <> all(${[...STAFF_ROLES]}::text[]))`;
}
