import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BlobStore, checkKey, StorageUnavailableError } from './blob-store';

/** Files under DATA_DIR/uploads: the default, needing nothing installed. Writes are atomic (temp + rename). */
export class LocalDiskStore implements BlobStore {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.file(key);
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temp, bytes);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => {});
      throw new StorageUnavailableError(`Could not write ${key}: ${(error as Error).message}`);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StorageUnavailableError(`Could not read ${key}: ${(error as Error).message}`);
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
