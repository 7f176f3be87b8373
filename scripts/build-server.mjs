// `npm run build` (server half): bundles src/server/main.ts, and any `*.worker.ts` a server module starts
// as a worker thread, into dist/server/ for plain `node`, with the packages left in node_modules (native
// and WebAssembly parts stay where they are). The SQL migrations are copied beside the bundle, where
// db/migrate.ts looks for them, and so are plain-JavaScript workers and the modules they import (every
// `.mjs` file of src/server, found beside it).
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'src', 'server');
// An optional argument builds elsewhere (the build test uses a temporary folder).
const outdir = path.resolve(process.argv[2] ?? path.join(root, 'dist', 'server'));

const workers = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.worker\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .map((file) => path.join(serverDir, file));

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverDir, 'main.ts'), ...workers],
  outdir,
  // Workers keep their file name (without folders): the bundle starts them next to itself.
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(serverDir, 'platform', 'db', 'migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
const plainWorkers = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.mjs'),
);
for (const file of plainWorkers) cpSync(path.join(serverDir, file), path.join(outdir, path.basename(file)));
console.log(`built the server into ${path.relative(root, outdir)} (${1 + workers.length} entry point(s))`);
