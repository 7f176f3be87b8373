import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  ListNotificationsResponse,
  listNotificationsQuery,
  Notification,
} from '../../../shared/contracts/notifications';
import { notFound } from '../../errors';
import { postPosition, urlOf } from '../../forum/records/post-address';
import type { Db } from '../../forum/records/visibility';
import type { Caller } from '../../people/auth/caller';
import { requireSignedIn } from '../../people/auth/permissions';
import { signalMembers } from './notify';

// Reading and marking one's own notifications (docs/product.md#notifications). Nobody reads another's.

type ListInput = z.output<typeof listNotificationsQuery>;

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listNotifications(
  db: Db,
  caller: Caller,
  input: ListInput,
): Promise<ListNotificationsResponse> {
  const user = requireSignedIn(caller);
  const [rows, total, unread] = await Promise.all([
    db
      .selectFrom('notifications as n')
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .leftJoin('threads as t', 't.id', 'n.thread_id')
      .leftJoin('posts as p', 'p.id', 'n.post_id')
      .select(['n.id', 'n.kind', 'n.created_at', 'n.read_at', 'n.post_id', 'n.detail'])
      .select(['a.id as actor_id', 'a.username as actor_username', 'a.is_deleted as actor_deleted'])
      .select(['t.id as thread_id', 't.title as thread_title'])
      // The post's place in its thread, oldest first, gives the page that shows it.
      .select(postPosition().as('position'))
      .where('n.user_id', '=', user.id)
      .orderBy('n.id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
    countUnread(db, user.id),
  ]);
  const notifications: Notification[] = rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    created_at: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, username: row.actor_deleted ? '[deleted]' : (row.actor_username ?? '') },
    thread: row.thread_id === null ? null : { id: row.thread_id, title: row.thread_title ?? '' },
    post_id: row.post_id,
    detail: row.detail,
    url: urlOf(row.thread_id, row.post_id, row.position),
  }));
  const count = Number(total.n);
  return {
    notifications,
    unread,
    pagination: {
      page: input.page,
      limit: input.limit,
      total: count,
      totalPages: Math.max(1, Math.ceil(count / input.limit)),
    },
  };
}

export async function markRead(db: Db, caller: Caller, id: number): Promise<{ unread: number }> {
  const user = requireSignedIn(caller);
  const found = await db
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .returning('id')
    .executeTakeFirst();
  if (!found) throw notFound('That notification does not exist.');
  await signalMembers(db, [user.id]); // the member's other tabs and devices
  return { unread: await countUnread(db, user.id) };
}

export async function markAllRead(db: Db, caller: Caller): Promise<{ unread: number }> {
  const user = requireSignedIn(caller);
  await db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('user_id', '=', user.id)
    .where('read_at', 'is', null)
    .execute();
  await signalMembers(db, [user.id]);
  return { unread: 0 };
}
