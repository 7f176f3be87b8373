// EXPLAIN ANALYZE of the forum's hot queries on a seeded database (bench/seed.ts), built by the same
// functions the routes use, so what is measured is what runs. Prints planning + execution time (warm: each
// query runs once before it is measured) and flags any sequential scan of threads, posts or post_votes.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/explain.ts [--plans]
import { type Compilable, sql } from 'kysely';
import pg from 'pg';
import { postPageQuery } from '../src/server/forum/records/post-page';
import { searchHitsQuery } from '../src/server/forum/search/search-threads';
import { pageQuery } from '../src/server/forum/thread-list-paging/deep-page';
import { ThreadPageBoundaries } from '../src/server/forum/thread-list-paging/page-boundaries';
import type { ThreadSort } from '../src/server/forum/thread-list-paging/thread-orders';
import { threadPageQuery } from '../src/server/forum/threads/list-threads';
import type { Caller, SignedInCaller } from '../src/server/people/auth/caller';
import { openDatabase } from '../src/server/platform/db/connection';
import { threadSorts } from '../src/shared/contracts/forum';

interface ExplainOutput {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to the seeded PostgreSQL database (see bench/seed.ts).');
  process.exit(1);
}
const showPlans = process.argv.includes('--plans');
const BIG_TABLES = new Set(['threads', 'posts', 'post_votes']);

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

async function main(): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl!, poolSize: 1 });
  const db = handle.db;
  const member: SignedInCaller = {
    id: 4242,
    username: 'bench_user_4242',
    role: 'member',
    mutedUntil: null,
    muteReason: null,
    mustConfirmEmail: false,
  };
  const moderator: SignedInCaller = { ...member, id: 10, role: 'moderator' };
  const category = await db
    .selectFrom('categories')
    .select(['id', 'thread_count'])
    .orderBy('thread_count', 'desc')
    .executeTakeFirstOrThrow();
  const lastCategoryPage = Math.ceil(category.thread_count / 20);
  const longThread = 1;
  const shortThread = (
    await db
      .selectFrom('threads')
      .select('id')
      .where('reply_count', '=', 5)
      .where('status', '=', 'visible')
      .executeTakeFirstOrThrow()
  ).id;

  const cases: [string, Compilable][] = [];
  for (const sort of threadSorts) {
    for (const page of [1, 2000]) {
      cases.push([
        `threads ${sort} p${page} guest`,
        threadPageQuery(db, null, { sort, page, limit: 20 }, null),
      ]);
    }
  }
  // The same deep pages as the routes read them: a seek to the nearest page boundary, then under 500 rows.
  const boundaries = new ThreadPageBoundaries(500);
  const seek = async (
    label: string,
    caller: Caller,
    sort: ThreadSort,
    page: number,
    categoryIds: number[] | null,
  ) => {
    const offset = (page - 1) * 20;
    const map = await boundaries.covering(db, sort, categoryIds, offset);
    const from = map?.boundaries.filter((b) => b.position <= offset).at(-1) ?? null;
    cases.push([label, pageQuery(db, caller, sort, categoryIds, from, offset - (from?.position ?? 0), 20)]);
  };
  for (const sort of threadSorts) await seek(`threads ${sort} p2000 guest, seek`, null, sort, 2000, null);
  await seek('threads latest p2000 member, seek', member, 'latest', 2000, null);
  cases.push([
    'threads latest p2000 member',
    threadPageQuery(db, member, { sort: 'latest', page: 2000, limit: 20 }, null),
  ]);
  cases.push([
    'threads latest p2000 staff',
    threadPageQuery(db, moderator, { sort: 'latest', page: 2000, limit: 20 }, null),
  ]);
  for (const sort of threadSorts) {
    for (const page of [1, lastCategoryPage]) {
      cases.push([
        `category ${sort} p${page}`,
        threadPageQuery(db, null, { sort, page, limit: 20 }, [category.id]),
      ]);
    }
  }
  for (const sort of threadSorts)
    await seek(`category ${sort} p${lastCategoryPage}, seek`, null, sort, lastCategoryPage, [category.id]);
  for (const [label, threadId] of [
    ['10,000-post thread', longThread],
    ['6-post thread', shortThread],
  ] as const) {
    for (const sort of ['oldest', 'newest', 'votes'] as const) {
      cases.push([`${label} ${sort} p1`, postPageQuery(db, member, threadId, { sort, page: 1, limit: 50 })]);
    }
  }
  cases.push([
    '10,000-post thread oldest p200',
    postPageQuery(db, member, longThread, { sort: 'oldest', page: 200, limit: 50 }),
  ]);
  cases.push([
    '10,000-post thread votes p200',
    postPageQuery(db, member, longThread, { sort: 'votes', page: 200, limit: 50 }),
  ]);
  cases.push([
    '10,000-post thread post count',
    db
      .selectFrom('posts as p')
      .select(sql<number>`count(*)`.as('n'))
      .where('p.thread_id', '=', longThread)
      .where('p.status', '=', 'visible'),
  ]);
  // "quitclaim" is in 0.1% of posts (a specific search); the other words are each in about 17% (worst case).
  for (const q of ['quitclaim', 'quitclaim royalty', 'royalty', '"division order"', 'pugh clause retained']) {
    cases.push([
      `search ${q}`,
      { compile: () => searchHitsQuery({ q, page: 1, limit: 20 }, 0, null).compile(db) },
    ]);
  }

  // EXPLAIN runs on a plain client: Kysely compiles ($1, $2 ... and their values), pg executes.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  console.log(`${'query'.padEnd(34)} ${'plan ms'.padStart(8)} ${'exec ms'.padStart(8)}  indexes / scans`);
  for (const [label, query] of cases) {
    const compiled = query.compile();
    const explain = `explain (analyze, buffers, format json) ${compiled.sql}`;
    const parameters = compiled.parameters as unknown[];
    await client.query(explain, parameters); // warm the cache: the figures are for a running forum
    const { rows } = await client.query(explain, parameters);
    const plan = (rows[0]['QUERY PLAN'] as ExplainOutput[])[0]!;
    const scans = new Set<string>();
    walk(plan.Plan, (node) => {
      if (
        node['Node Type'] === 'Seq Scan' &&
        node['Relation Name'] &&
        BIG_TABLES.has(node['Relation Name'])
      ) {
        scans.add(`SEQ SCAN ${node['Relation Name']}`);
      } else if (node['Index Name']) {
        scans.add(`${node['Node Type'] === 'Index Only Scan' ? 'index-only ' : ''}${node['Index Name']}`);
      }
    });
    const ms = (value: number) => value.toFixed(2).padStart(8);
    console.log(
      `${label.padEnd(34)} ${ms(plan['Planning Time'])} ${ms(plan['Execution Time'])}  ${[...scans].join(', ')}`,
    );
    if (showPlans) console.log(JSON.stringify(plan.Plan, null, 1));
  }
  await client.end();
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
