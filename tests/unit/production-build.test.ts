import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The production build: esbuild bundles the server for plain `node` (no tsx, no Vite at start), with the
// SQL migrations beside it, and the bundle serves requests on the embedded database.
// Inside the repository: the bundle leaves packages in node_modules, found by walking up from it.
mkdirSync('tmp', { recursive: true });
const work = mkdtempSync(path.resolve('tmp', 'build-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('production build of the server', () => {
  const outdir = path.join(work, 'server');

  it('bundles main.js with every migration and no TypeScript loader', () => {
    const run = spawnSync(process.execPath, ['scripts/build-server.mjs', outdir], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const bundle = readFileSync(path.join(outdir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']tsx/);
    expect(bundle).not.toMatch(/from ["']vite/);
    expect(readdirSync(path.join(outdir, 'migrations')).sort()).toEqual(
      readdirSync('src/server/platform/db/migrations').sort(),
    );
    // The Markdown cooking worker sits beside the bundle, where cooking/cooker.ts looks first.
    expect(readdirSync(outdir)).toContain('cook-worker.mjs');
    // And the PDF worker with the scan it imports, which a PDF upload would otherwise fail to load.
    expect(readdirSync(outdir)).toEqual(
      expect.arrayContaining(['pdf-text-worker.mjs', 'pdf-active-content.mjs']),
    );
  }, 120_000);

  it('starts with plain node and answers requests', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATA_DIR: path.join(work, 'data'),
        CLIENT_DIR: path.join(work, 'no-client'),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    try {
      let health: Response | null = null;
      // Start-up takes a second or two; on a busy shared machine far longer. The bound is the test timeout.
      while (!health && child.exitCode === null) {
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(health?.status).toBe(200);
      const list = await fetch(`http://127.0.0.1:${port}/api/threads`);
      expect(list.status).toBe(200);
      expect(((await list.json()) as { threads: unknown[] }).threads).toEqual([]);
    } finally {
      child.kill('SIGTERM');
    }
  }, 120_000);
});
