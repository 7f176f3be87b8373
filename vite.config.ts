import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser gets Preact's compatibility layer in place of React and React DOM (decision 031): the same
// components, about 45 KB brotli less JavaScript before the first page draws (issue 17). The types, the
// tests and the server keep React's packages; only the web app's bundle is built against Preact.
// Each alias names a file, not a package: Vite warns about (and may bundle twice) a bare replacement it has to
// resolve again. The file is the one Vite picks for that subpath itself (the package's "browser" build, else
// its "import" one), so Preact's own `import 'preact/compat'` reaches the same module.
const preactRoot = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const preactExports: Record<string, { browser?: string; import?: string }> = JSON.parse(
  readFileSync(path.join(preactRoot, 'package.json'), 'utf8'),
).exports;
function preactFile(subpath: string): string {
  const entry = preactExports[subpath];
  const file = entry?.browser ?? entry?.import;
  if (!file) throw new Error(`preact's package.json exports no browser or import file for ${subpath}`);
  return path.join(preactRoot, file);
}
const preact = [
  { find: /^react-dom\/client$/, replacement: preactFile('./compat/client') },
  { find: /^react-dom$/, replacement: preactFile('./compat') },
  { find: /^react\/jsx-runtime$/, replacement: preactFile('./jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preactFile('./jsx-runtime') },
  { find: /^react$/, replacement: preactFile('./compat') },
];

// React Router looks for React 19's `use` and `useOptimistic` and does without them when they are missing, as
// under React 18; Preact's layer has neither, so the bundler's notice about those two, in React Router only,
// is expected. The same notice about any other import fails the build: that import would be undefined at run
// time (for example React 19's `use` or `useActionState`, which Preact's layer lacks).
const routerProbes = /Import `(use|useOptimistic)` will always be undefined/;
const isRouterProbe = (log: { code?: string; id?: string; message: string }) =>
  log.code === 'IMPORT_IS_UNDEFINED' &&
  /node_modules[\\/]react-router[\\/]/.test(log.id ?? '') &&
  routerProbes.test(log.message);

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  resolve: { alias: preact },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server names a thread page's chunks in its HTML (src/server/http/chunk-preload.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      onLog(level, log, handler) {
        if (isRouterProbe(log)) return;
        handler(log.code === 'IMPORT_IS_UNDEFINED' ? 'error' : level, log);
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' } },
});
