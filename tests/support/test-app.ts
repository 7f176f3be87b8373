import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { type DatabaseHandle, openDatabase } from '../../src/server/platform/db/connection';
import { prepareDatabase } from '../../src/server/platform/db/open-from-config';
import type { BlobStore } from '../../src/server/platform/storage/blob-store';
import { pageShell } from './page-shell';
import { databaseUrl, onTestServer, testServerUrl } from './template-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
  /** inject with JSON body and an optional bearer token. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

/**
 * A fresh, migrated, seeded database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new
 * database created on the TEST_DATABASE_URL server and dropped afterwards (docs/architecture.md#tests). In
 * the API projects it is a copy of the run's template (tests/support/template-database.ts); elsewhere it is
 * migrated and seeded here.
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const templateFile = inject('pgliteTemplateFile');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      ...(templateFile ? { loadDataDir: new Blob([readFileSync(templateFile)]) } : {}),
    });
    if (!templateFile) await prepareDatabase(database);
    return { database, drop: () => database.close() };
  }
  const serverUrl = testServerUrl();
  const template = inject('postgresTemplate');
  const name = `forum_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onTestServer(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 20 });
  if (!template) await prepareDatabase(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await onTestServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { clientDir?: string; storage?: BlobStore; pages?: boolean } = {},
): Promise<TestApp> {
  // The forum's pages need a shell (the given client folder's, else a stand-in) and the app's renderer; most
  // tests ask only the API.
  const shell = options.pages ? await pageShell() : null;
  const { database, drop } = await openTestDatabase();
  // Uploaded files of this test file go to a folder of its own, removed afterwards.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forum-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    REGISTER_RATE_LIMIT_MAX: '100000',
    // Tests post quickly; tests/api/hardening-posting-rules.test.ts turns the posting pace back on.
    POST_INTERVAL_SECONDS: '0',
    NEW_MEMBER_POST_INTERVAL_SECONDS: '0',
    LOGIN_ADDRESS_LIMIT_PER_MINUTE: '100000',
    LOGIN_ADDRESS_LIMIT_PER_HOUR: '100000',
    // Staff in the API tests sign in by password; tests/api/two-factor.test.ts turns the requirement on.
    REQUIRE_STAFF_2FA: 'false',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    clientDir: options.clientDir ?? shell?.clientDir ?? '/nonexistent-client-dir',
    pageRenderer: shell?.pageRenderer ?? null,
    ...(options.storage ? { storage: options.storage } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      shell?.remove();
    },
    call: (method, url, options = {}) =>
      app.inject({
        method,
        url,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined
          ? { payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
          : {}),
      }),
  };
}
