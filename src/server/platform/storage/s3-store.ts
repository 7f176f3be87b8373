import type { S3Client } from '@aws-sdk/client-s3';
import { type BlobStore, checkKey, StorageUnavailableError } from './blob-store';

type Sdk = typeof import('@aws-sdk/client-s3');

interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS, Cloudflare R2, Backblaze B2, MinIO) through the AWS SDK v3. With a custom
 * endpoint, path-style addresses are used, which every compatible server understands. The SDK (about 20 MB
 * of a process's memory) loads with the first request, so a forum that never touches its bucket, or
 * stores files on disk, does not carry it.
 */
export class S3Store implements BlobStore {
  readonly kind = 's3' as const;
  private readonly bucket: string;
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  constructor(private readonly options: S3Options) {
    this.bucket = options.bucket;
  }

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    const { region, endpoint, accessKeyId, secretAccessKey } = this.options;
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        credentials: { accessKeyId, secretAccessKey },
        maxAttempts: 2,
      }),
    }));
    return this.connection;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    } catch (error) {
      throw new StorageUnavailableError(`Could not store ${key}: ${(error as Error).message}`);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw new StorageUnavailableError(`Could not read ${key}: ${(error as Error).message}`);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      const { sdk, client } = await this.connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
    } catch (error) {
      throw new StorageUnavailableError(`Could not delete ${key}: ${(error as Error).message}`);
    }
  }
}
