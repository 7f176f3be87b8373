import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type BlobStore, checkKey, StorageUnavailableError } from './blob-store';

/**
 * An S3-compatible bucket (AWS, Cloudflare R2, Backblaze B2, MinIO) through the AWS SDK v3. With a custom
 * endpoint, path-style addresses are used, which every compatible server understands.
 */
export class S3Store implements BlobStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId: string;
    secretAccessKey: string;
  }) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      maxAttempts: 2,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
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
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw new StorageUnavailableError(`Could not read ${key}: ${(error as Error).message}`);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
    } catch (error) {
      throw new StorageUnavailableError(`Could not delete ${key}: ${(error as Error).message}`);
    }
  }
}
