import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser gets Preact's compatibility layer in place of React and React DOM (decision 031): the same
// components, about 45 KB brotli less JavaScript before the first page draws (issue 17). The types, the
// tests and the server keep React's packages; only the web app's bundle is built against Preact.
const preact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
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
