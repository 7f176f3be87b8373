import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Cooker } from './cooking/cooker';
import type { DatabaseHandle } from './db/connection';
import type { Database } from './db/schema';

/** What every domain's routes and services get from the app: the database, the configuration, the post cooker. */
export interface AppContext {
  db: Kysely<Database>;
  database: DatabaseHandle;
  config: Config;
  cooker: Cooker;
}
