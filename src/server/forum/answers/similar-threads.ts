import { sql } from 'kysely';
import type { SimilarThread } from '../../../shared/contracts/answers';
import { SIMILAR_LIMIT } from '../../../shared/solved-texts';
import type { Db } from '../records/visibility';

// Similar questions while a member types a new thread's title (docs/decisions/043-solved-threads-and-similar-questions.md).
// Full-text search over the existing title vectors (no extension needed, the same in PGlite and PostgreSQL):
// a candidate shares at least two of the title's words (one when the title has only one word that counts),
// only the newest candidates are ranked, so a title of common words costs no more than one of rare words, and
// the opening post's text refines their order. Only visible threads are suggested, as a guest would see them.

/** The newest this-many threads sharing words with the title are ranked. */
export const SIMILAR_CANDIDATES = 200;
/** The best-titled this-many candidates are ranked again with their opening post. */
const SIMILAR_REFINED = 20;
/** Words of the title taken into account: a longer title adds little and multiplies the word pairs. */
const MAX_LEXEMES = 8;
/** The opening post refines the order; the title decides it (a long body matches many words by chance). */
const BODY_WEIGHT = 0.25;
/** A solved thread is the better suggestion among equals. */
const SOLVED_FACTOR = 1.1;

/** Letters and digits only: what reaches the tsquery below can never be its syntax. */
export function wordsOf(text: string): string {
  return (text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 40).join(' ');
}

/** The stemmed words of the title that count (stop words dropped), in a stable order. */
async function lexemesOf(db: Db, words: string): Promise<string[]> {
  if (!words) return [];
  const { rows } = await sql<{ lexemes: string[] | null }>`
    select tsvector_to_array(to_tsvector('english', ${words})) as lexemes`.execute(db);
  const lexemes = (rows[0]?.lexemes ?? []).filter((l) => /^[\p{L}\p{N}]+$/u.test(l));
  return lexemes.slice(0, MAX_LEXEMES);
}

const quoted = (lexeme: string) => `'${lexeme}'`;

/** "Shares two of these words": every pair, or the one word. Also the query that ranks: any of them. */
export function similarQueries(lexemes: string[]): { candidates: string; rank: string } | null {
  if (lexemes.length === 0) return null;
  const rank = lexemes.map(quoted).join(' | ');
  if (lexemes.length === 1) return { candidates: rank, rank };
  const pairs: string[] = [];
  for (let i = 0; i < lexemes.length; i++)
    for (let j = i + 1; j < lexemes.length; j++)
      pairs.push(`${quoted(lexemes[i]!)} & ${quoted(lexemes[j]!)}`);
  return { candidates: pairs.join(' | '), rank };
}

export async function similarThreads(db: Db, q: string): Promise<SimilarThread[]> {
  const queries = similarQueries(await lexemesOf(db, wordsOf(q)));
  if (!queries) return [];
  const { rows } = await similarThreadsQuery(queries).execute(db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category_name: row.category_name,
    reply_count: row.reply_count,
    solved: row.answer_post_id !== null,
    url: `/thread/${row.id}`,
  }));
}

/** Exported for bench/explain.ts. */
export function similarThreadsQuery(queries: { candidates: string; rank: string }) {
  const candidates = sql`${queries.candidates}::tsquery`;
  const rank = sql`${queries.rank}::tsquery`;
  return sql<{
    id: number;
    title: string;
    category_name: string;
    reply_count: number;
    answer_post_id: number | null;
  }>`
    select c.id, c.title, cat.name as category_name, c.reply_count, c.answer_post_id
    from (
      select n.* from (
        select t.id, t.title, t.title_search, t.category_id, t.reply_count, t.answer_post_id
        from threads t
        where t.title_search @@ ${candidates} and t.status = 'visible'
        order by t.id desc
        limit ${SIMILAR_CANDIDATES}
      ) n
      -- The opening posts' vectors are large: only the best titles' are read.
      order by ts_rank(n.title_search, ${rank}) desc, n.id desc
      limit ${SIMILAR_REFINED}
    ) c
    join categories cat on cat.id = c.category_id
    left join lateral (
      select p.content_search from posts p
      where p.thread_id = c.id and p.is_first_post and p.status = 'visible'
      limit 1
    ) opening on true
    order by (ts_rank(c.title_search, ${rank})
      + coalesce(ts_rank(opening.content_search, ${rank}, 1), 0) * ${BODY_WEIGHT}::float8)
      * case when c.answer_post_id is null then 1.0 else ${SOLVED_FACTOR}::float8 end desc,
      c.id desc
    limit ${SIMILAR_LIMIT}`;
}
