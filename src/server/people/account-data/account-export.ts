import type { Kysely } from 'kysely';
import { readPreferences } from '../../conversation/notification-mail/preferences';
import type { Database } from '../../platform/db/schema';
import type { Caller } from '../auth/caller';
import { requireSignedIn } from '../auth/permissions';
import { listIgnored } from '../ignoring/ignore-service';
import { AVATAR_SIZES } from '../members/avatar-service';
import { toPublicUser } from '../users/user-mapper';

// "Download my data" (docs/product.md#accounts): what the forum keeps that the member wrote or did, as one
// JSON document: profile (with the e-mail address), threads, posts, votes, the reports they filed, their
// attachments (each with the address that downloads it), bookmarks, the members they ignore, and e-mail and
// notification settings.
// Secrets (password hash, the two-factor secret, session tokens) are not data about the member and stay out.
// Addresses are absolute (config.publicBaseUrl): the file is read outside the forum, where /api/… leads nowhere.

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

export async function exportAccountData(db: Kysely<Database>, caller: Caller, baseUrl: string) {
  const { id } = requireSignedIn(caller);
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const threads = await db
    .selectFrom('threads')
    .innerJoin('categories', 'categories.id', 'threads.category_id')
    .select([
      'threads.id',
      'threads.title',
      'categories.name as category',
      'threads.status',
      'threads.created_at',
    ])
    .where('threads.author_id', '=', id)
    .orderBy('threads.id')
    .execute();
  const posts = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select([
      'posts.id',
      'posts.thread_id',
      'threads.title as thread_title',
      'posts.content',
      'posts.status',
      'posts.created_at',
      'posts.edited_at',
    ])
    .where('posts.author_id', '=', id)
    .orderBy('posts.id')
    .execute();
  const votes = await db
    .selectFrom('post_votes')
    .select(['post_id', 'vote', 'created_at'])
    .where('user_id', '=', id)
    .orderBy('post_id')
    .execute();
  const reports = await db
    .selectFrom('reports')
    .select(['id', 'target_type', 'target_id', 'reasons', 'details', 'status', 'created_at'])
    .where('reporter_id', '=', id)
    .orderBy('id')
    .execute();
  const attachments = await db
    .selectFrom('attachments')
    .select(['id', 'post_id', 'kind', 'content_type', 'original_name', 'size_bytes', 'created_at'])
    .where('uploader_id', '=', id)
    .orderBy('id')
    .execute();
  const bookmarks = await db
    .selectFrom('bookmarks as b')
    .innerJoin('posts as p', 'p.id', 'b.post_id')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .select(['b.post_id', 'p.thread_id', 't.title as thread_title', 'b.created_at'])
    .where('b.user_id', '=', id)
    .orderBy('b.created_at')
    .execute();
  const landFollows = await db
    .selectFrom('land_follows')
    .select(['land_key', 'created_at'])
    .where('user_id', '=', id)
    .orderBy('land_key')
    .execute();
  const ignored = await listIgnored(db, caller);
  const preferences = await readPreferences(db, id);
  const largest = AVATAR_SIZES[AVATAR_SIZES.length - 1];
  return {
    exported_at: new Date().toISOString(),
    land_follows: landFollows.map((f) => ({ key: f.land_key, followed_at: iso(f.created_at) })),
    profile: {
      ...toPublicUser(user, { includePrivate: true }),
      email: user.email,
      avatar_url: user.avatar_key ? `${baseUrl}/api/avatars/${user.avatar_key}/${largest}.webp` : null,
      auto_watch: user.auto_watch,
    },
    settings: { email_notifications: preferences.email, auto_watch: preferences.auto_watch },
    ignored_members: ignored,
    attachments: attachments.map((a) => ({
      ...a,
      created_at: iso(a.created_at),
      url: `${baseUrl}/api/attachments/${a.id}/file`,
    })),
    bookmarks: bookmarks.map((b) => ({
      ...b,
      url: `${baseUrl}/thread/${b.thread_id}#post-${b.post_id}`,
      created_at: iso(b.created_at),
    })),
    threads: threads.map((t) => ({ ...t, created_at: iso(t.created_at) })),
    posts: posts.map((p) => ({ ...p, created_at: iso(p.created_at), edited_at: iso(p.edited_at) })),
    votes: votes.map((v) => ({ ...v, created_at: iso(v.created_at) })),
    reports: reports.map((r) => ({ ...r, created_at: iso(r.created_at) })),
  };
}
