import type { Kysely } from 'kysely';
import type { Caller } from '../auth/caller';
import { requireSignedIn } from '../auth/permissions';
import type { Database } from '../db/schema';
import { toPublicUser } from '../users/user-mapper';

// "Download my data" (docs/product.md#accounts): what the forum keeps that the member wrote or did, as one
// JSON document: profile, threads, posts, votes and the reports they filed. Secrets (password hash, the
// two-factor secret, session tokens) are not data about the member and stay out.

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

export async function exportAccountData(db: Kysely<Database>, caller: Caller) {
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
  const landFollows = await db
    .selectFrom('land_follows')
    .select(['land_key', 'created_at'])
    .where('user_id', '=', id)
    .orderBy('land_key')
    .execute();
  return {
    exported_at: new Date().toISOString(),
    land_follows: landFollows.map((f) => ({ key: f.land_key, followed_at: iso(f.created_at) })),
    profile: { ...toPublicUser(user, { includePrivate: true }), auto_watch: user.auto_watch },
    threads: threads.map((t) => ({ ...t, created_at: iso(t.created_at) })),
    posts: posts.map((p) => ({ ...p, created_at: iso(p.created_at), edited_at: iso(p.edited_at) })),
    votes: votes.map((v) => ({ ...v, created_at: iso(v.created_at) })),
    reports: reports.map((r) => ({ ...r, created_at: iso(r.created_at) })),
  };
}
