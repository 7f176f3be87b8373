import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser runs React 19 itself (decision 034). `vite build` makes the web app; `vite build --ssr
// entry-server.tsx` makes the same app's server renderer, which the server loads from `<outDir>-ssr`
// (src/server/platform/pages/page-renderer.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react()],
  build: isSsrBuild
    ? {
        outDir: '../../dist/client-ssr',
        emptyOutDir: true,
        sourcemap: false,
        // One file: the server imports it once at start.
        rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        sourcemap: false,
        // .vite/manifest.json: the server names a page's chunks in its HTML (src/server/platform/http/chunk-preload.ts).
        manifest: true,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          onLog(level, log, handler) {
            // An import that would be undefined at run time fails the build.
            handler(log.code === 'IMPORT_IS_UNDEFINED' ? 'error' : level, log);
          },
        },
      },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' } },
}));
