import type { Config } from '../config';
import { LocalDiskStore } from './local-disk-store';
import { S3Store } from './s3-store';

/**
 * Where uploaded files live (docs/architecture.md#members-and-documents). Keys are ours, never a member's
 * file name: `files/<sha256>.<ext>` or `avatars/<sha256>/<size>.webp`, so a key names its bytes and a file
 * stored twice is stored once.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export class StorageUnavailableError extends Error {}

const KEY_PATTERN = /^(files\/[0-9a-f]{64}(-thumb)?\.(webp|pdf)|avatars\/[0-9a-f]{64}\/(64|256)\.webp)$/;

/** Refuses any key we did not make, so nothing from outside can reach another path or object. */
export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key.slice(0, 80)}`);
  return key;
}

export function createBlobStore(config: Config): BlobStore {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return new S3Store({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalDiskStore(`${config.dataDir}/uploads`);
}
