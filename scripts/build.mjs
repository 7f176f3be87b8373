// `npm run build`: the web app (Vite, then precompressed copies of its assets), the same app's server
// renderer (Vite's SSR build, into dist/client-ssr) and the server (esbuild).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  [path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']],
  [
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn'],
  ],
  [process.execPath, [path.join(root, 'scripts', 'compress-assets.mjs')]],
  [process.execPath, [path.join(root, 'scripts', 'build-server.mjs')]],
];
for (const [command, args] of steps) {
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
