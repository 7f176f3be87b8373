import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { LiveHub } from './conversation/notifications/live-hub';
import type { Cooker } from './forum/cooking/cooker';
import type { ThreadPageBoundaries } from './forum/thread-list-paging/page-boundaries';
import type { ViewBuffer } from './forum/threads/view-buffer';
import type { SharedReads } from './platform/cache/shared-reads';
import type { DatabaseHandle } from './platform/db/connection';
import type { Database } from './platform/db/schema';
import type { BackgroundWork } from './platform/jobs/background-work';
import type { ReadRouting } from './platform/replicas/read-routing';
import type { BlobStore } from './platform/storage/blob-store';

/**
 * What every domain's routes and services get from the app: the database, the configuration, the background
 * work runner, the hub of live connections and the post cooker.
 */
export interface AppContext {
  db: Kysely<Database>;
  database: DatabaseHandle;
  config: Config;
  background: BackgroundWork;
  live: LiveHub;
  /** Uploaded files: a local folder or an S3-compatible bucket. */
  storage: BlobStore;
  cooker: Cooker;
  /** Thread views counted in memory and written by the background runner; null: written on each read. */
  views: ViewBuffer | null;
  /** Which database answers a request's list and thread reads: the primary, or a replica (DATABASE_READ_URL). */
  reads: ReadRouting;
  /** Page boundaries of the guests' thread lists, for deep pages; null: OFFSET always. */
  threadPages: ThreadPageBoundaries | null;
  /**
   * What a member's reads share with a guest's and their own small facts, kept until the next write
   * (cache/shared-reads.ts); null when the guest cache is off.
   */
  sharedReads: SharedReads | null;
}
