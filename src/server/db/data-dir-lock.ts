import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite allows one process per data folder. The server leaves its pid here while it runs, so the CLI can
// refuse to open the folder a second time instead of corrupting it.
const LOCK_NAME = 'forum-server.pid';

export function lockPath(dataDir: string): string {
  return path.join(dataDir, LOCK_NAME);
}

/** The pid of a live server holding the folder, or null. A stale file from a crashed server is ignored. */
export function serverHoldingDataDir(dataDir: string): number | null {
  const file = lockPath(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export function claimDataDir(dataDir: string): () => void {
  const holder = serverHoldingDataDir(dataDir);
  if (holder)
    throw new Error(`Another forum server (pid ${holder}) is already using ${dataDir}. Stop it first.`);
  writeFileSync(lockPath(dataDir), String(process.pid));
  return () => rmSync(lockPath(dataDir), { force: true });
}
