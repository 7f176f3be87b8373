// `npm run build`: the web app (Vite, then precompressed copies of its assets) and the server (esbuild).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  [path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']],
  [process.execPath, [path.join(root, 'scripts', 'compress-assets.mjs')]],
  [process.execPath, [path.join(root, 'scripts', 'build-server.mjs')]],
];
for (const [command, args] of steps) {
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
