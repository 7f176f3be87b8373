import type { Config } from '../../config';
import type { BlobStore } from './blob-store';
import { LocalDiskStore } from './local-disk-store';
import { S3Store } from './s3-store';

/** The store the configuration names: an S3 bucket when its three settings are given, else the data folder. */
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
