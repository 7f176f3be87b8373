import { allMatches } from '../../../calc/all-matches';
import { LIMITS } from '../../../shared/constants';
import { badRequest } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import type { QuoteSource } from '../cooking/cooker';
import { DELETED_USERNAME } from '../records/thread-rows';
import { canSeePost, type Db } from '../records/visibility';

// Quotes (docs/product.md#mentions-quotes-and-replies): a line `[quote="name" post=N]` opens a quote of post N
// and `[/quote]` closes it. The server, not the text, names the author and the link, and only for a post the
// writer may see; quoting one they may not is refused.

export const MAX_QUOTES = 20;
const QUOTE_OPEN = /^[ \t]*\[quote(?:="[^"\n]{0,60}")? post=(\d{1,10})\][ \t]*$/gm;

export function quotedPostIds(content: string): number[] {
  const ids = new Set<number>();
  for (const match of allMatches(content, QUOTE_OPEN)) ids.add(Number(match[1]));
  return [...ids];
}

/**
 * The posts a post quotes, with their author and address. Strict (writing): a quote of a post the writer
 * cannot see, or too many quotes, is refused. Not strict (re-rendering stored posts): those are left out.
 */
export async function quoteLinks(
  db: Db,
  writer: Caller,
  content: string,
  strict = true,
): Promise<[number, QuoteSource][]> {
  const ids = quotedPostIds(content);
  if (ids.length === 0 || (!strict && ids.length > MAX_QUOTES)) return [];
  if (ids.length > MAX_QUOTES) {
    throw badRequest(`A post can quote at most ${MAX_QUOTES} posts.`, 'content', 'TOO_MANY_QUOTES');
  }
  const valid = ids.filter((id) => id <= 2_147_483_647);
  const rows =
    valid.length === 0
      ? []
      : await db
          .selectFrom('posts as p')
          .innerJoin('threads as t', 't.id', 'p.thread_id')
          .innerJoin('users as u', 'u.id', 'p.author_id')
          .select(['p.id', 'p.thread_id', 'p.status', 'p.author_id', 'u.username', 'u.is_deleted'])
          .select(['t.status as thread_status', 't.author_id as thread_author_id'])
          .select((eb) =>
            eb
              .selectFrom('posts as q')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('q.thread_id', '=', 'p.thread_id')
              .where('q.status', '=', 'visible')
              .where((qb) =>
                qb.or([
                  qb('q.created_at', '<', qb.ref('p.created_at')),
                  qb.and([qb('q.created_at', '=', qb.ref('p.created_at')), qb('q.id', '<=', qb.ref('p.id'))]),
                ]),
              )
              .as('position'),
          )
          .where('p.id', 'in', valid)
          .execute();
  const seen = rows.filter((row) =>
    canSeePost(writer, row, { status: row.thread_status, author_id: row.thread_author_id }),
  );
  if (strict && seen.length < ids.length) {
    throw badRequest(
      'This quotes a post that is not there or that you cannot see. Remove that quote and try again.',
      'content',
      'QUOTE_NOT_FOUND',
    );
  }
  return seen.map((row) => {
    const page = Math.max(1, Math.ceil(Number(row.position ?? 1) / LIMITS.postPageSize));
    return [
      row.id,
      {
        author: row.is_deleted ? DELETED_USERNAME : row.username,
        url: `/thread/${row.thread_id}${page > 1 ? `?page=${page}` : ''}#post-${row.id}`,
      },
    ];
  });
}
