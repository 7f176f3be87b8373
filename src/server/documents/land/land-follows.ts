import { type RawBuilder, sql } from 'kysely';
import { parseLandKey } from '../../../calc/land/land-key';
import { sectionTitle, townshipTitle } from '../../../calc/land/land-names';
import type { FollowResponse, MyLandResponse } from '../../../shared/contracts/land';
import { badRequest, conflict } from '../../errors';
import { iso } from '../../forum/records/thread-rows';
import type { Db } from '../../forum/records/visibility';
import type { Caller } from '../../people/auth/caller';
import { requireSignedIn } from '../../people/auth/permissions';
import { landPagePath } from './land-paths';

// Following a section or township (docs/decisions/039-land-references.md): a post that names it notifies the
// member like a watched thread (notifications/fan-out.ts asks landFollowersOf). What a member follows is
// theirs alone: only they list it, and it goes with their data export.

/** How many sections and townships one member may follow. */
export const LAND_FOLLOWS_MAX = 500;

function realLand(key: string) {
  const land = parseLandKey(key);
  if (!land) throw badRequest('That is not a section or township.', 'key');
  return land;
}

export async function followLand(
  db: Db,
  caller: Caller,
  key: string,
  following: boolean,
): Promise<FollowResponse> {
  const member = requireSignedIn(caller);
  realLand(key);
  if (!following) {
    await db
      .deleteFrom('land_follows')
      .where('user_id', '=', member.id)
      .where('land_key', '=', key)
      .execute();
    return { key, following: false };
  }
  const { count } = await db
    .selectFrom('land_follows')
    .where('user_id', '=', member.id)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) >= LAND_FOLLOWS_MAX)
    throw conflict(
      `You follow ${LAND_FOLLOWS_MAX} sections and townships, the most there may be. Unfollow one first.`,
    );
  await db
    .insertInto('land_follows')
    .values({ user_id: member.id, land_key: key })
    .onConflict((oc) => oc.columns(['user_id', 'land_key']).doNothing())
    .execute();
  return { key, following: true };
}

/** "My land": what the member follows, each with the newest visible thread naming it, newest activity first. */
export async function listMyLand(db: Db, caller: Caller): Promise<MyLandResponse> {
  const member = requireSignedIn(caller);
  const rows = await db
    .selectFrom('land_follows as f')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('post_land_refs as r')
          .innerJoin('posts as p', 'p.id', 'r.post_id')
          .innerJoin('threads as t', 't.id', 'p.thread_id')
          .whereRef('r.land_key', '=', 'f.land_key')
          .where('p.status', '=', 'visible')
          .where('t.status', '=', 'visible')
          .select(['t.id as thread_id', 't.title', 't.last_post_at'])
          .orderBy('t.last_post_at', 'desc')
          .limit(1)
          .as('newest'),
      (join) => join.onTrue(),
    )
    .where('f.user_id', '=', member.id)
    .select(['f.land_key', 'f.created_at', 'newest.thread_id', 'newest.title', 'newest.last_post_at'])
    .execute();
  const follows = rows.flatMap((row) => {
    const land = parseLandKey(row.land_key);
    if (!land) return [];
    return [
      {
        key: row.land_key,
        title: 'section' in land ? sectionTitle(land) : townshipTitle(land),
        path: landPagePath(row.land_key),
        followed_at: iso(row.created_at),
        newest:
          row.thread_id !== null && row.title !== null && row.last_post_at !== null
            ? { thread_id: row.thread_id, title: row.title, last_post_at: iso(row.last_post_at) }
            : null,
      },
    ];
  });
  const activity = (entry: (typeof follows)[number]) => entry.newest?.last_post_at ?? entry.followed_at;
  return { follows: follows.sort((a, b) => activity(b).localeCompare(activity(a))) };
}

/**
 * The members following land a post names (its sections and their townships) or any of these section or
 * township keys (its calculator cards name them): a query of user_id, for the post's fan-out statement.
 */
export function landFollowersOf(postId: number, keys: readonly string[]): RawBuilder<{ user_id: number }> {
  return sql<{ user_id: number }>`
    select f.user_id from land_follows f join post_land_refs r on r.land_key = f.land_key where r.post_id = ${postId}
    union select user_id from land_follows where land_key = any(${[...keys]}::text[])`;
}
