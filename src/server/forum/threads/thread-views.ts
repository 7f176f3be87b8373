import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../records/visibility';
import type { ViewBuffer } from './view-buffer';

// docs/product.md#forum-rules: a thread's views are counted once per viewer per thread per hour, not per request. The
// thread_views primary key (thread, viewer, hour) decides: the counter moves only when a row went in.

export interface Viewer {
  userId: number | null;
  ip: string;
  userAgent: string;
}

/** A signed-in user by id; a guest by a hash of address and browser, so no address is stored. */
export function viewerKey(viewer: Viewer): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  const digest = createHash('sha256').update(`${viewer.ip}\n${viewer.userAgent}`).digest('base64url');
  return `g:${digest.slice(0, 32)}`;
}

/**
 * Records a view and answers by how much the counter read from the database should move for this reader:
 * with a buffer (the default outside tests), the views recorded in memory and not written yet; without,
 * 1 when this was the viewer's first view of the thread this hour (written at once).
 */
export async function countView(
  db: Db,
  threadId: number,
  viewer: Viewer,
  buffer: ViewBuffer | null,
): Promise<number> {
  if (buffer) {
    buffer.record(threadId, viewerKey(viewer));
    return buffer.unwritten(threadId);
  }
  return (await writeView(db, threadId, viewer)) ? 1 : 0;
}

/** Writes a view now; true when it was this viewer's first view of the thread this hour (the count moved). */
async function writeView(db: Db, threadId: number, viewer: Viewer): Promise<boolean> {
  try {
    const result = await sql<{ view_count: number }>`
      with inserted as (
        insert into thread_views (thread_id, viewer_key, hour)
        values (${threadId}, ${viewerKey(viewer)}, date_trunc('hour', now()))
        on conflict do nothing
        returning 1
      )
      update threads set view_count = view_count + 1
      where id = ${threadId} and exists (select 1 from inserted)
      returning view_count`.execute(db);
    return result.rows.length > 0;
  } catch (error) {
    // The thread was deleted between reading it and counting the view: nothing to count.
    if ((error as { code?: string }).code === '23503') return false;
    throw error;
  }
}
