import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageRendererModule } from '../../src/shared/page-render';

/**
 * What an API test needs to ask for the forum's pages: a client folder whose index.html has the shape of the
 * built one (a generic title and description, the app's script, the root element), and the app's server
 * renderer from its sources (vitest compiles them; the server loads a built one, pages/page-renderer.ts).
 */
export async function pageShell(): Promise<{
  clientDir: string;
  pageRenderer: PageRendererModule;
  remove(): void;
}> {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'forum-shell-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="description" content="The generic site description.">
<title>Oklahoma Mineral Rights Forum</title>
<script type="module" src="/assets/app.js"></script>
</head>
<body><div id="root"></div></body>
</html>`,
  );
  const { default: pageRenderer } = await import('../../src/client/entry-server');
  return { clientDir, pageRenderer, remove: () => rmSync(clientDir, { recursive: true, force: true }) };
}
