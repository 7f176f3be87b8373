import { sql } from 'kysely';
import type { z } from 'zod';
import type { SearchResponse, searchQuery } from '../../../shared/contracts/forum';
import { landInQuery, searchByLand } from '../../documents/land/search-by-land';
import { badRequest, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { PLANNED_PER_CALL } from '../../platform/db/statement-names';
import { selectThreads, toThread } from '../records/thread-rows';
import { type Db, listedFor } from '../records/visibility';
import { aboutCounty } from '../thread-counties/county-filter';
import { paginate } from '../threads/list-threads';
import { snippetHtml, snippetOptions } from './snippet';

type SearchInput = z.output<typeof searchQuery>;

interface Hit {
  thread_id: number;
  post_id: number | null;
  rank: number;
  total: number;
}

// Title matches weigh double: a thread named after the question is the better answer.
const TITLE_WEIGHT = 2;
/**
 * Only the newest this-many matching posts (and titles) are ranked: ranking reads every candidate's
 * tsvector, so an unbounded set made a common word cost seconds and stalled the server under load
 * (docs/decisions/014-bounded-search.md). Older matches are still found by a more specific query.
 */
export const SEARCH_CANDIDATES = 1000;
/** How much a solved thread's relevance is raised in search. */
export const SOLVED_RANK_FACTOR = 1.25;

/**
 * GET /api/search (beyond the product description): PostgreSQL full-text search over thread titles and every post
 * (english stemming; websearch syntax, so "quoted phrases", -exclusions and OR work). One result per thread,
 * ranked by its title match plus its best post; the snippet is that post's best passage. Only visible
 * content, plus the caller's own held content, is searched.
 */
export async function searchThreads(db: Db, caller: Caller, input: SearchInput): Promise<SearchResponse> {
  // A section or township, written any way, is searched by its one key (src/server/documents/land/search-by-land.ts):
  // alone, it lists the threads naming it; beside other words, those words among the threads naming it.
  const land = landInQuery(input.q);
  const categoryIds = await resolveSlug(db, input.category_slug);
  if (land && (land.whole || !(await hasWords(db, land.rest)))) {
    return searchByLand(db, land, { ...input, categoryIds });
  }
  const found = await searchWords(
    db,
    caller,
    land ? { ...input, q: land.rest } : input,
    categoryIds,
    land?.key,
  );
  return land ? { ...found, land: land.page } : found;
}

const hasWords = async (db: Db, q: string): Promise<boolean> => {
  const { rows } = await sql<{ nodes: number }>`
    select numnode(websearch_to_tsquery('english', ${q})) as nodes`.execute(db);
  return (rows[0]?.nodes ?? 0) > 0;
};

async function searchWords(
  db: Db,
  caller: Caller,
  input: SearchInput,
  categoryIds: number[] | null,
  landKey?: string,
): Promise<SearchResponse> {
  if (!(await hasWords(db, input.q))) {
    throw badRequest('Search for at least one word (very common words such as "the" are ignored).', 'q');
  }
  const me = caller?.id ?? 0; // no user has id 0
  const hits = await searchHitsQuery(input, me, categoryIds, landKey).execute(db);

  const page = hits.rows;
  if (page.length === 0) return { results: [], pagination: paginate(input.page, input.limit, 0) };
  const threadIds = page.map((h) => h.thread_id);
  const [threads, snippets] = await Promise.all([
    selectThreads(db).where('t.id', 'in', threadIds).execute(),
    headlines(db, page, input.q, me),
  ]);
  const threadById = new Map(threads.map((t) => [t.id, t]));
  const results = page.flatMap((hit) => {
    const thread = threadById.get(hit.thread_id);
    if (!thread) return [];
    return [
      {
        thread: toThread(thread),
        post_id: hit.post_id,
        snippet_html: snippets.get(hit.thread_id)?.html ?? '',
        snippet_author_id: snippets.get(hit.thread_id)?.author_id ?? null,
        rank: hit.rank,
      },
    ];
  });
  return { results, pagination: paginate(input.page, input.limit, page[0]?.total ?? 0) };
}

/**
 * Ranked matches, one per thread, with the total beside each row (exported for bench/explain.ts). The
 * tsquery is written inline (not in a CTE) so the planner sees the words and picks, per query, the GIN
 * index for a rare word or a backward primary-key walk for a common one (so it is never a named statement,
 * whose generic plan would not see them); ts_headline runs later on the page's rows only.
 */
export function searchHitsQuery(
  input: Pick<SearchInput, 'q' | 'page' | 'limit' | 'solved' | 'county'>,
  me: number,
  categoryIds: number[] | null,
  landKey?: string,
) {
  const tsquery = sql`websearch_to_tsquery('english', ${input.q})`;
  // The query with its phrases loosened to "all these words" (docs/decisions/014-bounded-search.md): the
  // candidates come from the index by the words, the phrase is then checked on those rows only.
  // A solved thread ranks above an unsolved one of equal relevance, and a little above a slightly better
  // match: its answer is marked (docs/decisions/043-solved-threads-and-similar-questions.md).
  const solvedBoost = sql`(case when t.answer_post_id is null then 1.0 else ${SOLVED_RANK_FACTOR}::float8 end)`;
  const relaxed = sql`regexp_replace(${tsquery}::text, '<(-|[0-9]+)>', '&', 'g')::tsquery`;
  return sql<Hit>`${PLANNED_PER_CALL}
    with post_candidates as (
      select newest.id from (
        select p.id, p.content_search from posts p
        where p.content_search @@ ${relaxed} and ${listedFor(me, 'p')}
        order by p.id desc limit ${SEARCH_CANDIDATES}
      ) newest
      where newest.content_search @@ ${tsquery}
    ),
    post_hits as (
      select distinct on (p.thread_id) p.thread_id, p.id as post_id, ts_rank(p.content_search, ${tsquery}) as rank
      from post_candidates c join posts p on p.id = c.id
      order by p.thread_id, rank desc, p.id
    ),
    title_hits as (
      select thread_id, ts_rank(title_search, ${tsquery}) as rank from (
        select t.id as thread_id, t.title_search
        from threads t
        where t.title_search @@ ${relaxed}
        order by t.id desc limit ${SEARCH_CANDIDATES}
      ) newest_titles
      where title_search @@ ${tsquery}
    ),
    matched as (
      select coalesce(ph.thread_id, th.thread_id) as thread_id, ph.post_id,
             coalesce(th.rank, 0) * ${TITLE_WEIGHT} + coalesce(ph.rank, 0) as rank
      from post_hits ph full join title_hits th on th.thread_id = ph.thread_id
    )
    select m.thread_id, m.post_id, (m.rank * ${solvedBoost})::float8 as rank, count(*) over ()::int as total
    from matched m
    -- offset 0 keeps this a per-candidate primary-key probe; as a plain join the planner hashes all threads.
    cross join lateral (select t.status, t.author_id, t.category_id, t.answer_post_id, t.counties from threads t
      where t.id = m.thread_id offset 0) t
    where ${listedFor(me, 't')}
      ${input.county ? sql`and ${aboutCounty(input.county)}` : sql``}
      ${landKey ? sql`and m.thread_id in (select p.thread_id from post_land_refs r join posts p on p.id = r.post_id where r.land_key = ${landKey} and p.status = 'visible')` : sql``}
      ${categoryIds ? sql`and t.category_id in (${sql.join(categoryIds)})` : sql``}
      ${input.solved === '1' ? sql`and t.answer_post_id is not null` : input.solved === '0' ? sql`and t.answer_post_id is null` : sql``}
    order by rank desc, m.thread_id desc
    limit ${input.limit} offset ${(input.page - 1) * input.limit}`;
}

/** The highlighted passage per thread: from the best matching post, or the opening post for title matches. */
/** Each thread's snippet, and who wrote the post it is from (a member who ignores them sees it folded). */
async function headlines(
  db: Db,
  page: Hit[],
  q: string,
  me: number,
): Promise<Map<number, { html: string; author_id: number }>> {
  const postIds = page.flatMap((h) => (h.post_id === null ? [] : [h.post_id]));
  const titleOnly = page.flatMap((h) => (h.post_id === null ? [h.thread_id] : []));
  const { rows } = await sql<{ thread_id: number; author_id: number; headline: string }>`
    select p.thread_id, p.author_id,
           ts_headline('english', search_text(translate(p.content, ${snippetOptions.sentinels}, '')),
                       websearch_to_tsquery('english', ${q}), ${snippetOptions.options}) as headline
    from posts p
    where (p.id in (${sql.join(postIds.length ? postIds : [0])})
           or (p.is_first_post and p.thread_id in (${sql.join(titleOnly.length ? titleOnly : [0])})))
      and ${listedFor(me, 'p')}`.execute(db);
  return new Map(
    rows.map((r) => [r.thread_id, { html: snippetHtml(r.headline), author_id: Number(r.author_id) }]),
  );
}

async function resolveSlug(db: Db, slug: string | undefined): Promise<number[] | null> {
  if (slug === undefined || slug === '') return null;
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', slug.toLowerCase())
    .execute();
  if (rows.length === 0) throw notFound('Category not found');
  return rows.map((r) => r.id);
}
