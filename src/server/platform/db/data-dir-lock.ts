import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite allows one process per data folder. The server and the CLI leave their pid here while they run,
// taken before the database is opened, so a second process refuses before touching any file.
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

export class DataDirBusyError extends Error {}

/**
 * Takes the folder for this process, atomically (the pid file is created exclusively; a stale one from a
 * crashed process is replaced), and answers how to give it back. Throws DataDirBusyError while another live
 * process holds it.
 */
export function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = serverHoldingDataDir(dataDir);
      if (holder || attempt > 0) {
        throw new DataDirBusyError(
          `Another forum process (pid ${holder ?? 'unknown'}) is using ${dataDir}. PGlite allows one process per data folder: stop it (the server, or a CLI command still running) and try again.`,
        );
      }
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
}
