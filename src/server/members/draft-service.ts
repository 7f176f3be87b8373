import { sql } from 'kysely';
import type { Draft } from '../../shared/contracts/members';
import type { Caller } from '../auth/caller';
import { requireSignedIn } from '../auth/permissions';
import { iso } from '../forum-shared/thread-rows';
import type { Db } from '../forum-shared/visibility';

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
