import { sql } from 'kysely';
import type { Config } from '../../config';
import { postPosition, urlOf } from '../../forum/records/post-address';
import type { Db } from '../../forum/records/visibility';
import type { NotificationKind } from '../../platform/db/schema';
import { isPlainAddress } from '../mail/compose-mail';
import { excerptOf } from './mail-excerpt';
import { deliveryOf } from './preferences';

// The notifications that may still become e-mail (docs/product.md#notification-e-mail): not read, not
// mailed, for an active member with a usable (and, when the forum requires it, confirmed) address, about
// content still visible, and not about a post the member has already read in its thread.

export interface MailableRow {
  id: number;
  user_id: number;
  kind: NotificationKind;
  /** Whose post or action it is about, if anyone's. */
  actor_id: number | null;
  detail: string | null;
  email: string;
  username: string;
  actor: string | null;
  threadTitle: string | null;
  excerpt: string | null;
  content: string | null;
  url: string | null;
  created_at: Date;
  thread_id: number | null;
  /** With the address, what a reply-by-mail address is made from (inbound-mail/reply-address.ts). */
  password_hash: string | null;
}

/** Which notifications to look at: given ids (immediate mail) or those of the last days (summary). */
type Narrow = { ids: number[] } | { sinceDays: number };

export async function mailableNotifications(
  db: Db,
  config: Config,
  delivery: 'immediate' | 'daily',
  narrow: Narrow,
): Promise<MailableRow[]> {
  let query = db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('threads as t', 't.id', 'n.thread_id')
    .leftJoin('posts as p', 'p.id', 'n.post_id')
    .select(['n.id', 'n.user_id', 'n.kind', 'n.actor_id', 'n.detail', 'n.created_at', 'n.thread_id'])
    .select('n.post_id')
    .select([
      'u.email',
      'u.username',
      'u.password_hash',
      'a.username as actor',
      'a.is_deleted as actor_deleted',
    ])
    .select(['t.title as thread_title', 'p.content', postPosition().as('position')])
    .where('n.emailed_at', 'is', null)
    .where('n.read_at', 'is', null)
    .where('u.is_active', '=', true)
    .where('u.is_deleted', '=', false)
    .where((eb) => eb.or([eb('n.thread_id', 'is', null), eb('t.status', '=', 'visible')]))
    .where((eb) => eb.or([eb('n.post_id', 'is', null), eb('p.status', '=', 'visible')]))
    .where(sql<boolean>`${deliveryOf()} = ${delivery}`)
    .where(
      sql<boolean>`not exists (select 1 from thread_reads r where r.user_id = n.user_id
        and r.thread_id = n.thread_id and r.last_read_post_id >= n.post_id)`,
    )
    .where((eb) =>
      'ids' in narrow
        ? eb('n.id', 'in', narrow.ids)
        : eb('n.created_at', '>', sql<Date>`now() - make_interval(days => ${narrow.sinceDays})`),
    )
    .orderBy('n.user_id')
    .orderBy('n.id');
  if (config.REQUIRE_EMAIL_CONFIRMATION) query = query.where('u.email_confirmed_at', 'is not', null);
  const rows = await query.execute();
  return rows
    .filter((row) => isPlainAddress(row.email))
    .map((row) => ({
      id: Number(row.id),
      user_id: row.user_id,
      kind: row.kind,
      actor_id: row.actor_id,
      detail: row.detail,
      email: row.email,
      username: row.username,
      actor: row.actor === null ? null : row.actor_deleted ? '[deleted]' : row.actor,
      threadTitle: row.thread_title,
      content: row.content,
      excerpt: excerptOf(row.content),
      url: urlOf(row.thread_id, row.post_id, row.position),
      created_at: new Date(row.created_at as Date),
      thread_id: row.thread_id,
      password_hash: row.password_hash,
    }));
}

export async function markEmailed(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('notifications').set({ emailed_at: sql`now()` }).where('id', 'in', ids).execute();
}
