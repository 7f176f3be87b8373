import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The embedded database's folder lock (issue 13, finding 10): the server and the CLI take it before they
// open the database, so a second process fails with a clear message and never touches the folder's files.

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function emptyFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'forum-lock-'));
  folders.push(dir);
  return dir;
}

/** A process that holds the folder's lock and nothing else, until killed. */
async function holdFolder(dir: string): Promise<ChildProcess> {
  const code = `const m = await import(${JSON.stringify(path.join(root, 'src/server/platform/db/data-dir-lock.ts'))});
    m.claimDataDir(process.argv[1]); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code, dir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.once('exit', () => reject(new Error('the holder stopped')));
  });
  return child;
}

function run(args: string[], dir: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

// The lock is PGlite's; the PostgreSQL run of the API tests has nothing more to prove here.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
if (onPostgres)
  console.log('hardening-data-dir-lock: skipped on PostgreSQL (the folder lock is for PGlite only)');

describe.skipIf(onPostgres)('the PGlite folder lock', () => {
  it('a second server stops with a clear message before it opens the folder', async () => {
    const dir = emptyFolder();
    const holder = await holdFolder(dir);
    const second = await run(['src/server/main.ts'], dir);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Another forum process (pid ${holder.pid}) is using ${dir}.`);
    expect(readdirSync(dir)).toEqual(['forum-server.pid']);
  }, 60_000);

  it('the CLI refuses with the same clear message and exit code 1, files untouched', async () => {
    const dir = emptyFolder();
    const holder = await holdFolder(dir);
    const cli = await run(['src/server/platform/cli/main.ts', 'outbox'], dir);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`Another forum process (pid ${holder.pid}) is using ${dir}.`);
    expect(readdirSync(dir)).toEqual(['forum-server.pid']);
  }, 60_000);

  it('the CLI holds the lock while it works and gives it back (a stale lock is taken over)', async () => {
    const dir = emptyFolder();
    const holder = await holdFolder(dir);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const cli = await run(['src/server/platform/cli/main.ts', 'outbox'], dir);
    expect(cli.stderr).not.toContain('Another forum process');
    expect(cli.code).toBe(0);
    expect(readdirSync(dir)).not.toContain('forum-server.pid');
  }, 120_000);
});
