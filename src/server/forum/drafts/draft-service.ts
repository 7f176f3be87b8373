import { sql } from 'kysely';
import type { Draft, DraftListResponse } from '../../../shared/contracts/members';
import type { Caller } from '../../people/auth/caller';
import { requireSignedIn } from '../../people/auth/permissions';
import { iso } from '../records/thread-rows';
import type { Db } from '../records/visibility';

// Drafts (docs/product.md#members-and-documents): saved on the server as the member types, per member and
// per place, so they survive a reload or a switch of device; deleted when the post is saved.

export async function getDraft(db: Db, caller: Caller, key: string): Promise<Draft | null> {
  const user = requireSignedIn(caller);
  const row = await db
    .selectFrom('drafts')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('draft_key', '=', key)
    .executeTakeFirst();
  return row ? { key, title: row.title, content: row.content, updated_at: iso(row.updated_at) } : null;
}

/** Saves the draft; an empty one is deleted instead. */
export async function saveDraft(
  db: Db,
  caller: Caller,
  key: string,
  input: { title: string; content: string },
): Promise<Draft | null> {
  const user = requireSignedIn(caller);
  if (!input.title.trim() && !input.content.trim()) {
    await clearDraft(db, user.id, key);
    return null;
  }
  const row = await db
    .insertInto('drafts')
    .values({ user_id: user.id, draft_key: key, title: input.title, content: input.content })
    .onConflict((oc) =>
      oc.columns(['user_id', 'draft_key']).doUpdateSet({
        title: input.title,
        content: input.content,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return { key, title: row.title, content: row.content, updated_at: iso(row.updated_at) };
}

export async function clearDraft(db: Db, userId: number, key: string): Promise<void> {
  await db.deleteFrom('drafts').where('user_id', '=', userId).where('draft_key', '=', key).execute();
}

const DRAFT_LIST_MAX = 50;

/** The member's drafts, newest first, with the address where each continues and its thread's title. */
export async function listDrafts(db: Db, caller: Caller): Promise<DraftListResponse> {
  const user = requireSignedIn(caller);
  const rows = await db
    .selectFrom('drafts as d')
    .leftJoin('threads as t', (join) =>
      join.on(sql<boolean>`d.draft_key like 'reply-%' and t.id::text = substr(d.draft_key, 7)`),
    )
    .select([
      'd.draft_key',
      'd.title',
      'd.content',
      'd.updated_at',
      't.id as thread_id',
      't.title as thread_title',
    ])
    .where('d.user_id', '=', user.id)
    .orderBy('d.updated_at', 'desc')
    .limit(DRAFT_LIST_MAX)
    .execute();
  return {
    drafts: rows.flatMap((row) => {
      // A reply's thread that is gone leaves nothing to continue.
      if (row.draft_key !== 'new-thread' && row.thread_id === null) return [];
      return [
        {
          key: row.draft_key,
          title: row.title,
          content: row.content,
          updated_at: iso(row.updated_at),
          url: row.thread_id === null ? '/create-thread' : `/thread/${row.thread_id}#reply-heading`,
          thread_title: row.thread_title,
        },
      ];
    }),
  };
}
