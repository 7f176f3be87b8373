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
