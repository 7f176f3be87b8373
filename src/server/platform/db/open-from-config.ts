import type { Config } from '../../config';
import { type DatabaseHandle, openDatabase } from './connection';
import { migrate } from './migrate';
import { seedCategories } from './seed-categories';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), migrated and seeded. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        readUrl: config.DATABASE_READ_URL,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  await prepareDatabase(handle);
  return handle;
}

export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await migrate(handle);
  await seedCategories(handle.db);
}
