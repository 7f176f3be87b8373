import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { handleForPglite, openDatabase } from '../../src/server/platform/db/connection';
import { prepareDatabase } from '../../src/server/platform/db/open-from-config';

// The API projects' global set-up: migrate and seed one database per run, which every test file then copies
// instead of migrating its own (docs/architecture.md#tests). Built afresh on every run, so a changed
// migration or seed is always in it; removed when the run ends.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump (tar) of a migrated, seeded PGlite data folder. */
    pgliteTemplateFile?: string;
    /** A migrated, seeded database on the TEST_DATABASE_URL server, to create test databases from. */
    postgresTemplate?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    const template = await createPostgresTemplate();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const file = await dumpPgliteTemplate();
  project.provide('pgliteTemplateFile', file);
  return async () => rmSync(path.dirname(file), { recursive: true, force: true });
}

async function dumpPgliteTemplate(): Promise<string> {
  const pglite = new PGlite();
  await pglite.waitReady;
  const handle = handleForPglite(pglite);
  try {
    await prepareDatabase(handle);
    // Uncompressed: each test file unpacks it, and gzip would cost more time there than it saves on disk.
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'forum-pglite-template-')), 'prepared.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/** Names a test database on the TEST_DATABASE_URL server, refusing any server database not named for tests. */
export function testServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const base = new URL(serverUrl);
  if (!/test/i.test(base.pathname))
    throw new Error(`Refusing to run tests against ${base.pathname}: not a test database`);
  return serverUrl;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onTestServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function createPostgresTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const serverUrl = testServerUrl();
  // Unique per run: other runs on the same server (other checkouts, CI) build and drop their own.
  const name = `forum_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const drop = () => onTestServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onTestServer(serverUrl, `create database ${name}`);
  try {
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 });
    try {
      await prepareDatabase(handle);
    } finally {
      await handle.close();
    }
    // PostgreSQL copies a template only while nobody is connected to it: from now on nobody can be.
    await onTestServer(serverUrl, `alter database ${name} with allow_connections false`);
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}
