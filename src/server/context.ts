import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import type { Database } from './db/schema';
import type { BlobStore } from './storage/blob-store';

/** What every domain's routes and services get from the app: the database and the configuration. */
export interface AppContext {
  db: Kysely<Database>;
  database: DatabaseHandle;
  config: Config;
  /** Uploaded files: a local folder or an S3-compatible bucket. */
  storage: BlobStore;
}
