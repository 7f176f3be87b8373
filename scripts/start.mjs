// `npm start`: builds the web app (about a second with Vite) and starts the server on the configured
// database. One command on a fresh clone, as the README promises.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const compress = spawnSync(process.execPath, ['scripts/compress-assets.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (compress.status !== 0) process.exit(compress.status ?? 1);

const server = spawn(bin('tsx'), ['src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
