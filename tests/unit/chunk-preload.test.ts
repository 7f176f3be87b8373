import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppShell } from '../../src/server/platform/http/app-shell';
import { ChunkPreload } from '../../src/server/platform/http/chunk-preload';

// A server-rendered thread names the chunks the app will load for it (decision 032), from the build's
// manifest: the page's chunk and what it imports, not what index.html loads already, and nothing at all
// when there is no manifest.

const dir = mkdtempSync(path.join(tmpdir(), 'forum-preload-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared-B.js'] },
  '_shared-B.js': { file: 'assets/shared-B.js' },
  '_purify-C.js': { file: 'assets/purify-C.js' },
  '_mutations-D.js': {
    file: 'assets/mutations-D.js',
    imports: ['_purify-C.js', '_shared-B.js'],
    css: ['assets/m-D.css'],
  },
  'features/forum/discussions/thread-page.tsx': {
    file: 'assets/thread-page-E.js',
    imports: ['_mutations-D.js', '_shared-B.js'],
    css: ['assets/forum-E.css', 'assets/m-D.css'],
  },
  'features/staff/admin/admin-page.tsx': { file: 'assets/admin-F.js', imports: ['_shared-B.js'] },
};

function clientDir(manifest: unknown): string {
  const root = mkdtempSync(path.join(dir, 'client-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>Forum</title></head><body><div id="root"></div></body></html>',
  );
  if (manifest !== undefined) {
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(
      path.join(root, '.vite', 'manifest.json'),
      typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
    );
  }
  return root;
}

describe('chunk preload hints', () => {
  it("names the page's chunk, its imports transitively and their CSS once, but nothing the entry loads", () => {
    const tags = new ChunkPreload(clientDir(MANIFEST))
      .tagsFor('features/forum/discussions/thread-page.tsx')
      .split('\n');
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/thread-page-E.js">',
      '<link rel="modulepreload" crossorigin href="/assets/mutations-D.js">',
      '<link rel="modulepreload" crossorigin href="/assets/purify-C.js">',
      '<link rel="stylesheet" crossorigin href="/assets/forum-E.css">',
      '<link rel="stylesheet" crossorigin href="/assets/m-D.css">',
    ]);
  });

  it('names nothing without a manifest, with a damaged one, or for a module the build has no chunk for', () => {
    expect(new ChunkPreload(clientDir(undefined)).tagsFor('features/forum/discussions/thread-page.tsx')).toBe(
      '',
    );
    expect(
      new ChunkPreload(clientDir('{"not json')).tagsFor('features/forum/discussions/thread-page.tsx'),
    ).toBe('');
    expect(new ChunkPreload(clientDir(MANIFEST)).tagsFor('features/forum/missing.tsx')).toBe('');
  });

  it("puts the hints in the page's head, before its own tags", () => {
    const shell = new AppShell(clientDir(MANIFEST));
    const html = shell.render({
      headTags: '<title>A thread</title><link rel="canonical" href="/thread/1">',
      chunks: ['features/forum/discussions/thread-page.tsx'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/thread-page-E.js">');
    expect(head.indexOf('thread-page-E.js')).toBeLessThan(head.indexOf('rel="canonical"'));
    expect(shell.render({ headTags: '<title>No hints</title>' })).not.toContain('modulepreload');
  });
});
