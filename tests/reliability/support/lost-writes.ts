import type { WriteLoad } from './write-load';

/** Runs one parameterised query: a pg Client's or PGlite's `query`, both answer `{ rows }`. */
export type RunQuery = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface LostWrites {
  threads: number[];
  posts: number[];
  /** Threads without their first post: a write that was half done. */
  halfWrittenThreads: number[];
}

/** Which acknowledged writes of `load` are missing from the database, and which threads are half written. */
export async function findLostWrites(query: RunQuery, load: WriteLoad): Promise<LostWrites> {
  const ids = async (table: 'threads' | 'posts', wanted: number[]) => {
    const found = await query(`select id from ${table} where id = any($1::int[])`, [wanted]);
    const present = new Set((found.rows as { id: number }[]).map((row) => Number(row.id)));
    return wanted.filter((id) => !present.has(id));
  };
  const half = await query(
    'select t.id from threads t where not exists (select 1 from posts p where p.thread_id = t.id and p.is_first_post)',
  );
  return {
    threads: await ids('threads', load.ackedThreads),
    posts: await ids('posts', load.ackedPosts),
    halfWrittenThreads: (half.rows as { id: number }[]).map((row) => Number(row.id)),
  };
}
