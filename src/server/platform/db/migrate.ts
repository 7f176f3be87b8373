import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './connection';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: several app processes starting together on PostgreSQL take turns migrating.
const MIGRATION_LOCK_ID = 7_405_211;

export function listMigrations(): { name: string; script: string }[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_[a-z0-9_-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, script: readFileSync(path.join(migrationsDir, name), 'utf8') }));
}

/** Applies the versioned SQL migrations not yet applied, each in its own transaction. Returns their names. */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  return handle.exclusive(async (run) => {
    const locking = handle.kind === 'postgres';
    if (locking) await run(`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await run(`create table if not exists schema_migrations (
        name text primary key, applied_at timestamptz not null default now())`);
      const applied = new Set((await run('select name from schema_migrations')).map((r) => String(r.name)));
      const newlyApplied: string[] = [];
      for (const migration of listMigrations()) {
        if (applied.has(migration.name)) continue;
        try {
          // Names match ^\d{3}_[a-z0-9_-]+\.sql$, so they are safe inside a literal.
          await run(
            `begin;\n${migration.script}\n;insert into schema_migrations (name) values ('${migration.name}');\ncommit;`,
          );
        } catch (error) {
          await run('rollback').catch(() => []);
          throw error;
        }
        newlyApplied.push(migration.name);
      }
      return newlyApplied;
    } finally {
      if (locking) await run(`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  });
}
