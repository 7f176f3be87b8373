// `npm run bench -- seed | explain | load | lighthouse | phone | deed-parse | fraction-input | hostile-page |
// hostile-upload | fuzz | writes | cluster`: the forum's scale benchmarks, its Lighthouse scores, a thread page on a throttled
// phone, the deed parser's and fraction calculators' speed on hostile text, a thread page of hostile Markdown,
// /healthz while hostile files are uploaded, a fuzz of every API route, and votes
// and replies a second, and the load against several processes and a replica (see each script's header).
// Without a name it runs `load`, the whole table with its bare-Node row.
const scripts = [
  'seed',
  'explain',
  'load',
  'lighthouse',
  'phone',
  'deed-parse',
  'fraction-input',
  'hostile-page',
  'hostile-upload',
  'fuzz',
  'writes',
  'cluster',
] as const;
const which = (process.argv[2] ?? 'load') as (typeof scripts)[number];
if (!scripts.includes(which)) {
  console.error(
    `Usage: DATABASE_URL=postgres://... npm run bench [-- ${scripts.join(' | ')}] (load when none is named)`,
  );
  process.exit(1);
}
await import(`./${which}.ts`);

export {};
