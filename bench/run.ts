// `npm run bench -- seed | explain | load | deed-parse | fraction-input`: the forum's scale benchmarks and the
// deed parser's and fraction calculators' speed on hostile text (see each script's header).
const scripts = ['seed', 'explain', 'load', 'deed-parse', 'fraction-input'] as const;
const which = process.argv[2] as (typeof scripts)[number] | undefined;
if (!which || !scripts.includes(which)) {
  console.error(`Usage: DATABASE_URL=postgres://... npm run bench -- ${scripts.join(' | ')}`);
  process.exit(1);
}
await import(`./${which}.ts`);

export {};
