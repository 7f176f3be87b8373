// `npm start`: runs the compiled server with plain `node` (no tsx, no Vite at start). It builds first only
// when the build is missing or older than the sources, so `npm install && npm start` works on a fresh
// clone and `npm ci --omit=dev && npm start` works on a built tree.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeFlags } from './server-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = [
  path.join(root, 'dist', 'server', 'main.js'),
  path.join(root, 'dist', 'client', 'index.html'),
  path.join(root, 'dist', 'client-ssr', 'entry-server.js'),
];
const sources = ['src', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p));

function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(file, { recursive: true, encoding: 'utf8' }))
    latest = Math.max(latest, statSync(path.join(file, entry)).mtimeMs);
  return latest;
}

const builtAt = Math.min(...built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const sourcesAt = Math.max(...sources.map(newest));
if (builtAt === 0 || (existsSync(sources[0]) && sourcesAt > builtAt)) {
  console.log(builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: building…');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...serverNodeFlags, built[0]], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv({ NODE_ENV: 'production', ...process.env }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
