// Writes .br and .gz beside every built text asset, once at build time, so the server sends compressed
// files without compressing them again on each request (@fastify/static's preCompressed option).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist/client');
const compressible = /\.(js|css|html|svg|json|txt|xml|map)$/;
let files = 0;
let before = 0;
let afterBrotli = 0;

function walk(folder) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name)) compress(file);
  }
}

function compress(file) {
  const data = readFileSync(file);
  if (data.length < 1024) return;
  const brotli = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  files++;
  before += data.length;
  afterBrotli += brotli.length;
}

walk(dir);
console.log(
  `compressed ${files} assets: ${(before / 1024).toFixed(0)} KB -> ${(afterBrotli / 1024).toFixed(0)} KB brotli`,
);
