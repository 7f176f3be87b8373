import { sectionTitle, townshipTitle } from '../../../calc/land/land-names';
import { readLandReferences } from '../../../calc/land/read-land-references';
import type { SearchResponse } from '../../../shared/contracts/forum';
import { escapeHtml } from '../../../shared/escape-markup';
import { toThread } from '../../forum/records/thread-rows';
import type { Db } from '../../forum/records/visibility';
import { paginate } from '../../forum/threads/list-threads';
import { type LandNarrowing, pageOfThreadsNaming } from './get-land-page';
import { landPagePath } from './land-paths';

// Search by land (docs/decisions/039-land-references.md): a query that is a section or township, written
// any way, finds the threads whose posts name it in any other way, through the one key the cooker stored
// (post_land_refs) rather than the words; a query that holds one beside other words is searched by those
// words among the threads naming the land. Either way the section's page is offered first.

export interface LandInQuery {
  key: string;
  page: { key: string; title: string; path: string };
  /** True when the query is nothing but the reference (and words such as "section"). */
  whole: boolean;
  /** The query without the reference: the words searched among the threads naming the land. */
  rest: string;
}

const FILLER = /^(?:[\s,.;:()\-–]|sec(?:tion)?s?|the|of|in|and)*$/i;

export function landInQuery(q: string): LandInQuery | null {
  const references = readLandReferences(q, 2).filter((r) => r.kind === 'section' || r.kind === 'township');
  const [reference] = references;
  if (!reference || references.length > 1 || !('land' in reference)) return null;
  const title = 'section' in reference.land ? sectionTitle(reference.land) : townshipTitle(reference.land);
  const rest = q.slice(0, reference.start) + q.slice(reference.end);
  return {
    key: reference.key,
    page: { key: reference.key, title, path: landPagePath(reference.key) },
    whole: FILLER.test(rest),
    rest: rest
      .replace(/\bsec(?:tion)?s?\b\.?/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

/** The visible threads naming the land, newest activity first, each with the newest post that names it. */
export async function searchByLand(
  db: Db,
  land: LandInQuery,
  input: { page: number; limit: number } & LandNarrowing,
): Promise<SearchResponse> {
  const { rows, counted } = await pageOfThreadsNaming(db, land.key, input);
  const posts =
    rows.length === 0
      ? []
      : await db
          .selectFrom('post_land_refs as r')
          .innerJoin('posts as p', 'p.id', 'r.post_id')
          .where('r.land_key', '=', land.key)
          .where('p.status', '=', 'visible')
          .where(
            'p.thread_id',
            'in',
            rows.map((row) => row.id),
          )
          .distinctOn('p.thread_id')
          .select(['p.thread_id', 'p.id', 'p.author_id', 'p.content'])
          .orderBy('p.thread_id')
          .orderBy('p.id', 'desc')
          .execute();
  const newest = new Map(posts.map((post) => [post.thread_id, post]));
  const results = rows.map((row, index) => {
    const post = newest.get(row.id);
    return {
      thread: toThread(row),
      post_id: post?.id ?? null,
      snippet_html: post ? escapeHtml(excerpt(post.content)) : '',
      snippet_author_id: post?.author_id ?? null,
      rank: rows.length - index,
    };
  });
  return {
    results,
    pagination: paginate(input.page, input.limit, Number(counted?.total ?? 0)),
    land: land.page,
  };
}

const excerpt = (content: string): string => {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
};
