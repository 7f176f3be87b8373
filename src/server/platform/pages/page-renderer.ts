import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageRendererModule } from '../../../shared/page-render';

// The browser app's server entry, built by Vite beside the app (`vite build --ssr`, scripts/build.mjs) into
// `<client dir>-ssr/entry-server.js`. The tests hand the app its source instead (tests/support).

export const rendererDirFor = (clientDir: string): string => `${clientDir.replace(/[\\/]+$/, '')}-ssr`;

/** The built renderer, or null (with a warning) when the app was built without it. */
export async function loadPageRenderer(
  clientDir: string,
  log: FastifyBaseLogger,
): Promise<PageRendererModule | null> {
  const file = path.join(rendererDirFor(clientDir), 'entry-server.js');
  if (!existsSync(file)) {
    if (existsSync(path.join(clientDir, 'index.html')))
      log.warn(`no server renderer at ${file}: pages are drawn in the browser only (run npm run build)`);
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as { default: PageRendererModule };
  return module.default;
}
