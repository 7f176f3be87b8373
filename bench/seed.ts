// Fills a PostgreSQL database with a forum of 100,000 threads, 1,000,000 posts and 2,000,000 votes, then
// recomputes every counter in SQL (issue 3 "Scale"). Everything is INSERT ... SELECT over generate_series:
// no row crosses the wire.
//
//   psql -h 127.0.0.1 -U postgres -c 'create database bench'
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/seed.ts
//   ... bench/explain.ts, bench/load.ts ...
//   psql -h 127.0.0.1 -U postgres -c 'drop database bench'
//
// The shape: 10,000 users; threads spread over the 22 seeded categories and three years, 1 in 500 pinned,
// 0.5% held and 0.5% removed; thread 1 has 10,000 replies (the long-thread case), the other replies favour
// low thread ids (a few busy threads, a long tail); 1% of replies held, 1% removed; post n gets n mod 5
// votes, about 80% of them up. Texts are random runs of ~250 mineral-rights words, so each of those words
// is in about one post in six (a worst case for search); one reply in 1,000 also says "quitclaim" (a
// specific search).
import pg from 'pg';
import { COOK_VERSION } from '../src/server/forum/cooking/cooker';
import { openDatabase } from '../src/server/platform/db/connection';
import { prepareDatabase } from '../src/server/platform/db/open-from-config';

// BENCH_SEED_SCALE (default 1) shrinks every size for a quicker seed, e.g. 0.1: 1,000 users, 10,000 threads,
// 100,000 posts, a 1,000-reply long thread; figures from a scaled seed are not comparable with the full one.
const SCALE = Number(process.env.BENCH_SEED_SCALE ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) {
  console.error('BENCH_SEED_SCALE must be a number above 0 and at most 1');
  process.exit(1);
}
const USERS = Math.max(300, Math.round(10_000 * SCALE));
const THREADS = Math.round(100_000 * SCALE);
const POSTS = Math.round(1_000_000 * SCALE);
const LONG_THREAD_REPLIES = Math.round(10_000 * SCALE);
const FORUM_TABLES = ['users', 'threads', 'posts', 'post_votes', 'categories'];

const WORDS = `royalty lease bonus acre mineral owner interest decimal division order pooling spacing unit
well drilling horizontal lateral completion production oil gas condensate operator landman title deed
probate heir estate county section township range Grady Canadian Kingfisher Blaine Garvin McClain Stephens
Carter Kay Logan Payne Caddo Custer Dewey Ellis Woodward Major Alfalfa Grant Noble check stub payment
escrow suspense severance tax deduction post-production marketing compression gathering transportation
election option cash bonus sixteenth eighth fifth quarter net revenue working override nonparticipating
executive rights surface damages pipeline easement right-of-way permit spud frac rig pad formation shale
Woodford Mississippian Springer Meramec SCOOP STACK Anadarko Arkoma basin reservoir pressure decline curve
barrel mcf btu price hedging offer letter counteroffer term primary secondary habendum clause shut-in
Pugh retained depth severance continuous development offset increased density multiunit location exception
hearing Commission order cause application protest notice affidavit curative quiet title abstract runsheet
record instrument book page grantor grantee conveyance reservation undivided fractional tract forced pooled
participate nonconsent risk penalty payout statement audit interest owner unleased respondent`.split(/\s+/);

// The texts are plain words (no Markdown, nothing to escape), so their HTML is what the renderer makes of
// one paragraph; written here, the server's re-cooking job finds nothing to do and stays out of the bench.
const cooked = (text: string) => `'<p>' || ${text} || E'</p>\\n', ${COOK_VERSION}`;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error(
    'Set DATABASE_URL to a scratch PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/bench',
  );
  process.exit(1);
}

const wordArray = `array[${WORDS.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
// n random words; `seed` must be a column of the outer row, so Postgres evaluates it once per row.
const words = (count: string, seed: string) =>
  `(select string_agg((${wordArray})[1 + floor(random() * ${WORDS.length})::int], ' ')
     from generate_series(1, ${count} + 0 * ${seed}))`;

// Post n gets n mod 5 votes from distinct users (the 997 stride never repeats within 4 steps), about 80% up.
// Both depend only on n mod 10, so each post's vote_count is a table lookup written with the post itself,
// instead of a million-row update afterwards.
const voteValue = (postId: string) => `case when (${postId} * 7 + k * 13) % 10 < 8 then 1 else -1 end`;
const voteSums = Array.from({ length: 10 }, (_, r) => {
  let sum = 0;
  for (let k = 1; k <= r % 5; k++) sum += (7 * r + 13 * k) % 10 < 8 ? 1 : -1;
  return sum;
});
const voteSum = (postId: string) => `(array[${voteSums.join(',')}])[1 + ${postId} % 10]`;

// Post texts come from a pool of 20,000 random paragraphs (10-79 words), each used by about 50 posts:
// generating a million paragraphs word by word would be most of the seed's time.
const PARAGRAPHS = 20_000;

const steps: [string, string][] = [
  [
    'paragraphs',
    `create temp table bench_paragraphs as
       select g as id, ${words('10 + g % 70', 'g')} as body from generate_series(0, ${PARAGRAPHS - 1}) g;
     alter table bench_paragraphs add primary key (id)`,
  ],
  [
    'users',
    `insert into users (id, username, email, password_hash, role, member_category, created_at)
     select g, 'bench_user_' || g, 'bench_user_' || g || '@example.test', null,
            case when g <= 5 then 'admin' when g <= 25 then 'moderator' else 'member' end,
            (array['Mineral Owner','Landman','Attorney','Geologist','Engineer','Industry Professional','Other'])[1 + g % 7],
            now() - interval '4 years' * random()
     from generate_series(1, ${USERS}) g`,
  ],
  [
    'threads',
    `insert into threads (id, category_id, author_id, title, is_pinned, status, created_at, last_post_at)
     select g, c.ids[1 + g % array_length(c.ids, 1)], 1 + (g * 7919) % ${USERS},
            initcap(${words('4 + g % 7', 'g')}) || '?',
            g % 500 = 0,
            case when g % 200 = 7 then 'held' when g % 200 = 11 then 'removed' else 'visible' end,
            ts, ts
     from generate_series(1, ${THREADS}) g
     cross join (select array_agg(id order by id) as ids from categories) c
     cross join lateral (select now() - interval '3 years' * random() + interval '0 second' * g as ts) t`,
  ],
  [
    'first posts',
    `insert into posts (id, thread_id, author_id, content, is_first_post, created_at, vote_count, cooked, cooked_version)
     select t.id, t.id, t.author_id, b.body, true, t.created_at, ${voteSum('t.id')}, ${cooked('b.body')}
     from threads t join bench_paragraphs b on b.id = (t.id * 7919) % ${PARAGRAPHS}`,
  ],
  [
    'replies',
    `insert into posts (id, thread_id, author_id, content, status, created_at, vote_count, cooked, cooked_version)
     select ${THREADS} + s.g, t.id, 1 + (s.g::bigint * 104729) % ${USERS},
            b.body || case when s.g % 1000 = 0 then ' quitclaim' else '' end,
            case when s.g % 100 = 3 then 'held' when s.g % 100 = 5 then 'removed' else 'visible' end,
            least(now(), t.created_at + interval '60 days' * random()), ${voteSum(`(${THREADS} + s.g)`)},
            ${cooked(`b.body || case when s.g % 1000 = 0 then ' quitclaim' else '' end`)}
     from (select g, case when g <= ${LONG_THREAD_REPLIES} then 1
                          else 2 + floor(power(random(), 2) * ${THREADS - 1})::int end as thread_id
           from generate_series(1, ${POSTS - THREADS}) g) s
     join threads t on t.id = s.thread_id
     join bench_paragraphs b on b.id = (s.g::bigint * 104729 + 17) % ${PARAGRAPHS}`,
  ],
  [
    // The posts carry their scores already: the trigger that records a vote's change for the fold
    // (migration 035) is off meanwhile, or the fold would count these votes a second time.
    'votes',
    `alter table post_votes disable trigger post_vote_changed;
     insert into post_votes (post_id, user_id, vote, created_at)
     select p.id, 1 + (p.id * 31 + k * 997) % ${USERS}, ${voteValue('p.id')}, p.created_at
     from posts p cross join lateral generate_series(1, p.id % 5) k;
     alter table post_votes enable trigger post_vote_changed`,
  ],
  [
    'thread counters',
    `update threads t set
       reply_count = s.replies, last_post_at = s.last_post, vote_count = s.votes,
       view_count = floor(random() * 2000)::int
     from (select thread_id,
                  (count(*) filter (where status = 'visible' and not is_first_post))::int as replies,
                  max(created_at) filter (where status = 'visible') as last_post,
                  (sum(vote_count) filter (where is_first_post))::int as votes
           from posts group by thread_id) s
     where s.thread_id = t.id`,
  ],
  [
    'category counters',
    `update categories c set
       thread_count = coalesce(s.threads, 0), post_count = coalesce(s.posts, 0), last_post_at = s.last_post
     from categories c2
     left join (select t.category_id, count(distinct t.id)::int as threads, count(p.id)::int as posts,
                       max(t.last_post_at) as last_post
                from threads t join posts p on p.thread_id = t.id and p.status = 'visible'
                where t.status = 'visible' group by t.category_id) s on s.category_id = c2.id
     where c.id = c2.id`,
  ],
  [
    'sequences',
    `select setval('users_id_seq', (select max(id) from users)), setval('threads_id_seq', (select max(id) from threads)),
            setval('posts_id_seq', (select max(id) from posts))`,
  ],
];

async function main(): Promise<void> {
  const started = Date.now();
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl! });
  await prepareDatabase(handle);
  await handle.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const existing = await client.query(
    'select (select count(*) from threads)::int as threads, (select count(*) from users)::int as users',
  );
  if (existing.rows[0].threads > 0 || existing.rows[0].users > 0) {
    console.error('This database already has users or threads; the seed needs a fresh scratch database.');
    process.exit(1);
  }
  // Bulk-load settings for this session only: big sort memory for the index builds, no fsync per step.
  await client.query(
    `set maintenance_work_mem = '512MB'; set work_mem = '256MB'; set synchronous_commit = off`,
  );
  // An autovacuum ANALYZE running during the load holds a snapshot that keeps the final VACUUM from marking
  // pages all-visible, and without that the list indexes cannot answer index-only.
  await client.query(FORUM_TABLES.map((t) => `alter table ${t} set (autovacuum_enabled = false)`).join(';'));
  // Building an index once over a million rows is far cheaper than updating it a million times (above all
  // the GIN full-text index): the migrations' secondary indexes are dropped here and rebuilt, exactly as
  // defined, after the load.
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename in ('threads', 'posts', 'post_votes')
       and indexname not in (select conname from pg_constraint)`,
  );
  await client.query(indexes.map((i) => `drop index ${i.indexname}`).join(';'));
  const timed = async (name: string, statement: string) => {
    const stepStart = Date.now();
    const result = await client.query(statement);
    const rows = Array.isArray(result) ? '' : String(result.rowCount ?? '');
    console.log(
      `${name.padEnd(18)} ${rows.padStart(9)} rows  ${((Date.now() - stepStart) / 1000).toFixed(1)} s`,
    );
  };
  for (const [name, statement] of steps) await timed(name, statement);
  await timed('indexes', indexes.map((i) => i.indexdef).join(';'));
  const vacuumStart = Date.now();
  await client.query('vacuum analyze');
  await client.query(FORUM_TABLES.map((t) => `alter table ${t} reset (autovacuum_enabled)`).join(';'));
  console.log(
    `${'vacuum analyze'.padEnd(18)} ${''.padStart(9)}       ${((Date.now() - vacuumStart) / 1000).toFixed(1)} s`,
  );
  const counts =
    await client.query(`select (select count(*) from threads)::int as threads, (select count(*) from posts)::int as posts,
    (select count(*) from post_votes)::int as votes, (select count(*) from users)::int as users`);
  console.log(counts.rows[0]);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await client.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
